// Back/Forward onto a listing entry: its pages shown again one reply per frame (shown, cached or fetched), then the scroll.
import { parseFragmentInSlices } from '../../../shared/dom/html.ts';
import { afterNextPaint } from '../../../shared/dom/tasks.ts';
import { fetchProducts, loadResults } from '../results/fetch-results.ts';
import { appendResults, itemAt, type ResultsSummary, replaceResults, replyPages } from '../results/results-html.ts';
import { recountShown } from '../results/shown-results.ts';
import * as listingState from '../state.ts';
import { keepReply, type ListingParts, settle } from '../store-parts.ts';
import { rememberState } from './entry-recorder.ts';
import { type HistoryEntry, listKey, readEntry, type ScrollAnchor, signature, toEntry } from './history-entry.ts';
import { type CachedPages, cachedListing } from './results-cache.ts';
import { whenTallEnough } from './scroll-anchor.ts';
import { restoreScrollLater, scrollTarget } from './scroll-restore.ts';

/**
 * Pages asked at once when Back has to ask the server again: each reply is parsed in its own task, so a few pages
 * keep that task short (the server also caps a range, at 21 pages on demo-host).
 */
const RESTORE_FETCH_PAGES = 2;

/** One restore in progress: the entry it shows, where it reads its pages, and how far it got. */
interface Restore {
  parts: ListingParts;
  entry: HistoryEntry;
  state: listingState.ListingState;
  key: string;
  cache: ReturnType<typeof cachedListing>;
  /** False once a newer load or restore took over, or the area is gone. */
  current: () => boolean;
  summary: ResultsSummary;
  /** The last page the area holds of this listing. */
  last: number;
  /** False once a request failed: the entry is shown up to `last` only. */
  complete: boolean;
}

/**
 * Back/Forward (or a fresh load of a page with history): pages 1..pageTo of the entry, one reply per task so no
 * task grows with the list. Pages already shown are kept (the server's first page, when it is the same listing),
 * the others come from the session cache, or from the server, a few pages per request, where the cache has none.
 * The scroll position is restored once the page is tall enough for it.
 */
export async function restoreEntry(parts: ListingParts, entry: HistoryEntry): Promise<void> {
  const { shown, requests, $busy, $requested } = parts;
  if (!shown.area) return;
  const mine = ++parts.generation;
  const current = () => mine === parts.generation && shown.area !== null;
  requests.abort();
  const state: listingState.ListingState = { ...parts.$state.get(), ...entry };
  const key = listKey(entry);
  const cache = cachedListing(parts.widgetKey, key);
  const kept = shown.listing?.key === key && shown.listing.to <= entry.pageTo ? shown.listing.to : 0;
  $busy.set('restore');
  $requested.set(state);
  const run: Restore = {
    parts,
    entry,
    state,
    key,
    cache,
    current,
    summary: parts.$summary.get(),
    last: kept,
    complete: true,
  };
  const { scrollOnce, stopWatching } = watchScroll(shown.area, run);
  try {
    await restorePages(run, kept + 1);
  } finally {
    stopWatching();
  }
  if (!current()) return;
  $busy.set(null);
  if (run.last === 0) {
    // Nothing could be shown: the page keeps what it had, the controls go back to it.
    $requested.set(parts.$state.get());
    return;
  }
  const { summary } = run;
  const restored = listingState.afterLoad(
    state,
    run.complete ? entry.pageTo : run.last,
    Number.isNaN(summary.lastPageNumber) ? entry.pageTo : summary.lastPageNumber,
  );
  settle(parts, restored, summary, { kind: 'loaded', total: summary.total, shown: shown.count, added: 0 });
  scrollOnce();
}

