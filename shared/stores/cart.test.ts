// "The cart changed": told once per kind per turn whoever says so, with whether to open, and raised for page scripts as sf:cart-changed.
import { type CartChange, CartPopupEvent, onCartChanged, raiseCartPopupEvent } from './cart.ts';
import { emitSfEvent } from './events.ts';

/** The kinds a listener heard, in order. */
const kinds = (listener: ReturnType<typeof vi.fn>) =>
  listener.mock.calls.map(([change]) => (change as CartChange).target);

describe('onCartChanged', () => {
  const turn = () => new Promise<void>((resolve) => queueMicrotask(resolve));

  it('tells each kind once when the popup events and sf:cart-refresh say it in the same turn', async () => {
    const heard = vi.fn();
    const off = onCartChanged(heard);
    raiseCartPopupEvent('cart', CartPopupEvent.OPENREFRESH);
    emitSfEvent('sf:cart-refresh', { target: 'cart' });
    emitSfEvent('sf:cart-refresh', { target: 'quote' });
    raiseCartPopupEvent('quote', CartPopupEvent.REFRESH);
    expect(heard).not.toHaveBeenCalled();
    await turn();
    expect(kinds(heard)).toEqual(['cart', 'quote']);
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
    expect(kinds(header)).toEqual(['cart', 'cart']);
    expect(kinds(page)).toEqual(['cart', 'cart']);
    offHeader();
    offPage();
  });

  it('an sf:cart-refresh without a target changes both kinds; nothing is told after unsubscribing', async () => {
    const heard = vi.fn();
    const off = onCartChanged(heard);
    document.dispatchEvent(new CustomEvent('sf:cart-refresh'));
    await turn();
    expect(kinds(heard)).toEqual(['cart', 'quote']);
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
    expect(kinds(page)).toEqual(['quote']);
    offPage();
    const later = vi.fn();
    const offLater = onCartChanged(later);
    raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
    await turn();
    expect(kinds(later)).toEqual(['cart']);
    expect(header).not.toHaveBeenCalled();
    offLater();
  });

  it('an sf:cart-refresh naming an unknown kind reloads both', async () => {
    const heard = vi.fn();
    const off = onCartChanged(heard);
    document.dispatchEvent(new CustomEvent('sf:cart-refresh', { detail: { target: 'wishlist' } }));
    await turn();
    expect(kinds(heard)).toEqual(['cart', 'quote']);
    off();
  });

  it('an OPENREFRESH in the turn makes the change an opening one, unless a CLOSE came after it', async () => {
    const heard = vi.fn();
    const off = onCartChanged(heard);
    raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
    raiseCartPopupEvent('cart', CartPopupEvent.OPENREFRESH);
    raiseCartPopupEvent('quote', CartPopupEvent.OPENREFRESH);
    raiseCartPopupEvent('quote', CartPopupEvent.CLOSE);
    await turn();
    expect(heard.mock.calls).toEqual([[{ target: 'cart', open: true }], [{ target: 'quote', open: false }]]);
    raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
    await turn();
    expect(heard.mock.calls[2]).toEqual([{ target: 'cart', open: false }]);
    off();
  });

  it('raises sf:cart-changed on document once per kind per turn, with or without a subscriber', async () => {
    const pageScript = vi.fn();
    document.addEventListener('sf:cart-changed', pageScript);
    raiseCartPopupEvent('cart', CartPopupEvent.OPENREFRESH);
    raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
    raiseCartPopupEvent('cart', CartPopupEvent.OPENLOADING);
    await turn();
    const off = onCartChanged(() => {});
    emitSfEvent('sf:cart-refresh', { target: 'quote' });
    await turn();
    off();
    document.removeEventListener('sf:cart-changed', pageScript);
    expect(pageScript.mock.calls.map(([event]) => (event as CustomEvent).detail)).toEqual([
      { target: 'cart' },
      { target: 'quote' },
    ]);
  });
});
