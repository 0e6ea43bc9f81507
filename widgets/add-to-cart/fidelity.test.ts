// Drop-in fidelity of the add flow with replies the test controls: legacy page events, slow and failed adds,
// ActionOnConfirm, order approval, the quick add's warnings, refused redirects and sections re-rendered mid-add.

import { setNavigator } from '../../shared/http/navigation.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { type CartChange, CartPopupEvent, onCartChanged } from '../../shared/stores/cart.ts';
import { emitSfEvent } from '../../shared/stores/events.ts';
import { $statusQueue, dismissStatusBox, MessageType } from '../../shared/stores/status.ts';
import { added, button, listen, qty, recordSignals, sectionHtml, until } from '../../test/support/add-to-cart-demo.ts';
import { fakeFetch } from '../../test/support/fake-fetch.ts';
import { mountHtml, recordNavigation, settle } from '../../test/support/render.tsx';
import { setUpSignedInEngine } from '../../test/support/signed-in-engine.ts';
import { statusMessages, statusTexts } from '../../test/support/status.ts';

setUpSignedInEngine();
afterEach(() => {
  vi.useRealTimers();
});

describe('legacy page events (ProductsAddedToCart / -Quote / -PurchaseList on document)', () => {
  it.each([
    ['cart', ENDPOINTS.addProducts.path, 'ProductsAddedToCart', 'sf:products-added-to-cart'],
    ['quote', ENDPOINTS.addProductsToQuote.path, 'ProductsAddedToQuote', 'sf:products-added-to-quote'],
  ])(
    '%s: the legacy event reaches document, bubbling, with the sf: event’s detail',
    async (action, path, legacy, sf) => {
      const server = fakeFetch({ abort: 'honour' });
      const host = await mountHtml(`<ul>${sectionHtml('A-1')}</ul>`);
      const old = listen(legacy);
      const modern = listen(sf);
      (qty(host) as HTMLInputElement).value = '2';
      await settle(() => button(host, action)?.click());
      const call = await server.next();
      expect(call.path).toBe(path);
      call.json(added(2));
      await until(() => old.length > 0);
      expect(old).toHaveLength(1);
      expect(old[0]?.bubbles).toBe(true);
      expect(old[0]?.detail).toEqual({ products: [{ ProductCode: 'A-1', Qty: 2, Uom: 3 }], nbProductsAdded: 2 });
      expect(modern.map((e) => e.detail)).toEqual([old[0]?.detail]);
    },
  );

  it('a page script that answers ProductsAddedToCart with sf:cart-refresh joins the add’s change: one change, opening', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul>${sectionHtml('A-1')}</ul>`);
    const changes: CartChange[] = [];
    onTestFinished(onCartChanged((change) => changes.push(change)));
    const answer = () => emitSfEvent('sf:cart-refresh', { target: 'cart' });
    document.addEventListener('ProductsAddedToCart', answer);
    onTestFinished(() => document.removeEventListener('ProductsAddedToCart', answer));
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    (await server.next()).json(added(2));
    await until(() => changes.length > 0);
    await settle(() => Promise.resolve());
    expect(changes).toEqual([{ target: 'cart', open: true }]);
  });

  it('purchase list: ProductsAddedToPurchaseList with the ticked products', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<div data-sf-purchase-list-mode="true"><ul>${sectionHtml('A-1')}</ul></div>`);
    const old = listen('ProductsAddedToPurchaseList');
    (qty(host) as HTMLInputElement).value = '4';
    (host.querySelector('.sf-purchase-list-check') as HTMLInputElement).checked = true;
    await settle(() => button(host, 'purchase-list')?.click());
    (await server.next()).json({ Result: 1, StatusMessages: [{ Message: 'Listed', Type: 1 }] });
    await until(() => old.length > 0);
    expect(old[0]?.detail).toEqual({ products: [{ ProductCode: 'A-1', Qty: 4, Uom: 3 }], nbProductsAdded: 1 });
  });

  it('purchase list: the lines that went in are emptied and unticked; one retyped meanwhile keeps its text and tick', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(
      `<div data-sf-purchase-list-mode="true"><ul class="sf-products">${sectionHtml('A-1')}${sectionHtml('B-2')}</ul></div>`,
    );
    const tick = (code: string) =>
      qty(host, code)?.closest('.sf-add-to-cart')?.querySelector<HTMLInputElement>('.sf-purchase-list-check');
    for (const code of ['A-1', 'B-2']) {
      (qty(host, code) as HTMLInputElement).value = '2';
      (tick(code) as HTMLInputElement).checked = true;
    }
    await settle(() => button(host, 'purchase-list')?.click());
    const call = await server.next();
    (qty(host, 'B-2') as HTMLInputElement).value = '8';
    call.json({ Result: 1, StatusMessages: [] });
    await until(() => qty(host, 'A-1')?.value === '');
    expect(tick('A-1')?.checked).toBe(false);
    expect(qty(host, 'B-2')?.value).toBe('8');
    expect(tick('B-2')?.checked).toBe(true);
  });

  it(`quick add: ProductsAddedToCart after ${ENDPOINTS.addProduct.path} answers an empty list`, async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul>${sectionHtml('A-1', 3, 'isquickaddtocart="true"')}</ul>`);
    const old = listen('ProductsAddedToCart');
    (qty(host) as HTMLInputElement).value = '1';
    await settle(() => button(host, 'cart')?.click());
    (await server.next()).json([]);
    await until(() => old.length > 0);
    expect(old[0]?.detail).toEqual({ products: [{ ProductCode: 'A-1', Qty: 1, Uom: 3 }], nbProductsAdded: 1 });
  });

  it('an add the server answered with NbProductsAdded 0 still raises both events (the events follow every add); the cart closes', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul>${sectionHtml('A-1')}</ul>`);
    const signals = recordSignals();
    const old = listen('ProductsAddedToCart');
    const modern = listen('sf:products-added-to-cart');
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    (await server.next()).json(added(0, { Result: 2, StatusMessages: [{ Message: 'Out of stock', Type: 3 }] }));
    await until(() => old.length > 0);
    expect(old[0]?.detail.nbProductsAdded).toBe(0);
    expect(modern).toHaveLength(1);
    expect(signals.at(-1)?.event).toBe(CartPopupEvent.CLOSE);
    expect(qty(host)?.value).toBe('2');
  });
});

