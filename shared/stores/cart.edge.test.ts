// Cart popup events: contract values, and OPEN / OPENLOADING / CLOSE told to the popups at once, each time raised.
import { CartPopupEvent, onCartPopup, raiseCartPopupEvent } from './cart.ts';

it('uses the contract values of the popup events', () => {
  expect(CartPopupEvent).toEqual({ OPEN: 0, REFRESH: 1, OPENREFRESH: 2, OPENLOADING: 3, CLOSE: 4 });
});

it('tells the popups OPEN, OPENLOADING and CLOSE at once, the same one twice twice; REFRESH is a change, not a command', () => {
  const seen: unknown[] = [];
  const off = onCartPopup((target, event) => seen.push([target, event]));
  raiseCartPopupEvent('cart', CartPopupEvent.OPENLOADING);
  raiseCartPopupEvent('cart', CartPopupEvent.OPENLOADING);
  raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
  raiseCartPopupEvent('quote', CartPopupEvent.OPEN);
  raiseCartPopupEvent('quote', CartPopupEvent.CLOSE);
  off();
  raiseCartPopupEvent('cart', CartPopupEvent.CLOSE);
  expect(seen).toEqual([
    ['cart', 3],
    ['cart', 3],
    ['quote', 0],
    ['quote', 4],
  ]);
});
