// The add reply as a legacy server may serialise it: HasProductCustomizer as a JSON boolean or as "True"/"False".

import { addTo } from './api.ts';

const answer = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );

it.each([
  [true, true],
  ['True', true],
  ['False', false],
  [0, false],
  [undefined, false],
])('HasProductCustomizer %j reads as %j', async (HasProductCustomizer, expected) => {
  answer({ Result: 1, StatusMessages: [], HasProductCustomizer, NbProductsAdded: 0 });
  const reply = await addTo.cart({ fields: { products: [] } });
  expect(reply.ok ? reply.value.HasProductCustomizer : 'reply refused').toBe(expected);
});
