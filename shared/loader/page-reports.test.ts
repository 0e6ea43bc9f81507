// The loader's failures are each one sf:error and one console error, dropped when they belong to a page being left
// (WebKit cuts a page's requests before any event).
import { FAILURE_EVENT, type FailureDetail } from '../report/failures.ts';
import { REPORT_WAIT_MS, reportUnlessLeft } from './page-reports.ts';

/** A failure of its own per test: the page raises each distinct failure once. */
const failure = (message: string) => ({ kind: 'load', widget: 'sf-alpha', message }) as const;

describe('reportUnlessLeft', () => {
  let stop = () => {};
  let events: FailureDetail[] = [];
  const listen = (event: Event) => void events.push((event as CustomEvent<FailureDetail>).detail);
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    events = [];
    document.addEventListener(FAILURE_EVENT, listen);
  });
  afterEach(() => {
    stop();
    document.removeEventListener(FAILURE_EVENT, listen);
    window.dispatchEvent(new Event('pageshow'));
    vi.useRealTimers();
  });
  const start = (wait: number) => {
    const reporter = reportUnlessLeft(window, wait);
    stop = reporter.stop;
    return reporter.report;
  };
  const messages = () => events.map((e) => e.message);

  it('with a wait (WebKit), raises one sf:error and its console error once the page has stayed that long, not before', () => {
    const report = start(REPORT_WAIT_MS);
    const error = new TypeError('Importing a module script failed.');
    report(failure('could not load sf-alpha (webkit)'), error);
    vi.advanceTimersByTime(REPORT_WAIT_MS - 1);
    expect(console.error).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(console.error).toHaveBeenCalledExactlyOnceWith('[storefront] could not load sf-alpha (webkit)', error);
    expect(events).toEqual([expect.objectContaining({ kind: 'load', widget: 'sf-alpha', count: 1 })]);
  });

  it('with a wait, drops a failure when the page is hidden before it is due, even if shown again (back/forward cache)', () => {
    const report = start(REPORT_WAIT_MS);
    report(failure('cut short'));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    vi.advanceTimersByTime(REPORT_WAIT_MS);
    expect(console.error).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    report(failure('after the return'));
    vi.advanceTimersByTime(REPORT_WAIT_MS);
    expect(console.error).toHaveBeenCalledExactlyOnceWith('[storefront] after the return');
    expect(messages()).toEqual(['after the return']);
  });

  it('without a wait (Chromium, Firefox: requests cut after pagehide), raises at once unless the page is hidden', () => {
    const report = start(0);
    report(failure('now'));
    expect(console.error).toHaveBeenCalledExactlyOnceWith('[storefront] now');
    window.dispatchEvent(new Event('pagehide'));
    report(failure('while hidden'));
    window.dispatchEvent(new Event('pageshow'));
    report(failure('shown again'));
    expect(messages()).toEqual(['now', 'shown again']);
  });

  it('raises a repeated failure once, counting it', () => {
    const report = start(0);
    report(failure('twice'));
    report(failure('twice'));
    expect(console.error).toHaveBeenCalledOnce();
    expect(events).toEqual([expect.objectContaining({ message: 'twice', count: 2 })]);
  });

  it('counts no pagehide once stopped', () => {
    const { report, stop: halt } = reportUnlessLeft(window, REPORT_WAIT_MS);
    halt();
    report(failure('still here'));
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(REPORT_WAIT_MS);
    expect(messages()).toEqual(['still here']);
  });
});
