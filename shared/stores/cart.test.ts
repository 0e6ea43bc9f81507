// The shared cart count: whichever widget reads it, the newest reading wins over a slower older reply.
import { $cartCounts, beginCartCountReading, CartPopupEvent, onCartChanged, raiseCartPopupEvent } from './cart.ts';
import { emitSfEvent } from './events.ts';

it('keeps the newest reading when an older reply lands after it (header vs cart summary)', () => {
  const headerReading = beginCartCountReading('cart');
  const summaryReading = beginCartCountReading('cart');
  summaryReading(5);
  expect($cartCounts.get().cart).toBe(5);
  headerReading(1);
  expect($cartCounts.get().cart).toBe(5);
});

it('writes readings that land in the order they started, and keeps cart and quote apart', () => {
  const first = beginCartCountReading('quote');
  const second = beginCartCountReading('quote');
  first(2);
  expect($cartCounts.get().quote).toBe(2);
  second(3);
  expect($cartCounts.get().quote).toBe(3);
  beginCartCountReading('cart')(7);
  expect($cartCounts.get()).toMatchObject({ cart: 7, quote: 3 });
});

describe('onCartChanged', () => {
  const turn = () => new Promise<void>((resolve) => queueMicrotask(resolve));

  it('tells each kind once when the popup signal and sf:cart-refresh say it in the same turn', async () => {
    const heard = vi.fn();
    const off = onCartChanged(heard);
    raiseCartPopupEvent('cart', CartPopupEvent.OPENREFRESH);
    emitSfEvent('sf:cart-refresh', { target: 'cart' });
    emitSfEvent('sf:cart-refresh', { target: 'quote' });
    raiseCartPopupEvent('quote', CartPopupEvent.REFRESH);
    expect(heard).not.toHaveBeenCalled();
    await turn();
    expect(heard.mock.calls).toEqual([['cart'], ['quote']]);
    off();
  });

  it('tells every subscriber; a change in a later turn is a new change; OPEN, OPENLOADING and CLOSE are none', async () => {
    const header = vi.fn();
    const page = vi.fn();
    const offHeader = onCartChanged(header);
    const offPage = onCartChanged(page);
    emitSfEvent('sf:cart-refresh', { target: 'cart' });
    await turn();
    raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
    for (const event of [CartPopupEvent.OPEN, CartPopupEvent.OPENLOADING, CartPopupEvent.CLOSE])
      raiseCartPopupEvent('cart', event);
    await turn();
    expect(header.mock.calls).toEqual([['cart'], ['cart']]);
    expect(page.mock.calls).toEqual([['cart'], ['cart']]);
    offHeader();
    offPage();
  });

  it('an sf:cart-refresh without a target changes both kinds; nothing is told after unsubscribing', async () => {
    const heard = vi.fn();
    const off = onCartChanged(heard);
    document.dispatchEvent(new CustomEvent('sf:cart-refresh'));
    await turn();
    expect(heard.mock.calls).toEqual([['cart'], ['quote']]);
    off();
    emitSfEvent('sf:cart-refresh', { target: 'cart' });
    raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
    await turn();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('one subscriber leaving does not silence the others; after all left, a new subscriber hears again', async () => {
    const header = vi.fn();
    const page = vi.fn();
    const offHeader = onCartChanged(header);
    const offPage = onCartChanged(page);
    offHeader();
    emitSfEvent('sf:cart-refresh', { target: 'quote' });
    await turn();
    expect(page.mock.calls).toEqual([['quote']]);
    offPage();
    const later = vi.fn();
    const offLater = onCartChanged(later);
    raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
    await turn();
    expect(later.mock.calls).toEqual([['cart']]);
    expect(header).not.toHaveBeenCalled();
    offLater();
  });

  it('an sf:cart-refresh naming an unknown kind reloads both', async () => {
    const heard = vi.fn();
    const off = onCartChanged(heard);
    document.dispatchEvent(new CustomEvent('sf:cart-refresh', { detail: { target: 'wishlist' } }));
    await turn();
    expect(heard.mock.calls).toEqual([['cart'], ['quote']]);
    off();
  });
});
