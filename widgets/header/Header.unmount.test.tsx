// Removing <sf-header> from the page aborts the requests it has in flight (counts, suggestions), through the same
// unmount path a page takes: the element leaves the DOM, React unmounts, the header's effect cleanup runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../demo-host/app.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { $cartCounts } from '../../shared/stores/cart.ts';
import { $statusQueue } from '../../shared/stores/status.ts';
import { createDemoFetch } from '../../test/support/demo-fetch.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { typeInto } from '../../tools/dev/typing.ts';
import { define } from './define.ts';

let app: FastifyInstance;
/** Requests the test holds back, with the signal the page sent them with. */
let held: { url: string; signal: AbortSignal | null }[];

const TAG = `<sf-header data-search-url="/search" data-minimum-keyword-size="3" data-show-quote-count="true">
  <form class="sf-header__search" action="/search"><input type="search" name="qs" value=""></form></sf-header>`;

beforeAll(async () => {
  define();
  app = await buildApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sf-header-unmount-')) });
});
afterAll(() => app.close());
beforeEach(() => {
  const demoFetch = createDemoFetch(app);
  held = [];
  vi.stubGlobal('fetch', ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (![ENDPOINTS.searchSuggestions.path, ENDPOINTS.cartCount.path].some((path) => url.includes(path))) {
      return demoFetch(input, init);
    }
    const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
    held.push({ url, signal });
    // Like the browser's fetch: never answered here, rejected with an AbortError when its signal aborts.
    return new Promise<Response>((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  }) as typeof fetch);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

const flush = async () => {
  for (let i = 0; i < 10; i++) await settle(() => new Promise((r) => setImmediate(r)));
};

it('aborts the cart and quote counts and the pending suggestion call when the header leaves the page', async () => {
  const host = await mountHtml(TAG);
  await flush();
  const input = host.querySelector<HTMLInputElement>('[role="combobox"]') as HTMLInputElement;
  await settle(() => typeInto(input, 'paper'));
  await settle(() => vi.advanceTimersByTime(600));
  await flush();
  const kinds = held.map((h) => (h.url.includes('getsearchsuggestions') ? 'suggestions' : 'count')).sort();
  expect(kinds).toEqual(['count', 'count', 'suggestions']);
  expect(held.every((h) => h.signal !== null && !h.signal.aborted)).toBe(true);

  await settle(async () => {
    host.remove();
    // r2wc unmounts the React tree a microtask after the element is disconnected.
    await Promise.resolve();
  });
  await flush();
  expect(held.map((h) => h.signal?.aborted)).toEqual([true, true, true]);
  // Aborted calls end silently: no error message, no count written.
  expect($statusQueue.get()).toEqual([]);
  expect($cartCounts.get()).toEqual({ cart: null, quote: null });
});
