// The loader's console errors, dropped when they belong to a page being left (docs/integrating.md §3).

/**
 * How long an error waits in WebKit. It cuts a page's requests as a navigation starts, with no event before the new
 * page commits (no beforeunload on Back, no Navigation API): a chunk or check cut then fails like a broken one, and
 * its error would land in the console of a page nobody reads. Its pagehide comes well within this wait. Chromium and
 * Firefox cut a page's requests after its pagehide: their errors need no wait.
 */
export const REPORT_WAIT_MS = 1500;

/**
 * `report(...)` writes to console.error unless the page is hidden, after `wait` (WebKit's: REPORT_WAIT_MS) unless a
 * pagehide came meanwhile (even if the page is shown again from the back/forward cache: the failure was the leave's).
 */
export function reportUnlessLeft(
  target: Window = window,
  wait: number = navigator.vendor.startsWith('Apple') ? REPORT_WAIT_MS : 0,
): { report: (...args: unknown[]) => void; stop: () => void } {
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
      if (wait === 0) return console.error(...args);
      const at = hides;
      setTimeout(() => {
        if (hides === at) console.error(...args);
      }, wait);
    },
    stop: () => {
      target.removeEventListener('pagehide', hide);
      target.removeEventListener('pageshow', show);
    },
  };
}
