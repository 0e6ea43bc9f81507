// The loader's errors are dropped when they belong to a page being left (WebKit cuts a page's requests before any event).
import { REPORT_WAIT_MS, reportUnlessLeft } from './page-reports.ts';

describe('reportUnlessLeft', () => {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    stop();
    window.dispatchEvent(new Event('pageshow'));
    vi.useRealTimers();
  });
  const start = (wait: number) => {
    const reporter = reportUnlessLeft(window, wait);
    stop = reporter.stop;
    return reporter.report;
  };

  it('with a wait (WebKit), reports on the console once the page has stayed that long, not before', () => {
    const report = start(REPORT_WAIT_MS);
    const error = new TypeError('Importing a module script failed.');
    report('[storefront] could not load sf-alpha:', error);
    vi.advanceTimersByTime(REPORT_WAIT_MS - 1);
    expect(console.error).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(console.error).toHaveBeenCalledExactlyOnceWith('[storefront] could not load sf-alpha:', error);
  });

  it('with a wait, drops a report when the page is hidden before it is due, even if shown again (back/forward cache)', () => {
    const report = start(REPORT_WAIT_MS);
    report('cut short');
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    vi.advanceTimersByTime(REPORT_WAIT_MS);
    expect(console.error).not.toHaveBeenCalled();
    report('after the return');
    vi.advanceTimersByTime(REPORT_WAIT_MS);
    expect(console.error).toHaveBeenCalledExactlyOnceWith('after the return');
  });

  it('without a wait (Chromium, Firefox: requests cut after pagehide), reports at once unless the page is hidden', () => {
    const report = start(0);
    report('now');
    expect(console.error).toHaveBeenCalledExactlyOnceWith('now');
    window.dispatchEvent(new Event('pagehide'));
    report('while hidden');
    window.dispatchEvent(new Event('pageshow'));
    report('shown again');
    expect(vi.mocked(console.error).mock.calls).toEqual([['now'], ['shown again']]);
  });

  it('counts no pagehide once stopped', () => {
    const { report, stop: halt } = reportUnlessLeft(window, REPORT_WAIT_MS);
    halt();
    report('still here');
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(REPORT_WAIT_MS);
    expect(console.error).toHaveBeenCalledExactlyOnceWith('still here');
  });
});
