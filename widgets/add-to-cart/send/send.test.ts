// The one end of an add (send.ts endAdd), one row per outcome: what the popup is told, in which order beside the page
// event, and what the shopper reads.

import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { CartPopupEvent, onCartChanged, onCartPopup } from '../../../shared/stores/cart.ts';
import { MessageType } from '../../../shared/stores/status.ts';
import { added, button, qty, sectionHtml, until } from '../../../test/support/add-to-cart-demo.ts';
import { type FakeCall, fakeFetch } from '../../../test/support/fake-fetch.ts';
import { mountHtml, settle } from '../../../test/support/render.tsx';
import { setUpSignedInEngine } from '../../../test/support/signed-in-engine.ts';
import { statusMessages } from '../../../test/support/status.ts';

const REQUEST_ERROR = 'Error while contacting server';

/** Popup events (as raised) and page events (as heard on document), in one timeline. */
function timeline(): string[] {
  const seen: string[] = [];
  const names = ['ProductsAddedToCart', 'ProductsAddedToQuote', 'ProductsAddedToPurchaseList'];
  const note = (e: Event) => seen.push(`${e.type}:${(e as CustomEvent).detail.nbProductsAdded}`);
  for (const name of names) document.addEventListener(name, note);
  const name = (event: number) => Object.entries(CartPopupEvent).find(([, v]) => v === event)?.[0];
  const off = onCartPopup((target, event) => seen.push(`${target}:${name(event)}`));
  // REFRESH and OPENREFRESH reach the popups as one change at the end of the turn.
  const offChanged = onCartChanged(({ target, open }) => seen.push(`${target}:${open ? 'OPENREFRESH' : 'REFRESH'}`));
  onTestFinished(() => {
    off();
    offChanged();
    for (const name of names) document.removeEventListener(name, note);
  });
  return seen;
}

setUpSignedInEngine();

async function addAndAnswer(action: string, answer: (call: FakeCall) => void, html = sectionHtml('A-1')) {
  const server = fakeFetch({ abort: 'honour' });
  const host = await mountHtml(`<article>${html}</article>`);
  const seen = timeline();
  (qty(host) as HTMLInputElement).value = '2';
  await settle(() => button(host, action)?.click());
  answer(await server.next());
  return { host, seen, server };
}

describe('endAdd', () => {
  it('nothing added (Result 2): the popup closes, then the page event says 0', async () => {
    const { seen } = await addAndAnswer('cart', (c) =>
      c.json({ Result: 2, StatusMessages: [{ Message: 'Out of stock', Type: 3 }], NbProductsAdded: 0 }),
    );
    await until(() => seen.length >= 3);
    expect(seen).toEqual(['cart:OPENLOADING', 'cart:CLOSE', 'ProductsAddedToCart:0']);
    expect(statusMessages()).toContainEqual({ Message: 'Out of stock', Type: MessageType.ERROR });
  });

  it('a purchase list the server refused (Result 2) still raises its event, counting 0', async () => {
    const { seen } = await addAndAnswer('purchase-list', (c) => {
      expect(c.path).toBe(ENDPOINTS.addToPurchaseList.path);
      c.json({ Result: 2, StatusMessages: [{ Message: 'List locked', Type: 3 }] });
    });
    await until(() => seen.length >= 1);
    expect(seen).toEqual(['ProductsAddedToPurchaseList:0']);
  });

  it.each([
    ['a 400', (c: { json: (d: unknown, s?: number) => void }) => c.json({ Result: 2, StatusMessages: [] }, 400)],
    ['a 500', (c: { json: (d: unknown, s?: number) => void }) => c.json({}, 500)],
    ['a dropped connection', (c: { drop: () => void }) => c.drop()],
  ])(
    'a failed add (%s) shows only the request error, closes the popup, raises nothing and keeps the quantity',
    async (_, fail) => {
      const { seen, host } = await addAndAnswer('cart', (c) => fail(c as never));
      await until(() => seen.length >= 2 && statusMessages().length > 0);
      await settle(() => Promise.resolve());
      expect(seen).toEqual(['cart:OPENLOADING', 'cart:CLOSE']);
      expect(statusMessages()).toEqual([{ Message: REQUEST_ERROR, Type: MessageType.ERROR }]);
      expect(qty(host)?.value).toBe('2');
    },
  );

  it('products added: the cart opens refreshed and the event counts them', async () => {
    const { seen, host } = await addAndAnswer('quote', (c) => c.json(added(2)));
    await until(() => seen.includes('quote:OPENREFRESH'));
    expect(seen).toEqual(['quote:OPENLOADING', 'ProductsAddedToQuote:2', 'quote:OPENREFRESH']);
    await until(() => qty(host)?.value === '');
  });
});
