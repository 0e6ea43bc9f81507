// Cart popup signals: contract values, and the same event raised twice is seen twice.
import { $cartPopupSignal, CartPopupEvent, raiseCartPopupEvent } from './cart.ts';

it('uses the contract values of the popup events', () => {
  expect(CartPopupEvent).toEqual({ OPEN: 0, REFRESH: 1, OPENREFRESH: 2, OPENLOADING: 3, CLOSE: 4 });
});

it('raises each event as a new signal with an increasing sequence number', () => {
  const seen: unknown[] = [];
  const off = $cartPopupSignal.listen((signal) => seen.push(signal));
  raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
  raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
  raiseCartPopupEvent('quote', CartPopupEvent.OPEN);
  off();
  expect(seen).toHaveLength(3);
  const [a, b, c] = seen as { target: string; event: number; seq: number }[];
  expect([a?.target, a?.event, c?.target, c?.event]).toEqual(['cart', 1, 'quote', 0]);
  expect((b?.seq ?? 0) - (a?.seq ?? 0)).toBe(1);
  expect((c?.seq ?? 0) - (b?.seq ?? 0)).toBe(1);
});
