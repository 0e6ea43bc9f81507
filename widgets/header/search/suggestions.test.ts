// The suggestion reply as a legacy server may serialise it: hasProduct as a JSON boolean, or as "True"/"false"/1.

import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { fetchSuggestions } from './suggestions.ts';

const answer = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );

it.each([
  [true, true],
  ['True', true],
  ['false', false],
  [1, true],
  [null, false],
])('hasProduct %j reads as %j', async (hasProduct, expected) => {
  answer({ Suggestions: ['pen'], hasProduct, ProductValue: '<p>Pen</p>' });
  const reply = await fetchSuggestions(ENDPOINTS.searchSuggestions.path, 'pen', new AbortController().signal);
  expect(reply).toEqual({
    ok: true,
    value: { Suggestions: ['pen'], hasProduct: expected, ProductValue: '<p>Pen</p>' },
  });
});
