// The client timeout: none by default, as the legacy client (a late answer is not a failure); a page may set one for reads.
import { ENDPOINTS, type Endpoint } from '../legacy/endpoints.ts';
import { $statusQueue } from '../stores/status.ts';
import { send } from './client.ts';
import { configureHttp, resetHttpConfig } from './config.ts';
import { type PlanInput, plan } from './plan.ts';

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

afterEach(() => {
  vi.useRealTimers();
});

const RECORDS = Object.entries(ENDPOINTS as Record<string, Endpoint>);
/** Every call that changes data (the record says so, shared/legacy/endpoints.ts), and every read. */
const DATA_CHANGES = RECORDS.filter(([, e]) => e.changesData);
const READS = RECORDS.filter(([, e]) => !e.changesData);

/** The record's call at its path (or any, for one without), its `{}` reply read as JSON: only the timing counts here. */
const call = (record: Endpoint, url = record.path ?? '/any/path') =>
  send({ ...plan(record, { url } as PlanInput<Endpoint>), reply: 'json' }, { parse: (d) => d, callResult: 'caller' });

it.each(DATA_CHANGES)('%s answered after 12 s is a success, with no error shown', async (_, record) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  slowFetch(12_000);
  const pending = call(record);
  await vi.advanceTimersByTimeAsync(12_000);
  expect(await pending).toEqual({ ok: true, value: {} });
  expect($statusQueue.get()).toEqual([]);
});

it('a read waits as the legacy client did: answered after 60 s, it is a success with no error', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  slowFetch(60_000);
  const pending = call(ENDPOINTS.cartSummary);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(await pending).toEqual({ ok: true, value: {} });
  expect($statusQueue.get()).toEqual([]);
});

it('a page that opts in (<html data-sf-read-timeout-ms>) gives reads up after it and shows the request error', async () => {
  document.documentElement.setAttribute('data-sf-read-timeout-ms', '10000');
  onTestFinished(() => document.documentElement.removeAttribute('data-sf-read-timeout-ms'));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  slowFetch(12_000);
  const read = call(ENDPOINTS.cartSummary);
  // Calls that change data never time out, whatever the page says.
  const add = call(ENDPOINTS.addProducts);
  await vi.advanceTimersByTimeAsync(10_001);
  expect(await read).toEqual({ ok: false, reason: 'failed' });
  expect($statusQueue.get()[0]?.messages[0]?.Message).toBe('Error while contacting server');
  await vi.advanceTimersByTimeAsync(2_000);
  expect(await add).toEqual({ ok: true, value: {} });
});

it('the rule is the record’s, wherever the call goes: an add at any URL waits, a read at an add’s path does not', async () => {
  configureHttp({ timeoutMs: 10_000 });
  onTestFinished(() => resetHttpConfig());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  slowFetch(12_000);
  // An ActionOnConfirm the server names, on any path (with a query that holds another URL).
  const confirmed = call(ENDPOINTS.confirmedAction, '/shoppingcart/anything?returnUrl=https://shop.example/cart');
  const read = call(ENDPOINTS.cartSummary, ENDPOINTS.addProducts.path);
  await vi.advanceTimersByTimeAsync(12_000);
  expect(await confirmed).toEqual({ ok: true, value: {} });
  expect(await read).toEqual({ ok: false, reason: 'failed' });
});

it.each(READS)('%s is a read: its plan takes the page’s read timeout', (_, record) => {
  expect(plan(record, { url: '/x' } as PlanInput<Endpoint>).changesData).toBe(false);
});

it.each(DATA_CHANGES)('%s changes data: its plan is never timed out', (_, record) => {
  expect(plan(record, { url: '/x' } as PlanInput<Endpoint>).changesData).toBe(true);
});
