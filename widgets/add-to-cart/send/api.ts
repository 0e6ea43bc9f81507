// The engine's server calls (LEGACY-MARKUP.md §4–§6), each reply parsed with a valibot schema.
import * as v from 'valibot';
import { legacyBooleanJson, legacyOptional, parseLegacyNumber } from '../../../shared/config/legacy-values.ts';
import { callResultSchema, endpointCall, parseCallResult, parserFor } from '../../../shared/http/index.ts';
import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { PROVIDER_A, PROVIDER_B } from '../../../shared/providers.ts';
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
 * The engine reads these replies' messages itself (followCallResult of shared/http): an ActionOnConfirm reply turns
 * its first message into a question, a purchase list's REDIRECT waits for its page event.
 */
const READ_BY_THE_ENGINE = { callResult: 'caller', widget: 'add-to-cart' } as const;
/** The add-to-cart behaviour's calls whose call result the client reads. */
const ADD_TO_CART = { widget: 'add-to-cart' } as const;

/** The adds to a basket (LEGACY-MARKUP.md §4). */
export const addTo = {
  cart: /* @__PURE__ */ endpointCall(ENDPOINTS.addProducts, parseAddResult, READ_BY_THE_ENGINE),
  quote: /* @__PURE__ */ endpointCall(ENDPOINTS.addProductsToQuote, parseAddResult, READ_BY_THE_ENGINE),
  comments: /* @__PURE__ */ endpointCall(ENDPOINTS.addProductsWithComments, parseAddResult, READ_BY_THE_ENGINE),
};
/** ActionOnConfirm's Yes: the same products posted to the path the reply named (checked same-origin by the caller). */
export const postConfirmedAction = /* @__PURE__ */ endpointCall(
  ENDPOINTS.confirmedAction,
  parseAddResult,
  READ_BY_THE_ENGINE,
);

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

/** A purchase list's add (a B2B site keeps its lists under /bpshoppingcart, the README's <body> row). */
export const addToPurchaseList = {
  b2c: /* @__PURE__ */ endpointCall(ENDPOINTS.addToPurchaseList, parseCallResult, READ_BY_THE_ENGINE),
  b2b: /* @__PURE__ */ endpointCall(ENDPOINTS.addToPurchaseListB2b, parseCallResult, READ_BY_THE_ENGINE),
};

/** An order edited for approval: the client shows the messages and follows REDIRECT. */
export const addToOrderApproval = /* @__PURE__ */ endpointCall(
  ENDPOINTS.addProductsOrderApproval,
  parseCallResult,
  ADD_TO_CART,
);

/** The cart page's quick add: /shoppingcart/addproduct answers a list of warning strings. */
export const addSingle = /* @__PURE__ */ endpointCall(
  ENDPOINTS.addProduct,
  parserFor(v.array(v.string()), 'addproduct warnings'),
  ADD_TO_CART,
);

/** A call result whose Value is a URL (configurator frame, provider portal). */
const readUrlResult = (d: unknown) => {
  const r = parseCallResult(d);
  return { result: r, url: typeof r.Value === 'string' ? r.Value : null };
};
/** The configurators' starts (LEGACY-MARKUP.md §8), by provider, and provider B's portal. */
export const startConfigurator = {
  [PROVIDER_A]: /* @__PURE__ */ endpointCall(ENDPOINTS.easyprintStart, readUrlResult, READ_BY_THE_ENGINE),
  [PROVIDER_B]: /* @__PURE__ */ endpointCall(ENDPOINTS.deskdesignStart, readUrlResult, READ_BY_THE_ENGINE),
};
export const openPortal = /* @__PURE__ */ endpointCall(ENDPOINTS.deskdesignPortal, readUrlResult, READ_BY_THE_ENGINE);
