// Parses the `products` JSON field (LEGACY-MARKUP.md §4) into typed lines, or throws BadInput.
import { type Form, wholeNumber } from '../body.ts';
import type { Product, Uom } from '../catalogue/repo.ts';

type CustomizerValue = { Name: string; Value: string };
export type ProductLine = {
  Qty: number;
  ProductCode: string;
  Uom: number;
  UniqueCodes: string;
  ProductCustomizerValues: CustomizerValue[] | null;
  Comment: string;
};

const MAX_LINES = 200;
const MAX_ABS_QTY = 1_000_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const field = (o: Record<string, unknown>, name: string): unknown => {
  const key = Object.keys(o).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : o[key];
};

/** Qty may be a number or a string; a comma is a decimal separator (LEGACY-MARKUP.md §4). */
/** A line checked against the catalogue (validate.ts): its product, unit and the quantity to add. */
export type ResolvedLine = { line: ProductLine; product: Product; uom: Uom; qty: number };

export const parseQty = (v: unknown): number | null => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(',', '.') : '';
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) && Math.abs(n) <= MAX_ABS_QTY ? n : null;
};

const parseValues = (v: unknown, form: Form): CustomizerValue[] | null => {
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v)) return form.badInput('badProducts');
  return v.map((x) => {
    if (!isRecord(x)) return form.badInput('badProducts');
    const name = field(x, 'Name');
    const value = field(x, 'Value');
    if (typeof name !== 'string' || name.length > 100) return form.badInput('badProducts');
    const text =
      typeof value === 'boolean' || typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
    if (text.length > 500) return form.badInput('tooLong', name, 500);
    return { Name: name, Value: text };
  });
};

export const parseLines = (form: Form, name = 'products'): ProductLine[] => {
  const raw = form.json(name);
  if (!Array.isArray(raw)) return form.badInput('badProducts');
  if (raw.length === 0) return form.badInput('emptyProducts');
  if (raw.length > MAX_LINES) return form.badInput('tooManyLines', MAX_LINES);
  return raw.map((item) => {
    if (!isRecord(item)) return form.badInput('badProducts');
    const qty = parseQty(field(item, 'Qty'));
    const code = field(item, 'ProductCode');
    const uom = field(item, 'Uom');
    const uomN = uom === undefined || uom === null || uom === '' ? 0 : wholeNumber(uom);
    if (qty === null || qty < 0) return form.badInput('badNumber', 'Qty');
    if (typeof code !== 'string' || code.trim() === '' || code.length > 40)
      return form.badInput('missingField', 'ProductCode');
    if (uomN === null || uomN < 0) return form.badInput('badNumber', 'Uom');
    const unique = field(item, 'UniqueCodes');
    const comment = field(item, 'Comment');
    if (typeof comment === 'string' && comment.length > 500) return form.badInput('tooLong', 'Comment', 500);
    return {
      Qty: qty,
      ProductCode: code.trim(),
      Uom: uomN,
      UniqueCodes: typeof unique === 'string' ? unique.slice(0, 200) : '',
      ProductCustomizerValues: parseValues(field(item, 'ProductCustomizerValues'), form),
      Comment: typeof comment === 'string' ? comment : '',
    };
  });
};
