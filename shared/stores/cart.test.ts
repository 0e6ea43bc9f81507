// The shared cart count: whichever widget reads it, the newest reading wins over a slower older reply.
import { $cartCounts, beginCartCountReading } from './cart.ts';

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
