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

/** How long the page must rest (no scroll, no pointer or key input) before the scroll height is written. */
const QUIET_MS = 200;
/** Input that means the shopper is acting: the write waits for them to rest. */
const ACTING = ['pointermove', 'pointerdown', 'keydown'] as const;

/** A click that follows a link, or a form sent: the page is being left, so a pending write cannot wait. */
const leaving = (event: Event): boolean =>
  event.type === 'submit' || (event.target instanceof Element && event.target.closest('a[href]') !== null);

/**
 * Records the scroll height (where the results then started, the product on top) in the current entry once the
 * shopper has rested 200 ms; `scrolled` hears the height first. The write replaces the history entry, with which the
 * browser saves the state of every form control of the listing (a long task on a long listing): while the shopper
 * points or types it waits, so a click just after a scroll is not kept waiting behind it; a link followed or a form
 * sent meanwhile takes it along at once. Returns the cleanup.
 */
export function watchScroll(
  widgetKey: string,
  area: () => Element | null,
  scrolled: (scrollHeight: number, top: number | undefined, anchor: ScrollAnchor | null) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    const scrollHeight = Math.round(window.scrollY);
    const results = area();
    const top = results ? resultsTop(results) : undefined;
    const anchor = results ? itemAtTop(results) : null;
    scrolled(scrollHeight, top, anchor);
    if (top !== undefined) recordScroll(widgetKey, scrollHeight, top, anchor);
  };
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(write, QUIET_MS);
  };
  const onActing = () => {
    if (timer !== undefined) wait();
  };
  const onLeaving = (event: Event) => {
    if (timer !== undefined && leaving(event)) write();
  };
  const passive = { capture: true, passive: true } as const;
  window.addEventListener('scroll', wait, { passive: true });
  for (const type of ACTING) window.addEventListener(type, onActing, passive);
  window.addEventListener('click', onLeaving, passive);
  window.addEventListener('submit', onLeaving, passive);
  return () => {
    clearTimeout(timer);
    timer = undefined;
    window.removeEventListener('scroll', wait);
    for (const type of ACTING) window.removeEventListener(type, onActing, passive);
    window.removeEventListener('click', onLeaving, passive);
    window.removeEventListener('submit', onLeaving, passive);
  };
}
