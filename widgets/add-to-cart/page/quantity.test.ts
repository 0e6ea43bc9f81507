// Table-driven checks of every quantity rule (README "Markup the engine reads"), with the edge values.
import { parseLegacyNumber } from '../../../shared/config/legacy-values.ts';
import {
  applyInsertion,
  checkQty,
  decimalsOf,
  isAcceptableText,
  isAllowedKey,
  isMultipleOf,
  maxLengthFor,
  parseConfirmedQty,
  type QtyRules,
  readQtyRules,
} from './quantity.ts';

const attrs = (values: Record<string, string>) => ({ getAttribute: (name: string) => values[name] ?? null });
const rules = (over: Partial<QtyRules> = {}): QtyRules => ({
  min: 1,
  max: 99999,
  multiple: 1,
  mustConfirm: 0,
  digital: false,
  uomDuplicate: false,
  ...over,
});

describe('readQtyRules defaults', () => {
  it.each([
    [{}, { min: 1, max: 99999, multiple: 1, mustConfirm: 0 }],
    [
      { minqty: '0', maxqty: '0', multiqty: '0' },
      { min: 1, max: 99999, multiple: 1 },
    ],
    [
      { minqty: 'abc', maxqty: '', multiqty: '-2' },
      { min: 1, max: 99999, multiple: 1 },
    ],
    [
      { minqty: '5', maxqty: '50', multiqty: '0,5', mustconfirmqty: '100' },
      { min: 5, max: 50, multiple: 0.5, mustConfirm: 100 },
    ],
    // Spaces around a number are read; a blank or endless value is a bad one.
    [
      { minqty: ' 5 ', maxqty: 'Infinity', multiqty: '  ' },
      { min: 5, max: 99999, multiple: 1 },
    ],
    [{ isquickaddtocart: 'true' }, { max: 90999 }],
    [{ isquickaddtocart: 'true', maxqty: '0' }, { max: 90999 }],
    [{ isquickaddtocart: 'true', maxqty: '12' }, { max: 12 }],
    [
      { isdigitalproduct: 'true', uomduplicate: 'true' },
      { digital: true, uomDuplicate: true },
    ],
    // The ASP.NET way (a Razor view renders a bool as "True"), and 1/0.
    [{ isquickaddtocart: 'True' }, { max: 90999 }],
    [
      { isdigitalproduct: 'True', uomduplicate: 'TRUE' },
      { digital: true, uomDuplicate: true },
    ],
    [
      { isdigitalproduct: '1', uomduplicate: 'False' },
      { digital: true, uomDuplicate: false },
    ],
  ])('%j → %j', (given, expected) => {
    expect(readQtyRules(attrs(given))).toMatchObject(expected);
  });
});

describe('checkQty', () => {
  it.each<[string, Partial<QtyRules>, ReturnType<typeof checkQty>]>([
    ['', {}, { kind: 'empty' }],
    ['   ', {}, { kind: 'empty' }],
    ['1', {}, { kind: 'valid', qty: 1 }],
    [' 12 ', {}, { kind: 'valid', qty: 12 }],
    ['0', {}, { kind: 'invalid', reason: 'min' }],
    ['99999', {}, { kind: 'valid', qty: 99999 }],
    ['100000', {}, { kind: 'invalid', reason: 'max' }],
    ['1.5', {}, { kind: 'invalid', reason: 'generic' }],
    ['-1', {}, { kind: 'invalid', reason: 'generic' }],
    ['1e3', {}, { kind: 'invalid', reason: 'generic' }],
    ['abc', {}, { kind: 'invalid', reason: 'generic' }],
    ['4', { min: 5 }, { kind: 'invalid', reason: 'min' }],
    ['5', { min: 5 }, { kind: 'valid', qty: 5 }],
    ['13', { multiple: 12 }, { kind: 'invalid', reason: 'multiple' }],
    ['24', { multiple: 12 }, { kind: 'valid', qty: 24 }],
    // min wins over multiple, multiple over duplicate, duplicate over max.
    ['3', { min: 12, multiple: 12 }, { kind: 'invalid', reason: 'min' }],
    ['13', { multiple: 12, uomDuplicate: true }, { kind: 'invalid', reason: 'multiple' }],
    ['12', { multiple: 12, uomDuplicate: true, max: 6 }, { kind: 'invalid', reason: 'duplicate' }],
    ['24', { multiple: 12, max: 12 }, { kind: 'invalid', reason: 'max' }],
    // decimals: comma accepted, no float error on 0.1 × 3.
    ['0,3', { multiple: 0.1, min: 0.1 }, { kind: 'valid', qty: 0.3 }],
    ['0.3', { multiple: 0.1, min: 0.1 }, { kind: 'valid', qty: 0.3 }],
    ['0.7', { multiple: 0.7, min: 0.7 }, { kind: 'valid', qty: 0.7 }],
    ['1.05', { multiple: 0.05, min: 0.05 }, { kind: 'valid', qty: 1.05 }],
    ['0.25', { multiple: 0.5, min: 0.5 }, { kind: 'invalid', reason: 'generic' }],
    ['0.75', { multiple: 0.25, min: 0.5 }, { kind: 'valid', qty: 0.75 }],
    ['0.6', { multiple: 0.25, min: 0.5 }, { kind: 'invalid', reason: 'multiple' }],
    ['0.7', { multiple: 0.5, min: 0.5 }, { kind: 'invalid', reason: 'multiple' }],
    ['1.', { multiple: 0.5 }, { kind: 'invalid', reason: 'generic' }],
    // confirmation threshold.
    ['100', { mustConfirm: 100 }, { kind: 'valid', qty: 100 }],
    ['101', { mustConfirm: 100 }, { kind: 'confirm', qty: 101 }],
    ['101', { mustConfirm: 100, max: 100 }, { kind: 'invalid', reason: 'max' }],
    // digital products are forced to 1.
    ['7', { digital: true }, { kind: 'valid', qty: 1 }],
    ['0', { digital: true }, { kind: 'invalid', reason: 'min' }],
  ])('%j with %j', (raw, over, expected) => {
    expect(checkQty(raw, parseLegacyNumber(raw), rules(over))).toEqual(expected);
  });
});

