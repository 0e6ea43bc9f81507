// The getsearchsuggestions call: {header}/getsearchsuggestions/ with uniqueSearchString → Suggestions, hasProduct, ProductValue.
import * as v from 'valibot';
import { legacyBooleanJson, legacyOptional } from '../../../shared/config/legacy-values.ts';
import { endpointCall, type Outcome, parserFor } from '../../../shared/http/index.ts';
import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';

export const suggestionSchema = v.object({
  Suggestions: legacyOptional(v.array(v.string()), []),
  hasProduct: legacyOptional(legacyBooleanJson, false),
  ProductValue: legacyOptional(v.string(), ''),
});
export type SuggestionReply = v.InferOutput<typeof suggestionSchema>;

const suggestionsCall = endpointCall(ENDPOINTS.searchSuggestions, parserFor(suggestionSchema, 'search suggestions'), {
  widget: 'sf-header',
});

/** The suggestions for what the shopper typed, at the header's `{header}/getsearchsuggestions/`. */
export function fetchSuggestions(url: string, query: string, signal: AbortSignal): Promise<Outcome<SuggestionReply>> {
  return suggestionsCall({ fields: { uniqueSearchString: query }, url, signal });
}
