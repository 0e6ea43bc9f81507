// A call's failure is one sf:error on document, named by the widget that bound the call (its repeats counted on it),
// beside the status bar's request error, which is unchanged.
import * as v from 'valibot';
import { fakeFetch, turns } from '../../test/support/fake-fetch.ts';
import { recordNavigation } from '../../test/support/navigation.ts';
import { ENDPOINTS } from '../legacy/endpoints.ts';
import { FAILURE_EVENT, type FailureDetail } from '../report/failures.ts';
import { $statusQueue } from '../stores/status.ts';
import { asHtml, parseCallResult, parserFor } from './client.ts';
import { setNavigator } from './navigation.ts';
import { endpointCall } from './plan.ts';

const raised: FailureDetail[] = [];
const hear = (event: Event) => void raised.push((event as CustomEvent<FailureDetail>).detail);
const shownErrors = () => $statusQueue.get().flatMap((b) => b.messages).length;

beforeEach(() => {
  raised.length = 0;
  document.addEventListener(FAILURE_EVENT, hear);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setNavigator(recordNavigation().navigator);
});
afterEach(() => {
  document.removeEventListener(FAILURE_EVENT, hear);
  vi.useRealTimers();
});

// The failures already raised on this document are remembered for the page's life: each test names its own widget.
const fees = (widget: string) => endpointCall(ENDPOINTS.productEhf, asHtml, { widget });

it('a 500 is one endpoint event with the status and the path, its query left out', async () => {
  const server = fakeFetch({ abort: 'honour' });
  const pending = fees('sf-t500')({ url: `${ENDPOINTS.productEhf.path}?productId=7` });
  (await server.next()).text('oops', 500);
  expect(await pending).toEqual({ ok: false, reason: 'failed' });
  expect(raised).toEqual([
    expect.objectContaining({
      kind: 'endpoint',
      widget: 'sf-t500',
      status: 500,
      path: ENDPOINTS.productEhf.path,
      count: 1,
    }),
  ]);
  expect(raised[0]?.message).not.toContain('productId');
  expect(shownErrors()).toBeGreaterThan(0);
});

it('a bare 401 (no login asked) is an endpoint failure too', async () => {
  const server = fakeFetch({ abort: 'honour' });
  const pending = fees('sf-t401')({ url: '/x/401' });
  (await server.next()).text('', 401);
  await pending;
  expect(raised).toEqual([expect.objectContaining({ kind: 'endpoint', status: 401, path: '/x/401' })]);
});

it('a timed-out read is an endpoint failure with status 0', async () => {
  document.documentElement.setAttribute('data-sf-read-timeout-ms', '1000');
  onTestFinished(() => document.documentElement.removeAttribute('data-sf-read-timeout-ms'));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fakeFetch({ abort: 'honour' });
  const pending = fees('sf-timeout')({ url: '/x/slow' });
  await vi.advanceTimersByTimeAsync(1_000);
  expect(await pending).toEqual({ ok: false, reason: 'failed' });
  expect(raised).toEqual([
    expect.objectContaining({ kind: 'endpoint', widget: 'sf-timeout', status: 0, path: '/x/slow' }),
  ]);
});

it('a network failure is an endpoint failure with status 0', async () => {
  const server = fakeFetch({ abort: 'honour' });
  const pending = fees('sf-network')({ url: '/x/down' });
  (await server.next()).drop();
  expect(await pending).toEqual({ ok: false, reason: 'failed' });
  expect(raised).toEqual([expect.objectContaining({ kind: 'endpoint', status: 0, path: '/x/down' })]);
});

it.each([
  ['a reply of the wrong shape', (call: { json: (d: unknown) => void }) => call.json({ count: 'many' })],
  ['a reply that is not JSON', (call: { text: (t: string) => void }) => call.text('<html>sign in</html>')],
])('%s is one reply event with the path', async (_, answer) => {
  const server = fakeFetch({ abort: 'honour' });
  const widget = `sf-reply-${raised.length}-${Math.random().toString(36).slice(2, 6)}`;
  const read = endpointCall(ENDPOINTS.cartCount, parserFor(v.object({ n: v.number() }), 'count'), { widget });
  const pending = read({ url: '/x/count?t=1' });
  answer((await server.next()) as never);
  expect(await pending).toEqual({ ok: false, reason: 'failed' });
  expect(raised).toEqual([expect.objectContaining({ kind: 'reply', widget, path: '/x/count' })]);
  expect(raised[0]).not.toHaveProperty('status');
});

it('an HTML call answered with another content type is a reply failure', async () => {
  const server = fakeFetch({ abort: 'honour' });
  const pending = fees('sf-not-html')({ url: '/x/html' });
  (await server.next()).json({ Result: 2 });
  await pending;
  expect(raised).toEqual([expect.objectContaining({ kind: 'reply', widget: 'sf-not-html', path: '/x/html' })]);
});

it('three identical failures are one event, counted 3', async () => {
  const server = fakeFetch({ abort: 'honour' });
  const call = fees('sf-thrice');
  for (let i = 0; i < 3; i++) {
    const pending = call({ url: `/x/again?page=${i}` });
    (await server.next()).text('down', 503);
    await pending;
  }
  expect(raised).toHaveLength(1);
  expect(raised[0]).toMatchObject({ kind: 'endpoint', status: 503, path: '/x/again', count: 3 });
});

it('the same failure met by two widgets is two events', async () => {
  const server = fakeFetch({ abort: 'honour' });
  for (const widget of ['sf-one', 'sf-two']) {
    const pending = fees(widget)({ url: '/x/shared' });
    (await server.next()).text('down', 500);
    await pending;
  }
  expect(raised.map((d) => d.widget)).toEqual(['sf-one', 'sf-two']);
});

it('an aborted call raises nothing', async () => {
  fakeFetch({ abort: 'honour' });
  const controller = new AbortController();
  const pending = fees('sf-aborted')({ url: '/x/aborted', signal: controller.signal });
  await turns();
  controller.abort();
  expect(await pending).toEqual({ ok: false, reason: 'aborted' });
  expect(raised).toEqual([]);
});

it('a login 401 raises nothing: the shopper is sent to log in', async () => {
  const server = fakeFetch({ abort: 'honour' });
  const logout = endpointCall(ENDPOINTS.logout, parseCallResult, { widget: 'sf-login' });
  const pending = logout({});
  (await server.next()).json({ Result: 3, RedirectUrl: '/login' }, 401);
  expect(await pending).toEqual({ ok: false, reason: 'redirected' });
  expect(raised).toEqual([]);
});

it('a call cut short by the page being left raises nothing', async () => {
  const server = fakeFetch({ abort: 'honour' });
  const pending = fees('sf-leaving')({ url: '/x/leaving' });
  const call = await server.next();
  window.dispatchEvent(new Event('pagehide'));
  onTestFinished(() => void window.dispatchEvent(new Event('pageshow')));
  call.drop();
  expect(await pending).toEqual({ ok: false, reason: 'aborted' });
  expect(raised).toEqual([]);
});