describe('multiples without float error', () => {
  it.each([
    [0.3, 0.1, true],
    [0.9, 0.3, true],
    [1.1, 0.1, true],
    [0.35, 0.1, false],
    [36, 12, true],
    [30, 12, false],
    [2.4, 1.2, true],
  ])('%d is a multiple of %d: %s', (qty, multiple, expected) => {
    expect(isMultipleOf(qty, multiple)).toBe(expected);
  });
});

describe('input length', () => {
  it.each([
    [1, 4],
    [12, 4],
    [0.5, 6],
    [0.25, 7],
    [0.001, 8],
  ])('multiple %d → maxlength %d', (multiple, expected) => {
    expect(maxLengthFor(multiple)).toBe(expected);
  });
  it.each([
    [1, 0],
    [0.5, 1],
    [0.25, 2],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e-10, 10],
  ])('%d has %d decimals', (n, expected) => {
    expect(decimalsOf(n)).toBe(expected);
  });
});

describe('key filter', () => {
  it.each([
    ['5', true],
    ['0', true],
    [',', true],
    ['.', true],
    ['Backspace', true],
    ['Delete', true],
    ['Tab', true],
    ['ArrowLeft', true],
    ['Home', true],
    ['End', true],
    ['Enter', true],
    ['F5', true],
    ['F12', true],
    [' ', false],
    ['a', false],
    ['e', false],
    // Named keys are refused even with a digit in their name (UI Events "Soft1").
    ['Soft1', false],
    ['-', false],
    ['+', false],
  ])('key %j allowed: %s', (key, expected) => {
    expect(isAllowedKey({ key })).toBe(expected);
  });
  it('lets shortcuts through (copy, paste, select all)', () => {
    expect(isAllowedKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isAllowedKey({ key: 'a', metaKey: true })).toBe(true);
  });
  it.each([
    ['1234', 1, true],
    ['12345', 1, false],
    ['', 1, true],
    ['12 3', 1, false],
    ['1.', 1, true],
    ['1.5', 1, false],
    ['1234,5', 0.5, true],
    ['1234.55', 0.5, false],
    ['12.25', 0.25, true],
    ['1.2.3', 0.5, false],
    ['abc', 1, false],
  ])('text %j with multiple %d acceptable: %s', (text, multiple, expected) => {
    expect(isAcceptableText(text, multiple)).toBe(expected);
  });
  it('computes the value an insertion produces', () => {
    expect(applyInsertion('1234', 1, 3, '9')).toBe('194');
    expect(applyInsertion('', 0, 0, '12')).toBe('12');
  });
});

describe('confirmation modal inputs', () => {
  it.each([
    ['5', 5],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['', null],
    [' 12 ', 12],
    ['1e2', null],
  ])('%j → %j', (raw, expected) => {
    expect(parseConfirmedQty(raw)).toBe(expected);
  });
});
