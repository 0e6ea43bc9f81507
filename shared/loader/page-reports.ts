// The loader's failures: each one sf:error and its console error, dropped when they belong to a page being left
// (docs/integrating.md §3).
import { type Failure, reportFailure } from '../report/failures.ts';

/**
 * How long an error waits, in Firefox and WebKit. They cut a page's requests as a navigation starts, before its
 * pagehide (WebKit with no event at all: no beforeunload on Back, no Navigation API): a chunk or check cut then fails
 * like a broken one (Firefox even checks the integrity of the empty body it got), and its error would land in the
 * console of a page nobody reads. The pagehide comes well within this wait. Chromium cuts them after its pagehide:
 * its errors need no wait.
 */
export const REPORT_WAIT_MS = 1500;

/** A failure the loader meets; `error`, what it caught, goes beside its message on the console. */
export type Report = (failure: Failure, ...error: unknown[]) => void;

/**
 * Raises the failure's sf:error (once per distinct failure: shared/report/failures.ts) and writes its console error as
 * the loader always has, `[storefront] ` and its message: what a reporter does by default, and this one once it keeps
 * a report.
 */
export const reportNow: Report = (failure, ...error) =>
  void reportFailure(failure, document, () => console.error(`[storefront] ${failure.message}`, ...error));

/**
 * `report(failure)` raises it (reportNow) unless the page is hidden, after `wait` (REPORT_WAIT_MS, but none in
 * Chromium) unless a pagehide came meanwhile (even if the page is shown again from the back/forward cache: the
 * failure was the leave's).
 */
export function reportUnlessLeft(
  target: Window = window,
  wait: number = navigator.vendor.startsWith('Google') ? 0 : REPORT_WAIT_MS,
): { report: Report; stop: () => void } {
  let hides = 0;
  let hidden = false;
  const hide = () => {
    hides++;
    hidden = true;
  };
  const show = () => {
    hidden = false;
  };
  target.addEventListener('pagehide', hide);
  target.addEventListener('pageshow', show);
  return {
    report: (...args) => {
      if (hidden) return;
      if (wait === 0) return reportNow(...args);
      const at = hides;
      setTimeout(() => {
        if (hides === at) reportNow(...args);
      }, wait);
    },
    stop: () => {
      target.removeEventListener('pagehide', hide);
      target.removeEventListener('pageshow', show);
    },
  };
}
