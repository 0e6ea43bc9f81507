// What sf-listing listens to on the window: Back/Forward (popstate, back/forward cache) and the shopper's scrolling, kept in its entry.

import { itemAtTop } from '../results/results-html.ts';
import { type HistoryEntry, readEntry, recordScroll, type ScrollAnchor } from './history-entry.ts';

/**
 * Top of the results in page coordinates, not rounded: islands above may grow by fractions of a pixel between the
 * recording and Back, and rounding both ends put the restored product 1 px off.
 */
export const resultsTop = (area: Element): number => area.getBoundingClientRect().top + window.scrollY;

/** Back/Forward onto one of this widget's entries restores it; returns the cleanup. */
export function watchBack(widgetKey: string, restore: (entry: HistoryEntry) => void): () => void {
  const onPop = (event: PopStateEvent) => {
    const entry = readEntry(event.state, widgetKey);
    if (entry) restore(entry);
  };
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}

/**
 * A return from the back/forward cache: the page is as it was left, but with `scrollRestoration` 'manual' WebKit
 * shows it at the top (and keeps even `no-store` pages there). `restoreScroll` hears the entry when the page is not
 * where the entry says, before the scroll event of that jump is recorded over it. Returns the cleanup.
 */
export function watchReturn(widgetKey: string, restoreScroll: (entry: HistoryEntry) => void): () => void {
  const onShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    const entry = readEntry(window.history.state, widgetKey);
    if (entry && entry.scrollHeight >= 0 && Math.round(window.scrollY) !== entry.scrollHeight) restoreScroll(entry);
  };
  window.addEventListener('pageshow', onShow);
  return () => window.removeEventListener('pageshow', onShow);
}

/**
 * Records the scroll height (where the results then started, the product on top) in the current entry, 200 ms after the shopper
 * stops scrolling; `scrolled` hears the height first. Returns the cleanup.
 */
export function watchScroll(
  widgetKey: string,
  area: () => Element | null,
  scrolled: (scrollHeight: number, top: number | undefined, anchor: ScrollAnchor | null) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const scrollHeight = Math.round(window.scrollY);
      const results = area();
      const top = results ? resultsTop(results) : undefined;
      const anchor = results ? itemAtTop(results) : null;
      scrolled(scrollHeight, top, anchor);
      if (top !== undefined) recordScroll(widgetKey, scrollHeight, top, anchor);
    }, 200);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
  };
}
