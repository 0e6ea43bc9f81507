// The getsearchsuggestions call: {header}/getsearchsuggestions/ with uniqueSearchString → Suggestions, hasProduct, ProductValue.
import * as v from 'valibot';
import { legacyBooleanJson } from '../../../shared/config/legacy-values.ts';
import { type Outcome, parseWith, request } from '../../../shared/http/index.ts';

const suggestionSchema = v.object({
  Suggestions: v.pipe(
    v.nullish(v.array(v.string()), []),
    v.transform((list) => list ?? []),
  ),
  hasProduct: v.pipe(
    v.nullish(legacyBooleanJson, false),
    v.transform((b) => b ?? false),
  ),
  ProductValue: v.pipe(
    v.nullish(v.string(), ''),
    v.transform((s) => s ?? ''),
  ),
});
export type SuggestionReply = v.InferOutput<typeof suggestionSchema>;

export function fetchSuggestions(url: string, query: string, signal: AbortSignal): Promise<Outcome<SuggestionReply>> {
  return request(
    url,
    { uniqueSearchString: query },
    {
      expect: 'json',
      parse: (body) => parseWith(suggestionSchema, body, 'search suggestions'),
      signal,
      // A background call: typing must not flash the page's loading message.
      showLoading: false,
    },
  );
}