/** The entry's scroll, restored once: as soon as the page is tall enough for it, or when the restore ends. */
function watchScroll(area: HTMLElement, run: Restore): { scrollOnce: () => void; stopWatching: () => void } {
  const { parts, entry } = run;
  const { shown } = parts;
  let scrolled = false;
  const scrollOnce = () => {
    if (scrolled || !run.current()) return;
    scrolled = true;
    restoreScrollLater(parts.scroll, shown, entry);
  };
  // Heard after the browser's own layout of a slice, never by forcing one (a layout of the whole list each time):
  // the entry's product is shown and the page is tall enough to scroll to it.
  const isShown = (anchor: ScrollAnchor) => shown.area !== null && itemAt(shown.area, anchor.index) !== null;
  const stopWatching = whenTallEnough(
    area,
    () => (entry.anchor && !isShown(entry.anchor) ? Number.POSITIVE_INFINITY : scrollTarget(shown, entry).y),
    scrollOnce,
  );
  return { scrollOnce, stopWatching };
}

/** Pages `next`..pageTo of the entry, one reply per frame, each from the cache or else from the server. */
async function restorePages(run: Restore, next: number): Promise<void> {
  const { parts, entry, cache, current } = run;
  while (next <= entry.pageTo && current()) {
    let pages = cache.read(next);
    const fetched = pages === null;
    if (pages === null) {
      pages = await fetchPages(run, next);
      if (pages === null) return;
    }
    // One reply per frame: the browser styles and lays out one page of new items at a time, never many at once.
    await afterNextPaint();
    if (!current()) return;
    const reply = await parseFragmentInSlices(pages.html);
    if (!current()) return;
    const to = show(run, pages, reply);
    if (fetched) keepReply(parts, run.state, { from: pages.from, to, html: pages.html });
    // The server may answer fewer pages than asked (it caps a range): go on from the last one it sent.
    next = Math.max(to, pages.from) + 1;
  }
}

/**
 * Not kept (never stored, or over the cache's bounds): the pages from `from` up to the next stored reply, from the
 * server. Null when the restore is over: superseded, or the request failed (then it is no longer complete).
 */
async function fetchPages(run: Restore, from: number): Promise<CachedPages | null> {
  const { parts, entry, cache } = run;
  let stop = Math.min(entry.pageTo, from + RESTORE_FETCH_PAGES - 1);
  for (let p = from + 1; p <= stop; p++) if (cache.ranges.has(p)) stop = p - 1;
  const reply = await parts.requests.run((signal) =>
    fetchProducts({
      fields: listingState.requestFields(run.state, from, stop),
      url: parts.config.widgetAjaxUrl,
      signal,
    }),
  );
  if (reply.stale || !run.current()) return null;
  if (!reply.value.ok) {
    run.complete = false;
    return null;
  }
  return { from, to: stop, html: reply.value.value };
}

/** Shows one reply; returns the last page it held (a fetched reply may hold fewer pages than asked). */
function show(run: Restore, pages: CachedPages, reply: DocumentFragment): number {
  const { shown } = run.parts;
  if (!shown.area) return run.last;
  if (pages.from === 1) {
    run.summary = replaceResults(shown.area, reply);
    recountShown(shown);
    run.last = Math.min(replyPages(shown.area)?.to ?? pages.to, pages.to);
  } else {
    const appended = appendResults(shown.area, reply);
    run.summary = appended.summary;
    shown.count += appended.added.length;
    run.last = Math.min(appended.pages?.to ?? pages.to, pages.to);
  }
  // The area now holds pages 1..last of this listing (a Back during the restore starts from there).
  shown.listing = { key: run.key, to: run.last };
  return run.last;
}

/**
 * Once the server's page is taken over: the shopper came back (an entry of another state), so restore it; else
 * record this state (or reload it, for a query string that overrides the attributes).
 */
export function resumeFromHistory(parts: ListingParts, first: listingState.ListingState, reloadNow: boolean): void {
  const back = readEntry(window.history.state, parts.widgetKey);
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  if (back && signature(back) !== signature(toEntry(first))) void restoreEntry(parts, back);
  else if (reloadNow) void loadResults(parts, first);
  else {
    rememberState(parts.widgetKey, parts.recorded, first, false);
    if (back) restoreScrollLater(parts.scroll, parts.shown, back);
  }
}
