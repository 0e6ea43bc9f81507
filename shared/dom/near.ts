// "Near the viewport": one meaning for the widgets that wake there (shared/loader/wake.ts) and the work that waits for it.

/** A little before an element scrolls in, not as it does: 300 px above and below the viewport. */
const NEAR_VIEWPORT_MARGIN = '300px 0px';

/**
 * Calls `run` once, when `element` first comes within NEAR_VIEWPORT_MARGIN of the viewport: at once where the browser
 * has no IntersectionObserver (rather than never). Returns the cancel.
 */
export function whenNearViewport(element: Element, run: () => void): () => void {
  const view = element.ownerDocument.defaultView;
  if (!view || typeof view.IntersectionObserver !== 'function') {
    run();
    return () => {};
  }
  const observer = new view.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
