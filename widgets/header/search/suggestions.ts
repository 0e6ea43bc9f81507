// The getsearchsuggestions call: {header}/getsearchsuggestions/ with uniqueSearchString → Suggestions, hasProduct, ProductValue.
import * as v from 'valibot';
import { legacyBooleanJson, legacyOptional } from '../../../shared/config/legacy-values.ts';
import { type Outcome, parseWith, request } from '../../../shared/http/index.ts';

export const suggestionSchema = v.object({
  Suggestions: legacyOptional(v.array(v.string()), []),
  hasProduct: legacyOptional(legacyBooleanJson, false),
  ProductValue: legacyOptional(v.string(), ''),
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
