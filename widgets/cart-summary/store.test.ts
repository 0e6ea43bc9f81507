// The popup's events and closing timers without React: OPEN/REFRESH/OPENREFRESH/OPENLOADING/CLOSE, auto-close, 800 ms leave; the count it shows.
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { $cartCounts, CartPopupEvent, raiseCartPopupEvent } from '../../shared/stores/cart.ts';
import { emitSfEvent } from '../../shared/stores/events.ts';
import { closePopup, connectPopup, createCartSummary, enterPopup, handlePopupEvent, leavePopup } from './store.ts';

const POPUP = (n: number) => `<div class="sf-cart-popup" data-for-quote="false" data-count="${n}"><p>lines</p></div>`;

/** The element's attributes as the widget hands them over (one delay on every screen). */
const settings = (autoClose = -1, forQuote = false) => ({
  current: {
    widgetCode: 'ecomwgtshoppingcartsummary',
    forQuote,
    autoCloseDelay: autoClose,
    autoCloseDelayMobile: autoClose,
  },
});

function setup(autoClose = -1) {
  let n = 0;
  const fetchHtml = vi.fn(async () => POPUP(++n));
  const store = createCartSummary({ target: 'cart', settings: settings(autoClose), fetchHtml });
  return { store, fetchHtml };
}
/** Lets the cart change be told (at the end of the turn) and the reload it starts land. */
const turns = async (n = 5) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

/** The count calls the shared reader makes (getcartelementcount answers 7). */
let countCalls: string[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  countCalls = [];
  vi.stubGlobal('fetch', (async (input: Request) => {
    countCalls.push(`${new URL(input.url).pathname} ${await input.text()}`);
    return new Response('7', { status: 200 });
  }) as typeof fetch);
});
afterEach(() => vi.useRealTimers());

it('OPEN loads when empty, then only opens', async () => {
  const { store, fetchHtml } = setup();
  await handlePopupEvent(store, CartPopupEvent.OPEN);
  expect(store.$open.get()).toBe(true);
  closePopup(store);
  await handlePopupEvent(store, CartPopupEvent.OPEN);
  expect(fetchHtml).toHaveBeenCalledTimes(1);
});

it('REFRESH reloads the content without opening; REFRESH and sf:cart-refresh in one turn reload once', async () => {
  const { store, fetchHtml } = setup();
  const disconnect = connectPopup(store);
  raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
  await turns();
  raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
  emitSfEvent('sf:cart-refresh', { target: 'cart' });
  await turns();
  expect(fetchHtml).toHaveBeenCalledTimes(2);
  expect(store.$open.get()).toBe(false);
  raiseCartPopupEvent('quote', CartPopupEvent.REFRESH);
  await turns();
  expect(fetchHtml).toHaveBeenCalledTimes(2);
  disconnect();
});

it('OPENLOADING shows loading, OPENREFRESH reloads and opens, CLOSE closes', async () => {
  const { store } = setup();
  const disconnect = connectPopup(store);
  raiseCartPopupEvent('cart', CartPopupEvent.OPENLOADING);
  expect([store.$open.get(), store.$loading.get()]).toEqual([true, true]);
  raiseCartPopupEvent('cart', CartPopupEvent.OPENREFRESH);
  await turns();
  expect([store.$open.get(), store.$loading.get(), store.$html.get()]).toEqual([true, false, POPUP(1)]);
  raiseCartPopupEvent('cart', CartPopupEvent.CLOSE);
  expect(store.$open.get()).toBe(false);
  disconnect();
});

it('a CLOSE while OPENREFRESH reloads keeps the popup closed and drops the reply', async () => {
  const { store } = setup();
  const disconnect = connectPopup(store);
  raiseCartPopupEvent('cart', CartPopupEvent.OPENREFRESH);
  await Promise.resolve();
  raiseCartPopupEvent('cart', CartPopupEvent.CLOSE);
  await turns();
  expect([store.$open.get(), store.$html.get()]).toEqual([false, null]);
  disconnect();
});

it('-1 never auto-closes; a configured delay does, but never under the mouse', async () => {
  const never = setup(-1);
  await handlePopupEvent(never.store, CartPopupEvent.OPEN);
  vi.advanceTimersByTime(600000);
  expect(never.store.$open.get()).toBe(true);

  const { store } = setup(3000);
  await handlePopupEvent(store, CartPopupEvent.OPEN);
  enterPopup(store);
  vi.advanceTimersByTime(10000);
  expect(store.$open.get()).toBe(true);
  leavePopup(store);
  vi.advanceTimersByTime(799);
  expect(store.$open.get()).toBe(true);
  vi.advanceTimersByTime(1);
  expect(store.$open.get()).toBe(false);
});

it('auto-closes after the configured delay when the mouse stays away', async () => {
  const { store } = setup(3000);
  await handlePopupEvent(store, CartPopupEvent.OPEN);
  vi.advanceTimersByTime(2999);
  expect(store.$open.get()).toBe(true);
  vi.advanceTimersByTime(1);
  expect(store.$open.get()).toBe(false);
});

it('a failed load leaves the popup closed', async () => {
  const store = createCartSummary({ target: 'cart', settings: settings(), fetchHtml: async () => null });
  await handlePopupEvent(store, CartPopupEvent.OPEN);
  expect(store.$open.get()).toBe(false);
});

it('a cart popup shows the cart count the shared reader gets (getcartelementcount); a quote popup asks for none', async () => {
  const quote = createCartSummary({ target: 'quote', settings: settings(-1, true), fetchHtml: async () => POPUP(1) });
  const disconnectQuote = connectPopup(quote);
  await vi.runAllTimersAsync();
  expect(countCalls).toEqual([]);
  const { store } = setup();
  const disconnect = connectPopup(store);
  await vi.runAllTimersAsync();
  expect(countCalls).toEqual([`${ENDPOINTS.cartCount.path} `]);
  expect($cartCounts.get()).toEqual({ cart: 7, quote: null });
  disconnect();
  disconnectQuote();
});

it('loads its HTML from the summary endpoint with the widget code and the kind the element has at that moment', async () => {
  const posted: string[] = [];
  vi.stubGlobal('fetch', (async (input: Request) => {
    posted.push(`${new URL(input.url).pathname} ${await input.text()}`);
    return new Response(POPUP(2), { status: 200, headers: { 'Content-Type': 'text/html' } });
  }) as typeof fetch);
  const element = settings(-1, true);
  const quote = createCartSummary({ target: 'quote', settings: element });
  element.current = { ...element.current, widgetCode: 'quotesummary' };
  await handlePopupEvent(quote, CartPopupEvent.OPEN);
  expect(posted).toEqual([`${ENDPOINTS.cartSummary.path} widgetCode=quotesummary&isForQuote=true`]);
  expect([quote.$open.get(), quote.$html.get()]).toEqual([true, POPUP(2)]);
});
