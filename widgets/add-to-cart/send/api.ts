// The engine's server calls (LEGACY-MARKUP.md §4–§6), each reply parsed with a valibot schema.
import * as v from 'valibot';
import { legacyBooleanJson, legacyOptional, parseLegacyNumber } from '../../../shared/config/legacy-values.ts';
import {
  callResultSchema,
  type FormFields,
  parseCallResult,
  parserFor,
  parseWith,
  request,
} from '../../../shared/http/index.ts';
import { lineFrom, type ProductLine } from '../page/section.ts';

const addResultSchema = v.looseObject({
  ...callResultSchema.entries,
  HasProductCustomizer: legacyOptional(legacyBooleanJson, false),
  ProductCustomizerSection: legacyOptional(v.string(), ''),
  Products: legacyOptional(v.array(v.unknown()), []),
  NbProductsAdded: legacyOptional(v.number(), 0),
});
export type AddResult = v.InferOutput<typeof addResultSchema>;
/** The add reply as the engine reads it (also the page checker's --allow-writes probe). */
export const parseAddResult = /* @__PURE__ */ parserFor(addResultSchema, 'add result');

/**
 * Posts an add. Messages are not shown by the client here: an ActionOnConfirm reply turns its first
 * message into a question instead, so the caller shows them (followCallResult of shared/http). No client timeout, whatever
 * the URL (an ActionOnConfirm may be any path): a slow add is not a failed add.
 */
export const postAdd = (url: string, fields: FormFields) =>
  request(url, fields, {
    expect: 'json',
    applyCallResult: false,
    timeoutMs: false,
    parse: parseAddResult,
  });

const replyLine = v.looseObject({
  Qty: v.union([v.number(), v.string()]),
  ProductCode: v.string(),
  Uom: legacyOptional(v.union([v.number(), v.string()]), 0),
  UniqueCodes: legacyOptional(v.string(), ''),
});

/**
 * The lines of a reply's `Products` (the customizer step re-posts these, as the server holds them), or null when
 * the reply has none or one of them cannot be read (the caller then keeps its own lines).
 */
export function replyLines(products: readonly unknown[] | null | undefined): ProductLine[] | null {
  if (!products || products.length === 0) return null;
  const lines: ProductLine[] = [];
  for (const raw of products) {
    const parsed = v.safeParse(replyLine, raw);
    if (!parsed.success) return null;
    const p = parsed.output;
    // Qty may come as a string with a comma (LEGACY-MARKUP.md §4); it is posted back as a number.
    const qty = parseLegacyNumber(p.Qty);
    if (qty === undefined) return null;
    lines.push(lineFrom(qty, p.ProductCode, String(p.Uom), p.UniqueCodes));
  }
  return lines;
}

/** A call answered by a plain call result, read before the client's own step (the caller calls followCallResult). */
export const postCallResultFirst = (url: string, fields: FormFields) =>
  request(url, fields, { expect: 'json', applyCallResult: false, parse: parseCallResult });

/** A call answered by a plain call result: the client shows its messages and follows REDIRECT. */
export const postCallResult = (url: string, fields: FormFields) =>
  request(url, fields, { expect: 'json', parse: parseCallResult });

/** /shoppingcart/addproduct answers a list of warning strings. */
export const postSingleAdd = (url: string, fields: FormFields) =>
  request(url, fields, {
    expect: 'json',
    parse: (d) => parseWith(v.array(v.string()), d, 'addproduct warnings'),
  });

/** A call result whose Value is a URL (configurator frame, provider portal). */
export async function postForUrl(url: string, fields: FormFields, showLoading = true) {
  return request(url, fields, {
    expect: 'json',
    applyCallResult: false,
    showLoading,
    parse: (d) => {
      const r = parseCallResult(d);
      return { result: r, url: typeof r.Value === 'string' ? r.Value : null };
    },
  });
}