describe('a slow add is not a failed add', () => {
  it('an add answered after 12 s: no error, reported once, the input emptied', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul>${sectionHtml('A-1')}</ul>`);
    const old = listen('ProductsAddedToCart');
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    const call = await server.next();
    await settle(() => vi.advanceTimersByTime(12_000));
    expect(statusTexts()).toEqual([]);
    call.json(added(2));
    await until(() => old.length > 0);
    expect(old).toHaveLength(1);
    expect(statusMessages().filter((m) => m.Type === MessageType.ERROR)).toEqual([]);
    expect(qty(host)?.value).toBe('');
  });

  it.each([
    ['a 500', (c: { json: (d: unknown, s?: number) => void }) => c.json({}, 500)],
    ['a dropped connection', (c: { drop: () => void }) => c.drop()],
  ])('after %s only the request error shows (French), the popup closes and the quantity is kept', async (_, fail) => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul lang="fr">${sectionHtml('A-1')}</ul>`, 'fr');
    const signals = recordSignals();
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    fail((await server.next()) as never);
    await until(() => signals.some((s) => s.event === CartPopupEvent.CLOSE) && statusTexts().length > 0);
    await settle(() => Promise.resolve());
    expect(signals.map((s) => s.event)).toEqual([CartPopupEvent.OPENLOADING, CartPopupEvent.CLOSE]);
    expect(signals.every((s) => s.target === 'cart')).toBe(true);
    expect(statusTexts()).toEqual(['Erreur lors de la requête au serveur']);
    expect(qty(host)?.value).toBe('2');
  });

  it('a failed quote add closes the quote popup, in English', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul>${sectionHtml('A-1')}</ul>`);
    const signals = recordSignals();
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'quote')?.click());
    (await server.next()).json({}, 503);
    await until(() => signals.some((s) => s.event === CartPopupEvent.CLOSE) && statusTexts().length > 0);
    expect(signals.at(-1)).toMatchObject({ target: 'quote', event: CartPopupEvent.CLOSE });
    expect(statusTexts()).toEqual(['Error while contacting server']);
  });

  it('the add buttons work again after an error: the busy mark goes and the next click posts', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul>${sectionHtml('A-1')}</ul>`);
    (qty(host) as HTMLInputElement).value = '2';
    const add = button(host, 'cart');
    await settle(() => add?.click());
    expect(add?.getAttribute('aria-busy')).toBe('true');
    (await server.next()).json({}, 500);
    await until(() => add?.hasAttribute('aria-busy') === false);
    await settle(() => button(host, 'quote')?.click());
    expect((await server.next()).path).toBe(ENDPOINTS.addProductsToQuote.path);
  });
});

