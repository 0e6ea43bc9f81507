// The tracking entities (README "Entities"; server JSON in data attributes) and their GA4 e-commerce shapes.
import * as v from 'valibot';
import { legacyOptional, parseLegacyNumber } from '../../shared/config/legacy-values.ts';

const num = v.pipe(
  v.union([v.number(), v.string()]),
  // A blank number reads as 0, as the tag manager's own script took it.
  v.transform((x) => parseLegacyNumber(x, { blank: 0 }) ?? Number.NaN),
  v.finite(),
);
const text = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform((x) => String(x ?? '')),
);

export const productSchema = v.object({
  Code: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  Title: text,
  Brand: text,
  Category: text,
  Configurations: text,
  ListPosition: legacyOptional(num),
  Quantity: legacyOptional(num),
  Price: legacyOptional(num),
  PriceForMinQuantity: legacyOptional(num),
});
export const categorySchema = v.object({ Code: text, Title: text, ParentTitle: text });
export const shippingSchema = v.object({ Title: text, Total: legacyOptional(num) });
export const orderSchema = v.object({
  Code: text,
  MerchantName: text,
  Total: legacyOptional(num),
  Currency: legacyOptional(v.string(), 'CAD'),
  Tax: legacyOptional(num),
  ShippingTotal: legacyOptional(num),
  Coupons: legacyOptional(v.union([v.string(), v.array(v.string())]), ''),
  Products: legacyOptional(v.array(productSchema), []),
});
export type TrackedProduct = v.InferOutput<typeof productSchema>;
export type TrackedCategory = v.InferOutput<typeof categorySchema>;
export type TrackedOrder = v.InferOutput<typeof orderSchema>;
export type TrackedShipping = v.InferOutput<typeof shippingSchema>;

/** Reads one entity from a JSON attribute; a missing or bad one is logged and gives null (nothing is thrown). */
export function readEntity<S extends v.GenericSchema>(
  schema: S,
  element: Element,
  attribute: string,
): v.InferOutput<S> | null {
  const raw = element.getAttribute(attribute);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
    console.warn(`[storefront] tracking: ${attribute} does not fit:`, parsed.issues[0]?.message);
  } catch {
    console.warn(`[storefront] tracking: ${attribute} is not JSON`);
  }
  return null;
}

/** GA4 item: the standard parameters, plus the entity's fields GA4 has no name for. */
export function toGa4Item(p: TrackedProduct) {
  return {
    item_id: p.Code,
    item_name: p.Title,
    item_brand: p.Brand,
    item_category: p.Category,
    item_variant: p.Configurations,
    ...(p.ListPosition !== undefined ? { index: p.ListPosition } : {}),
    ...(p.Quantity !== undefined ? { quantity: p.Quantity } : {}),
    ...(p.Price !== undefined ? { price: p.Price } : {}),
    ...(p.PriceForMinQuantity !== undefined ? { price_for_min_quantity: p.PriceForMinQuantity } : {}),
  };
}
export type Ga4Item = ReturnType<typeof toGa4Item>;

export const itemsValue = (items: readonly Ga4Item[]): number =>
  Math.round(items.reduce((sum, i) => sum + (i.price ?? 0) * (i.quantity ?? 1), 0) * 100) / 100;
