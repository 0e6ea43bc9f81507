// Quantity rules (README "Markup the engine reads") as pure functions: parsing, min/max/multiple checks, input length and key filter.
import {
  type LegacyNumberRules,
  parseLegacyNumber,
  readLegacyFlags,
  readLegacyNumbers,
} from '../../../shared/config/legacy-values.ts';
import { ALT_DEFAULT_MAX_QTY, DEFAULT_MAX_QTY } from '../../../shared/constants.ts';
import { IS_CUSTOM_ATTRIBUTE, PROVIDER_A, PROVIDER_B } from '../../../shared/providers.ts';

export interface QtyRules {
  min: number;
  max: number;
  multiple: number;
  /** Threshold above which the quantity needs confirmation; 0 = never. */
  mustConfirm: number;
  digital: boolean;
  uomDuplicate: boolean;
}

export type InvalidReason = 'min' | 'multiple' | 'duplicate' | 'max' | 'generic';
export type QtyCheck =
  | { kind: 'empty' }
  | { kind: 'valid'; qty: number }
  | { kind: 'confirm'; qty: number }
  | { kind: 'invalid'; reason: InvalidReason };

/** The flag attributes of a quantity input (README "Markup the engine reads"), read together. */
export const QTY_INPUT_FLAGS = [
  'isquickaddtocart',
  'isdigitalproduct',
  'uomduplicate',
  'isfromorderapproval',
  IS_CUSTOM_ATTRIBUTE[PROVIDER_A],
  IS_CUSTOM_ATTRIBUTE[PROVIDER_B],
] as const;
export type QtyInputFlags = Record<(typeof QTY_INPUT_FLAGS)[number], boolean>;

const POSITIVE: LegacyNumberRules = { positive: true };
/** The numeric attributes of a quantity input (README table), each read as a number above 0, read together. */
export const QTY_INPUT_NUMBERS = {
  minqty: POSITIVE,
  maxqty: POSITIVE,
  multiqty: POSITIVE,
  mustconfirmqty: POSITIVE,
} as const satisfies Record<string, LegacyNumberRules>;
export type QtyInputNumbers = Record<keyof typeof QTY_INPUT_NUMBERS, number | undefined>;

/**
 * The rules of one quantity input from its attributes as read (README table): missing, bad or non-positive values
 * give the default; min 0 → 1, max 0 → 99999. The quick add-to-cart input (isquickaddtocart, the cart page's
 * quick-add row) is the one path whose default maximum is 90999, as the legacy quick-add script had it.
 */
export function qtyRulesFrom(numbers: QtyInputNumbers, flags: QtyInputFlags): QtyRules {
  return {
    min: numbers.minqty ?? 1,
    max: numbers.maxqty ?? (flags.isquickaddtocart ? ALT_DEFAULT_MAX_QTY : DEFAULT_MAX_QTY),
    multiple: numbers.multiqty ?? 1,
    mustConfirm: numbers.mustconfirmqty ?? 0,
    digital: flags.isdigitalproduct,
    uomDuplicate: flags.uomduplicate,
  };
}

/** The rules of one quantity input, its attributes read here (flags as the server writes them: "true", "True", 1). */
export function readQtyRules(input: Pick<Element, 'getAttribute'>): QtyRules {
  return qtyRulesFrom(readLegacyNumbers(input, QTY_INPUT_NUMBERS), readLegacyFlags(input, QTY_INPUT_FLAGS));
}

/** Number of decimals written in a multiple (0.25 → 2, 12 → 0). */
export function decimalsOf(n: number): number {
  if (Number.isInteger(n)) return 0;
  const text = String(n);
  const exp = /e-(\d+)$/.exec(text);
  if (exp) return Number(exp[1]) + (text.split('e')[0]?.split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

/** maxlength of the input: 4, or 4 + 1 + decimals when the multiple is decimal. */
export function maxLengthFor(multiple: number): number {
  const d = decimalsOf(multiple);
  return d > 0 ? 4 + 1 + d : 4;
}

/**
 * What the shopper typed, as a quantity: integers, or decimals (comma or period) when the multiple is decimal. `read`
 * is the same text as the shared reader reads it (parseLegacyNumber, read with the page's other values).
 */
function parseQty(raw: string, read: number | undefined, rules: Pick<QtyRules, 'multiple'>): number | null {
  // The shape is the input's own rule (digits, and as many decimals as the multiple has); the value, the shared reader's.
  const d = decimalsOf(rules.multiple);
  const pattern = d > 0 ? new RegExp(`^\\d+([.,]\\d{1,${d}})?$`) : /^\d+$/;
  if (!pattern.test(raw.trim())) return null;
  return read ?? null;
}

/** qty is a whole number of multiples, computed on scaled integers so 0.3 / 0.1 is exact. */
export function isMultipleOf(qty: number, multiple: number): boolean {
  const scale = 10 ** Math.max(decimalsOf(qty), decimalsOf(multiple));
  const q = Math.round(qty * scale);
  const m = Math.round(multiple * scale);
  return m > 0 && q % m === 0;
}

/**
 * Classifies one input (README "What a click does", classify) with the popover priority of texts.ts: `raw` is the
 * typed text, `read` the same as parseLegacyNumber read it.
 */
export function checkQty(raw: string, read: number | undefined, rules: QtyRules): QtyCheck {
  if (raw.trim() === '') return { kind: 'empty' };
  const parsed = parseQty(raw, read, rules);
  if (parsed === null) return { kind: 'invalid', reason: 'generic' };
  // A digital product is always bought once, whatever was typed (0 still means "nothing").
  if (rules.digital) return parsed > 0 ? { kind: 'valid', qty: 1 } : { kind: 'invalid', reason: 'min' };
  if (parsed < rules.min) return { kind: 'invalid', reason: 'min' };
  if (!isMultipleOf(parsed, rules.multiple)) return { kind: 'invalid', reason: 'multiple' };
  if (rules.uomDuplicate) return { kind: 'invalid', reason: 'duplicate' };
  if (parsed > rules.max) return { kind: 'invalid', reason: 'max' };
  if (rules.mustConfirm > 0 && parsed > rules.mustConfirm) return { kind: 'confirm', qty: parsed };
  return { kind: 'valid', qty: parsed };
}

/** Quantities typed in the confirmation modal: integers above 0 only. */
export function parseConfirmedQty(raw: string): number | null {
  return /^\s*\d+\s*$/.test(raw) ? (parseLegacyNumber(raw, { positive: true }) ?? null) : null;
}

const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Insert',
]);

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** Keydown filter: digits (keypad too, they share `key`), comma, period, navigation/function keys, shortcuts. */
export function isAllowedKey(event: KeyLike): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (NAVIGATION_KEYS.has(event.key) || /^F\d{1,2}$/.test(event.key)) return true;
  return /^[0-9.,]$/.test(event.key);
}

/** Whether the value after an edit keeps to the filter: digits and one separator, at most 4 integer digits. */
export function isAcceptableText(next: string, multiple: number): boolean {
  const d = decimalsOf(multiple);
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(next);
  if (!match) return false;
  return (match[1] ?? '').length <= 4 && (match[2] ?? '').length <= Math.max(d, 0);
}

/** The value an insertion would produce, for beforeinput and paste. */
export function applyInsertion(value: string, start: number, end: number, inserted: string): string {
  return value.slice(0, start) + inserted + value.slice(end);
}
