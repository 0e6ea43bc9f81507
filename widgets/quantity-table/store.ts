// Quantity table logic: price breaks from data-price-breaks JSON (valibot) or the server table; no React here.
import * as v from 'valibot';
import { legacyOptional, parseLegacyNumber } from '../../shared/config/legacy-values.ts';
import { parseWith } from '../../shared/http/index.ts';

const priceBreak = v.object({
  Uom: v.pipe(v.string(), v.minLength(1)),
  MinQty: v.pipe(v.number(), v.minValue(0)),
  Price: v.pipe(v.number(), v.minValue(0)),
  QtyMultiple: legacyOptional(v.pipe(v.number(), v.minValue(0))),
  MaxQty: legacyOptional(v.pipe(v.number(), v.minValue(0))),
});
const priceBreaksSchema = v.array(priceBreak);
type PriceBreak = v.InferOutput<typeof priceBreak>;
/** A break whose price the server only gave as text (its table without data-price). */
type TableRow = Omit<PriceBreak, 'Price'> & { Price: number | string };

export type Reading = { ok: true; rows: TableRow[] } | { ok: false; rows: TableRow[] };

// A server table cell: French pages group thousands with spaces ("1 234,50").
const num = (text: string | null | undefined): number | undefined => parseLegacyNumber(text, { grouped: true });

/** The server table (Unit, Price, Minimum, Multiple, Maximum); a price cell's data-price wins over its text. */
function readServerTable(content: ParentNode | null): TableRow[] {
  const rows = Array.from(content?.querySelectorAll('tbody tr') ?? []);
  return rows.flatMap((row) => {
    const [unit, price, min, multiple, max] = Array.from(row.querySelectorAll('td'));
    const uom = unit?.textContent?.trim() ?? '';
    if (!uom || !price) return [];
    const minQty = num(min?.textContent) ?? 1;
    const qtyMultiple = num(multiple?.textContent);
    const maxQty = num(max?.textContent);
    return [
      {
        Uom: uom,
        MinQty: minQty,
        Price: num(price.getAttribute('data-price')) ?? price.textContent?.trim() ?? '',
        ...(qtyMultiple === undefined ? {} : { QtyMultiple: qtyMultiple }),
        ...(maxQty === undefined ? {} : { MaxQty: maxQty }),
      },
    ];
  });
}

/** data-price-breaks when given (invalid JSON or shape → not ok, the server table is used), else the server table. */
export function readPriceBreaks(json: string | null, content: ParentNode | null): Reading {
  if (json === null || json.trim() === '') return { ok: true, rows: sortBreaks(readServerTable(content)) };
  try {
    return { ok: true, rows: sortBreaks(parseWith(priceBreaksSchema, JSON.parse(json), 'data-price-breaks')) };
  } catch (error) {
    console.warn('[storefront] <sf-quantity-table> data-price-breaks:', error);
    return { ok: false, rows: sortBreaks(readServerTable(content)) };
  }
}

/** Grouped by unit in first-seen order, then by quantity: the price falls as the quantity rises. */
function sortBreaks<T extends TableRow>(rows: readonly T[]): T[] {
  const order = new Map<string, number>();
  for (const row of rows) if (!order.has(row.Uom)) order.set(row.Uom, order.size);
  return [...rows].sort((a, b) => (order.get(a.Uom) ?? 0) - (order.get(b.Uom) ?? 0) || a.MinQty - b.MinQty);
}
