// The client timeout: none by default, as the legacy client (a late answer is not a failure); a page may set one for reads.
import { ENDPOINTS, type Endpoint } from '../legacy/endpoints.ts';
import { $statusQueue } from '../stores/status.ts';
import { request } from './client.ts';
import { configureHttp, resetHttpConfig, timeoutFor } from './config.ts';

/** A fetch that answers `{}` only after `ms` of (fake) time, and honours aborts as browsers do. */
function slowFetch(ms: number): void {
  vi.stubGlobal(
    'fetch',
    (input: Request) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(new Response('{}', { status: 200 })), ms);
        input.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(input.signal.reason ?? new DOMException('aborted', 'AbortError'));
        });
      }),
  );
}
const json = { expect: 'json' as const, parse: (d: unknown) => d };

afterEach(() => {
  vi.useRealTimers();
});

// Every call that changes data (the contract's timeout rule 'never', shared/legacy/endpoints.ts).
const DATA_CHANGES = Object.values(ENDPOINTS)
  .filter((e: Endpoint) => e.timeout === 'never')
  .map((e) => e.path);
const READS = Object.values(ENDPOINTS)
  .filter((e: Endpoint) => e.timeout === 'read')
  .map((e) => e.path);

it.each(DATA_CHANGES)('%s answered after 12 s is a success, with no error shown', async (url) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  slowFetch(12_000);
  const pending = request(url, {}, json);
  await vi.advanceTimersByTimeAsync(12_000);
  expect(await pending).toEqual({ ok: true, value: {} });
  expect($statusQueue.get()).toEqual([]);
});

it('a read waits as the legacy client did: answered after 60 s, it is a success with no error', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  slowFetch(60_000);
  const pending = request(ENDPOINTS.cartSummary.path, {}, json);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(await pending).toEqual({ ok: true, value: {} });
  expect($statusQueue.get()).toEqual([]);
});

it('a page that opts in (<html data-sf-read-timeout-ms>) gives reads up after it and shows the request error', async () => {
  document.documentElement.setAttribute('data-sf-read-timeout-ms', '10000');
  onTestFinished(() => document.documentElement.removeAttribute('data-sf-read-timeout-ms'));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  slowFetch(12_000);
  const pending = request(ENDPOINTS.cartSummary.path, {}, json);
  await vi.advanceTimersByTimeAsync(10_001);
  expect(await pending).toEqual({ ok: false, reason: 'failed' });
  expect($statusQueue.get()[0]?.messages[0]?.Message).toBe('Error while contacting server');
  // Calls that change data never time out, whatever the page says.
  expect(timeoutFor(ENDPOINTS.addProducts.path)).toBe(false);
});

it("a caller's own timeout wins over the contract's rule and the page's: false waits, a number gives up", async () => {
  configureHttp({ timeoutMs: 10_000 });
  onTestFinished(() => resetHttpConfig());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  slowFetch(12_000);
  const patient = request(ENDPOINTS.cartSummary.path, {}, { ...json, timeoutMs: false });
  const hasty = request(ENDPOINTS.addProducts.path, {}, { ...json, timeoutMs: 3_000 });
  await vi.advanceTimersByTimeAsync(12_000);
  expect(await patient).toEqual({ ok: true, value: {} });
  expect(await hasty).toEqual({ ok: false, reason: 'failed' });
});

it('reads the path the same way from an absolute URL or with a query', () => {
  configureHttp({ timeoutMs: 10_000 });
  onTestFinished(() => resetHttpConfig());
  expect(timeoutFor(`https://shop.example${ENDPOINTS.addProducts.path}?x=1`)).toBe(false);
  expect(timeoutFor(`${ENDPOINTS.sendMessageReply.path}/`)).toBe(false);
  expect(timeoutFor('/shoppingcart/addproductsfoo')).toBe(10_000);
});

it('takes only the scheme and host off an absolute URL, however many URLs its query or path holds', () => {
  configureHttp({ timeoutMs: 10_000 });
  onTestFinished(() => resetHttpConfig());
  expect(timeoutFor(`https://shop.example${ENDPOINTS.addProducts.path}?returnUrl=https://shop.example/cart`)).toBe(
    false,
  );
  expect(timeoutFor(`${ENDPOINTS.addProducts.path}/https://shop.example`)).toBe(10_000);
});

it.each(READS)('%s is a read: a page that opts in times it out', (url) => {
  configureHttp({ timeoutMs: 10_000 });
  onTestFinished(() => resetHttpConfig());
  expect(timeoutFor(url)).toBe(10_000);
});

it.each(DATA_CHANGES)('%s changes data: never timed out, whatever the page says', (url) => {
  configureHttp({ timeoutMs: 10_000 });
  onTestFinished(() => resetHttpConfig());
  expect(timeoutFor(url)).toBe(false);
  expect(timeoutFor(url.toUpperCase())).toBe(false);
});
