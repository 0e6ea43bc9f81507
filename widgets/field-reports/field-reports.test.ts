// The reporter on a page: opted in by the meta, failures from sf:error (those raised before it too), vitals once the
// page is idle, batches by beacon. Every byte sent is read back.
import * as v from 'valibot';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { type FailureDetail, reportFailure } from '../../shared/report/failures.ts';
import { reportBatch } from '../../shared/report/wire.ts';
import { startFieldReports } from './field-reports.ts';
import type { VitalsLibrary } from './vitals.ts';

const LOADER_CLAIM = Symbol.for('storefront-islands.loader');
const scope = { [LOADER_CLAIM]: { version: '0.1.0', flavour: 'preact', url: '/dist/preact/storefront.js' } };
const CHUNKS = `${location.origin}/dist/preact/chunks/`;

interface Sent {
  url: string;
  body: Blob;
}

function page(meta: string | null) {
  document.head.innerHTML = meta ?? '';
  const sent: Sent[] = [];
  let becomeIdle: () => void = () => {};
  const idle = new Promise<void>((resolve) => {
    becomeIdle = resolve;
  });
  const inp: ((metric: unknown) => void)[] = [];
  const library: VitalsLibrary = {
    onLCP: () => {},
    onCLS: () => {},
    onINP: (report) => void inp.push(report as (metric: unknown) => void),
  };
  const loadVitals = vi.fn(() => Promise.resolve(library));
  const draw = vi.fn(() => 0.5);
  const start = (earlier: FailureDetail[] = []) =>
    startFieldReports({
      draw,
      earlier: () => earlier,
      idle: () => idle,
      loadVitals,
      beacon: (url, body) => sent.push({ url, body }) > 0,
      scope,
    });
  const bodies = () => Promise.all(sent.map(({ body }) => body.text()));
  return { sent, bodies, start, loadVitals, draw, inp, becomeIdle };
}

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
};
const leave = () => window.dispatchEvent(new Event('pagehide'));
const raise = (detail: FailureDetail) => document.dispatchEvent(new CustomEvent('sf:error', { detail }));
const failure = (change: Partial<FailureDetail> = {}): FailureDetail => ({
  kind: 'load',
  widget: 'sf-listing',
  message: 'chunks/listing.js failed',
  release: '0.1.0 preact',
  path: '/dist/preact/chunks/listing-L6AV3DDT.js',
  count: 1,
  ...change,
});

let stop: (() => void) | undefined;
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

it('does nothing on a page without the meta: no listener, no vitals, nothing sent', async () => {
  const p = page(null);
  stop = p.start([failure()]);
  raise(failure({ widget: 'sf-header' }));
  p.becomeIdle();
  leave();
  await Promise.resolve();
  expect(p.sent).toEqual([]);
  expect(p.loadVitals).not.toHaveBeenCalled();
});

it('does nothing when the path is refused, after one console message', async () => {
  const p = page('<meta name="sf-report" content="https://evil.example/collect">');
  stop = p.start([failure()]);
  p.becomeIdle();
  leave();
  await Promise.resolve();
  expect(p.sent).toEqual([]);
  expect(p.loadVitals).not.toHaveBeenCalled();
  expect(console.warn).toHaveBeenCalledTimes(1);
});

it('does nothing on a page view drawn out, drawing once', async () => {
  const p = page('<meta name="sf-report" content="/__sf/reports" data-sample="0.1">');
  stop = p.start([failure()]);
  raise(failure({ widget: 'sf-header' }));
  p.becomeIdle();
  leave();
  await Promise.resolve();
  expect(p.sent).toEqual([]);
  expect(p.loadVitals).not.toHaveBeenCalled();
  expect(p.draw).toHaveBeenCalledTimes(1);
});

it('sends the failures raised before and after it started when the page is hidden, then when it is left', async () => {
  const p = page('<meta name="sf-report" content="/__sf/reports" data-page-type="category">');
  const earlier = failure();
  stop = p.start([earlier]);
  raise(failure({ kind: 'endpoint', widget: 'sf-header', status: 502, path: ENDPOINTS.submenu.path }));
  hide();
  earlier.count += 2;
  leave();
  expect(p.sent.map((s) => s.url)).toEqual([`${location.origin}/__sf/reports`, `${location.origin}/__sf/reports`]);
  expect((await p.bodies()).map((body) => JSON.parse(body))).toEqual([
    {
      v: 1,
      release: '0.1.0 preact',
      page: 'category',
      failures: [
        { kind: 'load', widget: 'sf-listing', path: '/dist/preact/chunks/listing-L6AV3DDT.js', count: 1 },
        { kind: 'endpoint', widget: 'sf-header', status: 502, path: ENDPOINTS.submenu.path, count: 1 },
      ],
      vitals: [],
    },
    {
      v: 1,
      release: '0.1.0 preact',
      page: 'category',
      failures: [{ kind: 'load', widget: 'sf-listing', path: '/dist/preact/chunks/listing-L6AV3DDT.js', count: 2 }],
      vitals: [],
    },
  ]);
});

