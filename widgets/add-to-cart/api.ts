// The engine's server calls (LEGACY-MARKUP.md §4–§6), each reply parsed with a valibot schema.
import * as v from 'valibot';
import { legacyBooleanJson } from '../../shared/config/legacy-values.ts';
import { callResultSchema, type FormFields, parseCallResult, parseWith, request } from '../../shared/http/index.ts';

const addResultSchema = v.looseObject({
  ...callResultSchema.entries,
  HasProductCustomizer: v.optional(v.nullable(legacyBooleanJson), false),
  ProductCustomizerSection: v.nullish(v.string()),
  Products: v.nullish(v.array(v.unknown())),
  NbProductsAdded: v.optional(v.nullable(v.number()), 0),
});
export type AddResult = v.InferOutput<typeof addResultSchema>;

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
    parse: (d) => parseWith(addResultSchema, d, 'add result'),
  });

/** A call answered by a plain call result: the client shows its messages and follows REDIRECT. */
export const postCallResult = (url: string, fields: FormFields) =>
  request(url, fields, { expect: 'json', parse: parseCallResult });

/** /shoppingcart/addproduct answers a list of warning strings. */
export const postSingleAdd = (fields: FormFields) =>
  request('/shoppingcart/addproduct', fields, {
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
