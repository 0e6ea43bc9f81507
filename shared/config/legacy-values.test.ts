// The legacy server's booleans and ids as it writes them: every spelling read the same way, ids kept as written.
import * as v from 'valibot';
import {
  isLegacyTrue,
  legacyBooleanJson,
  legacyOptional,
  parseLegacyBoolean,
  parseLegacyNumber,
  parseLegacyNumbers,
  parseOpaqueId,
  parsePositiveWhole,
  readLegacyNumbers,
} from './legacy-values.ts';

describe('parseLegacyBoolean', () => {
  it.each(['True', 'TRUE', 'true', ' true ', '1', 'yes', 'On'])('reads %j as true', (raw) => {
    expect(parseLegacyBoolean(raw)).toBe(true);
  });
  it.each(['False', 'FALSE', 'false', '0', 'No', 'off'])('reads %j as false', (raw) => {
    expect(parseLegacyBoolean(raw)).toBe(false);
  });
  it.each([null, undefined, '', '  ', 'truthy', '2', 'T', 'checked'])('has no reading of %j', (raw) => {
    expect(parseLegacyBoolean(raw)).toBeUndefined();
  });
  it('makes a flag of it: only what reads as true sets it', () => {
    expect(['True', '1', 'False', '', 'x', null].map(isLegacyTrue)).toEqual([true, true, false, false, false, false]);
  });
});

describe('legacyBooleanJson', () => {
  it('reads a JSON boolean, a string in any case and 1/0', () => {
    expect([true, false, 'True', 'FALSE', 1, 0].map((x) => v.parse(legacyBooleanJson, x))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
  });
  it('refuses what is not a boolean', () => {
    for (const x of ['maybe', 2, null, {}]) expect(v.safeParse(legacyBooleanJson, x).success).toBe(false);
  });
});

describe('parseOpaqueId', () => {
  it('keeps digits, GUIDs (with or without braces) and codes exactly as written, leading zeros too', () => {
    const ids = [
      '0',
      '0012',
      '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      '{7C9E6679-7425-40DE-944B-E07FC1F90AE7}',
      'P-1.2:x',
    ];
    expect(ids.map(parseOpaqueId)).toEqual(ids);
  });
  it('drops the spaces around it', () => {
    expect(parseOpaqueId(' 42 ')).toBe('42');
  });
  it.each([null, undefined, '', ' ', 'a b', '"x"', '<b>', '__proto__', 'constructor', 'x'.repeat(101)])(
    'refuses %j',
    (raw) => {
      expect(parseOpaqueId(raw)).toBeNull();
    },
  );
});

describe('parseLegacyNumber', () => {
  it.each([
    ['2,5', 2.5],
    [' 2.5 ', 2.5],
    ['12', 12],
    ['-3', -3],
    [',5', 0.5],
    ['0', 0],
    [7, 7],
  ])('reads %j as %j (a comma is the decimal point)', (raw, n) => {
    expect(parseLegacyNumber(raw)).toBe(n);
  });
  it.each([null, undefined, '', '  ', 'abc', '1,2,3', '1 000', '0x10', '1e3', 'Infinity', Number.NaN])(
    'has no reading of %j',
    (raw) => {
      expect(parseLegacyNumber(raw)).toBeUndefined();
    },
  );
  it('reads a blank as the caller says, and only a blank', () => {
    expect(parseLegacyNumber(' ', { blank: 0 })).toBe(0);
    expect(parseLegacyNumber('x', { blank: 0 })).toBeUndefined();
  });
  it('reads group spaces (a server table cell) only when asked', () => {
    expect(parseLegacyNumber('1 234,50', { grouped: true })).toBe(1234.5);
    expect(parseLegacyNumber('1\u00a0234', { grouped: true })).toBe(1234);
    expect(parseLegacyNumber('1 234,50')).toBeUndefined();
  });
  it('applies whole-number and range rules', () => {
    expect(parseLegacyNumber('2,5', { integer: true })).toBeUndefined();
    expect(parseLegacyNumber('3', { min: 4 })).toBeUndefined();
    expect(parseLegacyNumber('5', { max: 4 })).toBeUndefined();
    expect(parseLegacyNumber('0', { positive: true })).toBeUndefined();
    expect(parseLegacyNumber('0,1', { positive: true })).toBe(0.1);
  });
});

describe('parsePositiveWhole', () => {
  it('reads a whole number above 0, and nothing else', () => {
    expect(['12', ' 3 ', '0', '-2', '2,5', '', null, 'x'].map(parsePositiveWhole)).toEqual([
      12,
      3,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('parseLegacyNumbers and readLegacyNumbers', () => {
  it('read a set of numbers in one call, each by its own rules, as parseLegacyNumber reads it alone', () => {
    const id = { integer: true, positive: true };
    expect(parseLegacyNumbers({ list: ['12', id], odd: ['2.5', id], typed: ['2,5'], none: [undefined, id] })).toEqual({
      list: 12,
      odd: undefined,
      typed: 2.5,
      none: undefined,
    });
    const input = { getAttribute: (name: string) => ({ minqty: ' 3 ', multiqty: '0,25', maxqty: '0' })[name] ?? null };
    expect(
      readLegacyNumbers(input, { minqty: {}, multiqty: {}, maxqty: { positive: true }, mustconfirmqty: {} }),
    ).toEqual({
      minqty: 3,
      multiqty: 0.25,
      maxqty: undefined,
      mustconfirmqty: undefined,
    });
  });
});

describe('legacyOptional', () => {
  it('reads absent and null (ASP.NET writes null for a field the action did not set) as the fallback', () => {
    const schema = v.object({ n: legacyOptional(v.number(), 0), s: legacyOptional(v.string()) });
    expect(v.parse(schema, {})).toEqual({ n: 0, s: undefined });
    expect(v.parse(schema, { n: null, s: null })).toEqual({ n: 0, s: undefined });
    expect(v.parse(schema, { n: 3, s: 'x' })).toEqual({ n: 3, s: 'x' });
  });
  it("with a fallback, no function of this module runs while a reply is parsed (valibot's own nullish default)", () => {
    const schema = legacyOptional(v.array(v.string()), []);
    expect(schema.type).toBe('nullish');
    expect('pipe' in schema).toBe(false);
    expect(v.parse(v.object({ a: schema }), { a: null })).toEqual({ a: [] });
  });
  it('still refuses a value of the wrong type', () => {
    expect(v.safeParse(legacyOptional(v.number(), 0), 'three').success).toBe(false);
  });
});
