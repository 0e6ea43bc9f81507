// Cart badges: the newest count reply wins even when an older one lands last; bad replies reach the status bar.

import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { $cartCounts } from '../../../shared/stores/cart.ts';
import { $statusQueue } from '../../../shared/stores/status.ts';
import { createCartCounts } from './cart-count.ts';

function heldFetch() {
  const held: { body: string; release: () => void }[] = [];
  vi.stubGlobal(
    'fetch',
    ((input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        const body = String(init?.body ?? '');
        // Each reply echoes the order it was asked in, so we can tell old from new.
        const answer = String(held.length + 1);
        void input;
        held.push({ body, release: () => resolve(new Response(answer, { status: 200 })) });
      })) as typeof fetch,
  );
  return held;
}
const flush = () => new Promise((r) => setTimeout(r, 20));

it('keeps the newest reply when an older one arrives after it', async () => {
  const held = heldFetch();
  const counts = createCartCounts({ url: () => ENDPOINTS.cartCount.path, targets: () => ['cart'] });
  const first = counts.refreshCartCount('cart');
  await flush();
  const second = counts.refreshCartCount('cart');
  await flush();
  expect(held).toHaveLength(2);
  held[1]?.release();
  await second;
  held[0]?.release();
  await first;
  expect($cartCounts.get().cart).toBe(2);
  expect($statusQueue.get()).toEqual([]);
});

it('a reply that is not a count shows the request error and leaves the badge as it was', async () => {
  vi.stubGlobal('fetch', (() => Promise.resolve(new Response('{"oops":true}', { status: 200 }))) as typeof fetch);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const counts = createCartCounts({ url: () => '/x', targets: () => ['cart'] });
  await counts.refreshCartCount('cart');
  expect($cartCounts.get().cart).toBeNull();
  expect($statusQueue.get()[0]?.messages[0]?.Message).toBe('Error while contacting server');
});

it('asks for the counts in a task after the mount (its request setup is not added to the islands’ mount task)', async () => {
  const held = heldFetch();
  const gates: (() => void)[] = [];
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => gates.push(resolve)) });
  const counts = createCartCounts({
    url: () => ENDPOINTS.cartCount.path,
    targets: () => ['cart', 'quote'],
  });
  counts.startCartCounts();
  await Promise.resolve();
  expect(held).toHaveLength(0);
  gates.shift()?.();
  await vi.waitFor(() => expect(held).toHaveLength(2));
  // Stopped before its turn: nothing is asked.
  const stop = counts.startCartCounts();
  stop();
  gates.shift()?.();
  await flush();
  expect(held).toHaveLength(2);
});

it('the cart count call sends no field (the spec names none); only the opted-in quote badge sends isForQuote=true', async () => {
  const counts = createCartCounts({
    url: () => ENDPOINTS.cartCount.path,
    targets: () => ['cart', 'quote'],
  });
  const bodies: Promise<string>[] = [];
  vi.stubGlobal('fetch', ((input: Request) => {
    bodies.push(input.text());
    return Promise.resolve(new Response('1', { status: 200 }));
  }) as typeof fetch);
  await counts.refreshCartCount('cart');
  await counts.refreshCartCount('quote');
  expect(await Promise.all(bodies)).toEqual(['', 'isForQuote=true']);
});
