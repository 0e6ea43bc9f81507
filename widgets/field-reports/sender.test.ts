// Batches leave at most every 10 s while something is new, and at once when the page is hidden or left.
import type { FailureDetail } from '../../shared/report/failures.ts';
import { createFailureLog } from './failure-log.ts';
import { createReportSender } from './sender.ts';

const URL_ = 'https://shop.example/__sf/reports';
const detail = (change: Partial<FailureDetail> = {}): FailureDetail => ({
  kind: 'endpoint',
  widget: 'sf-listing',
  message: 'answered HTTP 500',
  release: '0.1.0 preact',
  status: 500,
  count: 1,
  ...change,
});

function setup(release: () => string | undefined = () => '0.1.0 preact') {
  const failures = createFailureLog();
  const sent: { url: string; body: Blob }[] = [];
  const sender = createReportSender({
    url: URL_,
    page: 'category',
    failures,
    release,
    beacon: (url, body) => sent.push({ url, body }) > 0,
  });
  const batches = () => Promise.all(sent.map(async ({ body }) => JSON.parse(await body.text())));
  return { failures, sender, sent, batches };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('sends what is new 10 s after it came, in one batch of JSON', async () => {
  const { failures, sender, sent, batches } = setup();
  failures.note(detail());
  sender.changed();
  vi.advanceTimersByTime(5_000);
  failures.note(detail({ widget: 'sf-header' }));
  sender.addVital({ name: 'LCP', value: 2100, rating: 'good' });
  vi.advanceTimersByTime(4_999);
  expect(sent).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(sent.map((s) => [s.url, s.body.type])).toEqual([[URL_, 'application/json']]);
  expect(await batches()).toEqual([
    {
      v: 1,
      release: '0.1.0 preact',
      page: 'category',
      failures: [
        { kind: 'endpoint', widget: 'sf-listing', status: 500, count: 1 },
        { kind: 'endpoint', widget: 'sf-header', status: 500, count: 1 },
      ],
      vitals: [{ name: 'LCP', value: 2100, rating: 'good' }],
    },
  ]);
});

it('sends at most every 10 s, repeats counted meanwhile included, and stops once nothing is new', async () => {
  const { failures, sender, sent, batches } = setup();
  const live = detail();
  failures.note(live);
  sender.changed();
  vi.advanceTimersByTime(10_000);
  // A repeat raises no event: the count grows on the same detail.
  live.count += 4;
  sender.changed();
  vi.advanceTimersByTime(9_999);
  expect(sent).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(sent).toHaveLength(2);
  live.count += 1;
  vi.advanceTimersByTime(10_000);
  vi.advanceTimersByTime(60_000);
  expect((await batches()).map((b) => b.failures[0].count)).toEqual([1, 4, 1]);
  expect(vi.getTimerCount()).toBe(0);
});

it('sends everything at once when flushed (the page hidden or left), then only what is new', async () => {
  const { failures, sender, sent, batches } = setup();
  failures.note(detail());
  sender.changed();
  sender.addVital({ name: 'CLS', value: 0.02, rating: 'good' });
  sender.flush();
  expect(sent).toHaveLength(1);
  sender.flush();
  vi.advanceTimersByTime(20_000);
  expect(sent).toHaveLength(1);
  sender.addVital({ name: 'CLS', value: 0.3, rating: 'poor' });
  sender.addVital({ name: 'CLS', value: 0.31, rating: 'poor' });
  sender.flush();
  expect((await batches()).map((b) => b.vitals)).toEqual([
    [{ name: 'CLS', value: 0.02, rating: 'good' }],
    [{ name: 'CLS', value: 0.31, rating: 'poor' }],
  ]);
});

it('holds INP until the page is hidden: every change web-vitals reports is kept, only the last one leaves, once', async () => {
  const { failures, sender, sent, batches } = setup();
  sender.addVital({ name: 'INP', value: 24, rating: 'good', widget: 'sf-header' });
  vi.advanceTimersByTime(20_000);
  expect(sent).toEqual([]);
  failures.note(detail());
  sender.changed();
  vi.advanceTimersByTime(10_000);
  // Chromium leaves a page with its pagehide before its visibilitychange, where web-vitals takes in the last
  // interaction: the pagehide's batch holds it back.
  failures.note(detail({ widget: 'sf-header' }));
  sender.flush();
  sender.addVital({ name: 'INP', value: 280, rating: 'needs-improvement', widget: 'sf-listing' });
  sender.hidden();
  sender.hidden();
  expect((await batches()).map((b) => [b.failures.length, b.vitals])).toEqual([
    [1, []],
    [1, []],
    [0, [{ name: 'INP', value: 280, rating: 'needs-improvement', widget: 'sf-listing' }]],
  ]);
});

it('sends nothing without a release of the wire, with one console note', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { failures, sender, sent } = setup(() => undefined);
  failures.note(detail({ release: 'unknown' }));
  sender.changed();
  sender.flush();
  sender.addVital({ name: 'LCP', value: 900, rating: 'good' });
  sender.flush();
  expect(sent).toEqual([]);
  expect(console.warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('release'));
});

it('takes the release of the failures before the loader’s', async () => {
  const { failures, sender, batches } = setup(() => '0.1.0 preact');
  failures.note(detail({ release: '0.0.9 react' }));
  sender.flush();
  expect((await batches())[0].release).toBe('0.0.9 react');
});

it('stops its timer when stopped', () => {
  const { failures, sender, sent } = setup();
  failures.note(detail());
  sender.changed();
  sender.stop();
  vi.advanceTimersByTime(10_000);
  expect(sent).toEqual([]);
  expect(vi.getTimerCount()).toBe(0);
});