describe('ActionOnConfirm', () => {
  it('Yes refreshes the cart even when the action’s reply says nothing was added', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul>${sectionHtml('A-1')}</ul>`);
    const signals = recordSignals();
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    (await server.next()).json({
      ...added(0),
      StatusMessages: [{ Message: 'Replace it?', Type: 2 }],
      ActionOnConfirm: ENDPOINTS.addProductsConfirmed.path,
    });
    await until(() => $statusQueue.get().some((b) => b.kind === 'confirm'));
    await settle(() => dismissStatusBox($statusQueue.get()[0]?.id ?? 0, true));
    const action = await server.next();
    expect(action.path).toBe(ENDPOINTS.addProductsConfirmed.path);
    action.json(added(0));
    await until(() => signals.length >= 3);
    expect(signals.map((s) => s.event)).toEqual([
      CartPopupEvent.OPENLOADING,
      CartPopupEvent.CLOSE,
      CartPopupEvent.REFRESH,
    ]);
  });

  it.each([
    ['en', 'This confirmation leads to another site, so it was not sent.'],
    ['fr', 'Cette confirmation mène vers un autre site : elle n’a pas été envoyée.'],
  ])('an off-site action is refused with a message (%s), nothing posted, the cart closed', async (lang, text) => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul lang="${lang}">${sectionHtml('A-1')}</ul>`, lang);
    const signals = recordSignals();
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    (await server.next()).json({
      ...added(0),
      StatusMessages: [{ Message: 'Replace it?', Type: 2 }],
      ActionOnConfirm: 'https://evil.example/add',
    });
    await until(() => signals.length >= 2);
    expect(signals.at(-1)?.event).toBe(CartPopupEvent.CLOSE);
    expect(statusMessages()).toContainEqual({ Message: text, Type: MessageType.ERROR });
    expect($statusQueue.get().some((b) => b.kind === 'confirm')).toBe(false);
    expect(server.calls).toHaveLength(1);
  });
});

describe('a refused REDIRECT during an add', () => {
  it('closes the loading mini-cart and says why', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const nav = recordNavigation();
    setNavigator(nav.navigator);
    const host = await mountHtml(`<ul>${sectionHtml('A-1')}</ul>`);
    const signals = recordSignals();
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    (await server.next()).json({ Result: 3, RedirectUrl: 'https://evil.example/', StatusMessages: [] });
    await until(() => signals.length >= 2);
    expect(signals.map((s) => s.event)).toEqual([CartPopupEvent.OPENLOADING, CartPopupEvent.CLOSE]);
    expect(nav.calls).toEqual([]);
    expect(statusMessages().some((m) => m.Type === MessageType.ERROR)).toBe(true);
    expect(qty(host)?.value).toBe('2');
  });
});

describe('a 401 whose login page is off the site, during an add', () => {
  it('shows only the refusal: nothing was added, so no "could not confirm" warning and no cart re-read', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const nav = recordNavigation();
    setNavigator(nav.navigator);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = await mountHtml(`<ul>${sectionHtml('A-1')}</ul>`);
    const signals = recordSignals();
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    await (await server.next()).reply(
      new Response('', { status: 401, statusText: 'redirect_to_login:https://evil.example/login' }),
    );
    await until(() => signals.length >= 2);
    expect(signals.map((s) => s.event)).toEqual([CartPopupEvent.OPENLOADING, CartPopupEvent.CLOSE]);
    expect(nav.calls).toEqual([]);
    expect(statusMessages()).toEqual([
      { Message: 'This page tried to send you to another site; the link was blocked.', Type: MessageType.ERROR },
    ]);
    expect(qty(host)?.value).toBe('2');
  });
});