it('sends a new failure within 10 s while the page stays open', () => {
  vi.useFakeTimers();
  const p = page('<meta name="sf-report" content="/__sf/reports">');
  stop = p.start();
  raise(failure());
  vi.advanceTimersByTime(9_999);
  expect(p.sent).toHaveLength(0);
  vi.advanceTimersByTime(1);
  expect(p.sent).toHaveLength(1);
});

it('loads the vitals library only once the page is idle, and sends INP with its widgets', async () => {
  const p = page('<meta name="sf-report" content="/__sf/reports">');
  stop = p.start();
  await Promise.resolve();
  expect(p.loadVitals).not.toHaveBeenCalled();
  p.becomeIdle();
  await vi.waitFor(() => expect(p.inp).toHaveLength(1));
  p.inp[0]?.({
    name: 'INP',
    value: 420,
    rating: 'poor',
    attribution: {
      interactionTarget: 'sf-listing',
      longAnimationFrameEntries: [{ scripts: [{ sourceURL: `${CHUNKS}listing-L6AV3DDT.js`, duration: 300 }] }],
    },
  });
  hide();
  expect(JSON.parse((await p.bodies())[0] ?? '')).toMatchObject({
    vitals: [{ name: 'INP', value: 420, rating: 'poor', widget: 'sf-listing', script: 'listing' }],
  });
});

it('sends in the hidden page’s batch the vitals web-vitals settles on that same change', async () => {
  const p = page('<meta name="sf-report" content="/__sf/reports">');
  const watched = vi.fn();
  const library: VitalsLibrary = {
    onLCP: () => {},
    onINP: () => {},
    // As web-vitals does: CLS is settled in its own listener, on the window's capture phase, added after ours.
    onCLS: (report) => {
      watched();
      window.addEventListener(
        'visibilitychange',
        () => document.visibilityState === 'hidden' && report({ name: 'CLS', value: 0.25, rating: 'poor' }),
        true,
      );
    },
  };
  p.loadVitals.mockResolvedValue(library);
  stop = p.start();
  p.becomeIdle();
  await vi.waitFor(() => expect(watched).toHaveBeenCalled());
  hide();
  expect(p.sent).toHaveLength(1);
  expect(JSON.parse((await p.bodies())[0] ?? '')).toMatchObject({ vitals: [{ name: 'CLS', value: 0.25 }] });
});

it('stops listening when stopped', async () => {
  const p = page('<meta name="sf-report" content="/__sf/reports">');
  p.start()();
  raise(failure());
  leave();
  hide();
  expect(p.sent).toEqual([]);
});

it('sends nothing that identifies the shopper: every byte of every batch is the wire’s, none of the page’s data', async () => {
  const email = 'jane.doe@example.com';
  const postal = 'H2X 1Y4';
  // biome-ignore lint/suspicious/noDocumentCookie: the page's cookie, which the report must not carry.
  document.cookie = 'session=s3cr3t-cookie; path=/';
  const p = page('<meta name="sf-report" content="/__sf/reports" data-page-type="checkout">');
  document.body.innerHTML = `<form><input name="email" value="${email}"><input name="zip" value="${postal}"></form>`;
  const root = document;
  const before = reportFailure(
    {
      kind: 'reply',
      widget: 'sf-cart-page',
      message: `no delivery to ${postal} for ${email}`,
      path: `/cart?e=${email}`,
    },
    root,
  );
  stop = p.start([before]);
  reportFailure({ kind: 'config', widget: 'page', message: `Jane Doe <${email}>`, status: 400 }, root);
  reportFailure({ kind: 'endpoint', widget: 'Jane Doe', message: 'free text', status: 500 }, root);
  p.becomeIdle();
  await vi.waitFor(() => expect(p.inp).toHaveLength(1));
  p.inp[0]?.({
    name: 'INP',
    value: 180,
    rating: 'needs-improvement',
    attribution: { interactionTarget: `input[value="${email}"]`, longAnimationFrameEntries: [] },
  });
  hide();
  const bodies = await p.bodies();
  expect(p.sent.map((s) => [s.url, s.body.type])).toEqual([[`${location.origin}/__sf/reports`, 'application/json']]);
  const [body] = bodies;
  expect(v.is(reportBatch, JSON.parse(body ?? ''))).toBe(true);
  // Every byte: the whole body is exactly this text.
  expect(body).toBe(
    JSON.stringify({
      v: 1,
      release: '0.1.0 preact',
      page: 'checkout',
      failures: [
        { kind: 'reply', widget: 'sf-cart-page', path: '/cart', count: 1 },
        { kind: 'config', widget: 'page', status: 400, count: 1 },
      ],
      vitals: [{ name: 'INP', value: 180, rating: 'needs-improvement', widget: 'page' }],
    }),
  );
  for (const secret of [email, 'jane', postal, 'H2X', 's3cr3t', 'session', 'Jane Doe', 'free text', '?'])
    expect(body).not.toContain(secret);
  // biome-ignore lint/suspicious/noDocumentCookie: the page's cookie, gone again.
  document.cookie = 'session=; path=/; max-age=0';
});
