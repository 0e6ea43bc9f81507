// The legacy server's way of writing values, read once for every widget: booleans in any case, ids as opaque text (LEGACY-MARKUP.md §0).
import * as v from 'valibot';

const TRUE = /^(true|1|yes|on)$/i;
const FALSE = /^(false|0|no|off)$/i;

/**
 * A boolean as the server writes it: an ASP.NET view renders a `bool` as "True"/"False", hand-written markup and
 * JavaScript as "true"/"false", some fields as 1/0. Any case, surrounding spaces ignored; yes/no and on/off too,
 * as authors type them. Anything else (or no value) is undefined: the caller picks its default.
 */
export function parseLegacyBoolean(raw: string | null | undefined): boolean | undefined {
  const text = (raw ?? '').trim();
  if (TRUE.test(text)) return true;
  if (FALSE.test(text)) return false;
  return undefined;
}

/** A flag attribute (isdigitalproduct, data-authenticated…): set only when it reads as true; absent or unreadable is off. */
export const isLegacyTrue = (raw: string | null | undefined): boolean => parseLegacyBoolean(raw) === true;

/** Several flag attributes of one element in one reading (a quantity input's), each as isLegacyTrue reads it. */
export function readLegacyFlags<N extends string>(
  element: Pick<Element, 'getAttribute'>,
  names: readonly N[],
): Record<N, boolean> {
  const flags = {} as Record<N, boolean>;
  for (const name of names) flags[name] = parseLegacyBoolean(element.getAttribute(name)) === true;
  return flags;
}

/**
 * A boolean field of a JSON reply: true/false, or the same written as a string ("True") or a number (1/0) by a
 * server that serialises its view model loosely. Anything else fails the reply's shape check. A JSON boolean is
 * taken as it is; only the loose spellings are read.
 */
export const legacyBooleanJson = /* @__PURE__ */ v.union([
  v.boolean(),
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((x) => parseLegacyBoolean(String(x))),
    v.boolean(),
  ),
]);

declare const opaqueIdBrand: unique symbol;
/**
 * An id the spec does not define as a number (categoryId, productid, idPost…): the server's own text, a GUID as
 * often as digits, posted back exactly as it was written. Never converted to a number.
 */
export type OpaqueId = string & { readonly [opaqueIdBrand]: true };

/**
 * Reads an id attribute. Kept as written (surrounding spaces aside) when it is a short token: letters, digits,
 * `_ - . : { }` (digits, GUIDs with or without braces, codes). The same text also ends up in selectors, element ids
 * and lookup tables, so spaces, quotes, markup and names every object already has (`__proto__`) are refused: null.
 */
export function parseOpaqueId(raw: string | null | undefined): OpaqueId | null {
  const text = (raw ?? '').trim();
  return /^[\w{}.:-]{1,100}$/.test(text) && !(text in Object.prototype) ? (text as OpaqueId) : null;
}

export interface LegacyNumberRules {
  /** Only whole numbers. */
  integer?: boolean;
  /** Inclusive bounds. */
  min?: number;
  max?: number;
  /** Above 0 (a quantity, a multiple, an id the page writes as a number). */
  positive?: boolean;
  /** What a blank (no text, or spaces only) reads as; by default it has no reading. */
  blank?: number;
  /** Spaces inside the number are group separators ("1 234,50" in a French server table). */
  grouped?: boolean;
}

// A plain decimal as the server, its pages and a shopper write it: digits, one decimal point or comma, a sign.
// Number() alone would also take "0x10", "1e3" or "Infinity", which no legacy page writes as a quantity or a count.
const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * A number as the legacy server, its pages and its shoppers write it: surrounding spaces ignored, a comma read as
 * the decimal point ("2,5" is 2.5, the spec's cart line Qty). A JSON number is taken as it is. Blank, unreadable or
 * outside `rules` is undefined: the caller picks its default.
 */
export function parseLegacyNumber(
  raw: string | number | null | undefined,
  rules: LegacyNumberRules = {},
): number | undefined {
  let n: number;
  if (typeof raw === 'number') n = raw;
  else {
    const text = (raw ?? '').trim();
    if (text === '') return rules.blank;
    const compact = rules.grouped ? text.replace(/\s/g, '') : text;
    if (!DECIMAL.test(compact)) return undefined;
    n = Number(compact.replace(',', '.'));
  }
  if (!Number.isFinite(n) || (rules.integer && !Number.isInteger(n)) || (rules.positive && n <= 0)) return undefined;
  if ((rules.min !== undefined && n < rules.min) || (rules.max !== undefined && n > rules.max)) return undefined;
  return n;
}

/** A whole number above 0 (a maxlength, a counter's limit, a line id), or undefined. */
export const parsePositiveWhole = (raw: string | number | null | undefined): number | undefined =>
  parseLegacyNumber(raw, { integer: true, positive: true });

/** One number to read: the text (or JSON number) as written, and the rules it is read by. */
export type LegacyNumberSpec = readonly [raw: string | number | null | undefined, rules?: LegacyNumberRules];

/**
 * Several numbers in one reading (a page's ids, a typed quantity): a record of specs in, a record of numbers out,
 * each as parseLegacyNumber reads it. One call for a whole set, so a caller that reads many values enters this
 * module once (shared/README.md, "The cart: one path").
 */
export function parseLegacyNumbers<K extends string>(
  specs: Readonly<Record<K, LegacyNumberSpec>>,
): Record<K, number | undefined> {
  const numbers = {} as Record<K, number | undefined>;
  for (const key in specs) {
    const [raw, rules] = specs[key];
    numbers[key] = parseLegacyNumber(raw, rules);
  }
  return numbers;
}

/** Several numeric attributes of one element in one reading (a quantity input's minqty, maxqty…), each by its rules. */
export function readLegacyNumbers<N extends string>(
  element: Pick<Element, 'getAttribute'>,
  rules: Readonly<Record<N, LegacyNumberRules>>,
): Record<N, number | undefined> {
  const numbers = {} as Record<N, number | undefined>;
  for (const name in rules) numbers[name] = parseLegacyNumber(element.getAttribute(name), rules[name]);
  return numbers;
}

/**
 * A field of a legacy JSON reply that the spec's entities let the server leave out. Absent and `null` read alike,
 * as `fallback` (undefined unless given): ASP.NET serialises the whole class, writing `null` for every field the
 * action did not set (LEGACY-MARKUP.md §0). A value of another type still fails the reply's shape check.
 *
 * With a fallback it is valibot's own `nullish(schema, fallback)`: no function of this module runs while a reply is
 * parsed (valibot also runs it for an absent key, since it has a default). Without one, a transform reads `null` as
 * absent, once per field present: a reply on the add's walk gives its fields a fallback (shared/README.md, "The
 * cart: one path").
 */
export function legacyOptional<S extends v.GenericSchema>(
  schema: S,
): v.SchemaWithPipe<
  readonly [
    v.NullishSchema<S, undefined>,
    v.TransformAction<v.InferOutput<S> | null | undefined, v.InferOutput<S> | undefined>,
  ]
>;
export function legacyOptional<S extends v.GenericSchema, F extends v.Default<S, undefined>>(
  schema: S,
  fallback: F & NonNullable<v.InferOutput<S>>,
): v.NullishSchema<S, F>;
export function legacyOptional<S extends v.GenericSchema>(schema: S, fallback?: NonNullable<v.InferOutput<S>>) {
  return fallback === undefined
    ? v.pipe(
        v.nullish(schema),
        v.transform((x: v.InferOutput<S> | null | undefined) => x ?? undefined),
      )
    : v.nullish(schema, fallback as v.Default<S, undefined>);
}