describe('order approval: the page reloads whatever the reply', () => {
  it.each([
    ['Result 2', (c: { json: (d: unknown, s?: number) => void }) => c.json({ Result: 2, StatusMessages: [] })],
    ['no Result at all', (c: { json: (d: unknown, s?: number) => void }) => c.json({})],
    ['a 500', (c: { json: (d: unknown, s?: number) => void }) => c.json({}, 500)],
  ])('%s → reload', async (_, answer) => {
    const server = fakeFetch({ abort: 'honour' });
    const nav = recordNavigation();
    setNavigator(nav.navigator);
    document.body.dataset.idOrderToAddProducts = '42';
    const host = await mountHtml(`<ul>${sectionHtml('A-1', 3, 'isfromorderapproval="true"')}</ul>`);
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    const call = await server.next();
    expect(call.path).toBe(ENDPOINTS.addProductsOrderApproval.path);
    expect(call.body.get('idOrderToAdd')).toBe('42');
    answer(call as never);
    await until(() => nav.calls.length > 0);
    expect(nav.calls).toEqual([{ kind: 'reload' }]);
  });

  it('a REDIRECT reply is followed instead of reloading', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const nav = recordNavigation();
    setNavigator(nav.navigator);
    document.body.dataset.idOrderToAddProducts = '42';
    const host = await mountHtml(`<ul>${sectionHtml('A-1', 3, 'isfromorderapproval="true"')}</ul>`);
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    (await server.next()).json({ Result: 3, RedirectUrl: '/login' });
    await until(() => nav.calls.length > 0);
    expect(nav.calls).toEqual([{ kind: 'assign', url: `${window.location.origin}/login` }]);
  });
});

describe(`${ENDPOINTS.addProduct.path} (quick add)`, () => {
  it('a non-empty list is warnings, nothing added: shown as WARNING, the event counts 0, the quantity kept, the cart closed', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul>${sectionHtml('A-1', 3, 'isquickaddtocart="true"')}</ul>`);
    const signals = recordSignals();
    const old = listen('ProductsAddedToCart');
    const modern = listen('sf:products-added-to-cart');
    (qty(host) as HTMLInputElement).value = '9';
    await settle(() => button(host, 'cart')?.click());
    (await server.next()).json(['Only 3 left in stock']);
    await until(() => signals.length >= 2);
    expect(statusMessages()).toEqual([{ Message: 'Only 3 left in stock', Type: MessageType.WARNING }]);
    expect(old.map((e) => e.detail.nbProductsAdded)).toEqual([0]);
    expect(modern).toHaveLength(1);
    expect(qty(host)?.value).toBe('9');
    await settle(() => Promise.resolve());
    expect(signals.map((s) => s.event)).toEqual([CartPopupEvent.OPENLOADING, CartPopupEvent.CLOSE]);
  });

  it('an empty list is a success: the cart opens refreshed and the input is emptied', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul>${sectionHtml('A-1', 3, 'isquickaddtocart="true"')}</ul>`);
    const signals = recordSignals();
    (qty(host) as HTMLInputElement).value = '9';
    await settle(() => button(host, 'cart')?.click());
    (await server.next()).json([]);
    await until(() => signals.length >= 2);
    expect(signals.at(-1)?.event).toBe(CartPopupEvent.OPENREFRESH);
    expect(qty(host)?.value).toBe('');
  });
});

describe('a section re-rendered while its add runs', () => {
  it('is still a success: the cart opens refreshed and both events reach document', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul class="sf-products"><li>${sectionHtml('A-1')}</li></ul>`);
    const signals = recordSignals();
    const old = listen('ProductsAddedToCart');
    const modern = listen('sf:products-added-to-cart');
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    const call = await server.next();
    // A unit change (or a listing reload) replaces the section with fresh server markup.
    (host.querySelector('li') as HTMLElement).innerHTML = sectionHtml('A-1', 4);
    call.json(added(2));
    await until(() => old.length > 0);
    expect(modern).toHaveLength(1);
    expect(signals.map((s) => s.event)).toEqual([CartPopupEvent.OPENLOADING, CartPopupEvent.OPENREFRESH]);
  });

  it('keeps a quantity the shopper retyped while the add was in flight, and empties the untouched one', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul class="sf-products">${sectionHtml('A-1')}${sectionHtml('B-2')}</ul>`);
    const old = listen('ProductsAddedToCart');
    (qty(host, 'A-1') as HTMLInputElement).value = '2';
    (qty(host, 'B-2') as HTMLInputElement).value = '3';
    await settle(() => button(host, 'cart')?.click());
    const call = await server.next();
    (qty(host, 'A-1') as HTMLInputElement).value = '5';
    call.json(added(2));
    await until(() => old.length > 0);
    expect(qty(host, 'A-1')?.value).toBe('5');
    expect(qty(host, 'B-2')?.value).toBe('');
  });
});
