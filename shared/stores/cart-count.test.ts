// The one reader of the counts: read once per change whoever shows them, the newest reply wins, bad replies reach the status bar.

import { fakeFetch } from '../../test/support/fake-fetch.ts';
import { ENDPOINTS, underBase } from '../legacy/endpoints.ts';
import { $cartCounts, CartPopupEvent, raiseCartPopupEvent, watchCartCount } from './cart.ts';
import { $statusQueue } from './status.ts';

/** The task the first watch waits for (scheduler.yield), held until the test opens it. */
function heldTasks(): (() => void)[] {
  const gates: (() => void)[] = [];
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => gates.push(resolve)) });
  return gates;
}

it('reads in a task after the mount, once per kind however many show it, with the configured URL', async () => {
  const { calls: held } = fakeFetch({ abort: 'ignore' });
  const gates = heldTasks();
  // The header (its data-header-url) and a cart summary (no URL of its own) on one page.
  watchCartCount('cart', underBase('cartCount', '/hdr'));
  watchCartCount('cart');
  watchCartCount('quote', underBase('cartCount', '/hdr'));
  await Promise.resolve();
  expect(held).toHaveLength(0);
  gates.shift()?.();
  await vi.waitFor(() => expect(held).toHaveLength(2));
  expect(held.map(({ path, body }) => [path, body.toString()])).toEqual([
    [underBase('cartCount', '/hdr'), ''],
    [underBase('cartCount', '/hdr'), 'isForQuote=true'],
  ]);
  held[0]?.text('3');
  held[1]?.text('1');
  await vi.waitFor(() => expect($cartCounts.get()).toEqual({ cart: 3, quote: 1 }));
});

it('a watch stopped before its task asks nothing; without a configured URL it asks the spec’s path', async () => {
  const { calls: held } = fakeFetch({ abort: 'ignore' });
  const gates = heldTasks();
  watchCartCount('quote')();
  const stop = watchCartCount('cart');
  gates.shift()?.();
  await vi.waitFor(() => expect(held).toHaveLength(1));
  expect(held[0]?.path).toBe(ENDPOINTS.cartCount.path);
  expect(held[0]?.body.toString()).toBe('');
  stop();
});

it('one change is one reading per kind shown; a kind nobody shows is not asked', async () => {
  const { calls: held } = fakeFetch({ abort: 'ignore' });
  const gates = heldTasks();
  watchCartCount('cart');
  watchCartCount('cart');
  gates.shift()?.();
  await vi.waitFor(() => expect(held).toHaveLength(1));
  held[0]?.text('0');
  raiseCartPopupEvent('cart', CartPopupEvent.OPENREFRESH);
  raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
  raiseCartPopupEvent('quote', CartPopupEvent.REFRESH);
  await vi.waitFor(() => expect(held).toHaveLength(2));
  held[1]?.text('4');
  await vi.waitFor(() => expect($cartCounts.get().cart).toBe(4));
  expect(held).toHaveLength(2);
  expect($cartCounts.get().quote).toBeNull();
});

it('keeps the newest reply when an older one arrives after it', async () => {
  const { calls: held } = fakeFetch({ abort: 'ignore' });
  const gates = heldTasks();
  watchCartCount('cart');
  gates.shift()?.();
  await vi.waitFor(() => expect(held).toHaveLength(1));
  raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
  await vi.waitFor(() => expect(held).toHaveLength(2));
  held[1]?.text('2');
  await vi.waitFor(() => expect($cartCounts.get().cart).toBe(2));
  held[0]?.text('1');
  await Promise.resolve();
  await Promise.resolve();
  expect($cartCounts.get().cart).toBe(2);
  expect($statusQueue.get()).toEqual([]);
});

it('a reply that is not a count shows the request error and leaves the count as it was', async () => {
  vi.stubGlobal('fetch', (() => Promise.resolve(new Response('{"oops":true}', { status: 200 }))) as typeof fetch);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const gates = heldTasks();
  watchCartCount('cart', '/x');
  gates.shift()?.();
  await vi.waitFor(() => expect($statusQueue.get()[0]?.messages[0]?.Message).toBe('Error while contacting server'));
  expect($cartCounts.get().cart).toBeNull();
});

it('a watch that starts while its count is on its way, or once it is answered, asks nothing more', async () => {
  const { calls: held } = fakeFetch({ abort: 'ignore' });
  const gates = heldTasks();
  watchCartCount('cart');
  gates.shift()?.();
  await vi.waitFor(() => expect(held).toHaveLength(1));
  // React mounts each island in a task of its own: the cart summary starts watching after the header's reading left.
  watchCartCount('cart');
  gates.shift()?.();
  held[0]?.text('5');
  await vi.waitFor(() => expect($cartCounts.get().cart).toBe(5));
  watchCartCount('cart');
  gates.shift()?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(held).toHaveLength(1);
  // A watch configured with another URL asks that one; a change is read again whoever watches.
  watchCartCount('cart', underBase('cartCount', '/hdr'));
  gates.shift()?.();
  await vi.waitFor(() => expect(held).toHaveLength(2));
  expect(held[1]?.path).toBe(underBase('cartCount', '/hdr'));
  held[1]?.text('5');
  raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
  await vi.waitFor(() => expect(held).toHaveLength(3));
});

it('a count whose reading failed is asked again by the next watch', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const answers = ['{"oops":true}', '2'];
  const fetched = vi.fn(() => Promise.resolve(new Response(answers.shift(), { status: 200 })));
  vi.stubGlobal('fetch', fetched as unknown as typeof fetch);
  const gates = heldTasks();
  watchCartCount('cart');
  gates.shift()?.();
  await vi.waitFor(() => expect($statusQueue.get()).toHaveLength(1));
  watchCartCount('cart');
  gates.shift()?.();
  await vi.waitFor(() => expect($cartCounts.get().cart).toBe(2));
  expect(fetched).toHaveBeenCalledTimes(2);
});
