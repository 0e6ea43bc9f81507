// The popup's events and closing timers without React: OPEN/REFRESH/OPENREFRESH/OPENLOADING/CLOSE, auto-close, 800 ms leave.
import { $cartCounts, CartPopupEvent, raiseCartPopupEvent } from '../../shared/stores/cart.ts';
import { emitSfEvent } from '../../shared/stores/events.ts';
import { countOf, createCartSummary } from './store.ts';

const POPUP = (n: number) => `<div class="sf-cart-popup" data-for-quote="false" data-count="${n}"><p>lines</p></div>`;

function setup(autoClose = -1) {
  let n = 0;
  const fetchHtml = vi.fn(async () => POPUP(++n));
  const store = createCartSummary({ target: 'cart', fetchHtml, autoCloseMs: () => autoClose });
  return { store, fetchHtml };
}
/** Lets the cart change be told (at the end of the turn) and the reload it starts land. */
const turns = async (n = 5) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('OPEN loads when empty, then only opens', async () => {
  const { store, fetchHtml } = setup();
  await store.handle(CartPopupEvent.OPEN);
  expect(store.$open.get()).toBe(true);
  expect($cartCounts.get().cart).toBe(1);
  store.close();
  await store.handle(CartPopupEvent.OPEN);
  expect(fetchHtml).toHaveBeenCalledTimes(1);
});

it('REFRESH reloads content and count without opening; REFRESH and sf:cart-refresh in one turn reload once', async () => {
  const { store, fetchHtml } = setup();
  const disconnect = store.connect();
  raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
  await turns();
  raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
  emitSfEvent('sf:cart-refresh', { target: 'cart' });
  await turns();
  expect(fetchHtml).toHaveBeenCalledTimes(2);
  expect(store.$open.get()).toBe(false);
  expect($cartCounts.get().cart).toBe(2);
  raiseCartPopupEvent('quote', CartPopupEvent.REFRESH);
  await turns();
  expect(fetchHtml).toHaveBeenCalledTimes(2);
  disconnect();
});

it('OPENLOADING shows loading, OPENREFRESH reloads and opens, CLOSE closes', async () => {
  const { store } = setup();
  const disconnect = store.connect();
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
  const disconnect = store.connect();
  raiseCartPopupEvent('cart', CartPopupEvent.OPENREFRESH);
  await Promise.resolve();
  raiseCartPopupEvent('cart', CartPopupEvent.CLOSE);
  await turns();
  expect([store.$open.get(), store.$html.get()]).toEqual([false, null]);
  disconnect();
});

it('-1 never auto-closes; a configured delay does, but never under the mouse', async () => {
  const never = setup(-1);
  await never.store.handle(CartPopupEvent.OPEN);
  vi.advanceTimersByTime(600000);
  expect(never.store.$open.get()).toBe(true);

  const { store } = setup(3000);
  await store.handle(CartPopupEvent.OPEN);
  store.enter();
  vi.advanceTimersByTime(10000);
  expect(store.$open.get()).toBe(true);
  store.leave();
  vi.advanceTimersByTime(799);
  expect(store.$open.get()).toBe(true);
  vi.advanceTimersByTime(1);
  expect(store.$open.get()).toBe(false);
});

it('auto-closes after the configured delay when the mouse stays away', async () => {
  const { store } = setup(3000);
  await store.handle(CartPopupEvent.OPEN);
  vi.advanceTimersByTime(2999);
  expect(store.$open.get()).toBe(true);
  vi.advanceTimersByTime(1);
  expect(store.$open.get()).toBe(false);
});

it('a failed load leaves the popup closed', async () => {
  const store = createCartSummary({ target: 'cart', fetchHtml: async () => null, autoCloseMs: () => -1 });
  await store.handle(CartPopupEvent.OPEN);
  expect(store.$open.get()).toBe(false);
});

it.each([
  [POPUP(3), 3],
  ['<div class="sf-cart-popup" data-count="0"></div>', 0],
  ['<div class="sf-cart-popup"></div>', null],
  ['<div data-count="x"></div>', null],
])('countOf(%j) → %j', (html, expected) => {
  expect(countOf(html)).toBe(expected);
});
