// sf-listing logic: loads, view more, history restore, taking over the server's first page; atoms per instance, no React.
import { atom } from 'nanostores';
import { SCROLL_RESTORE_DELAY_MS } from '../../shared/constants.ts';
import { delegate } from '../../shared/dom/index.ts';
import { afterNextPaint } from '../../shared/dom/tasks.ts';
import { latestOnly, postHtml } from '../../shared/http/index.ts';
import { watchLogout } from '../../shared/stores/visitor.ts';
import type { DisplayMode } from './config.ts';
import {
  type HistoryEntry,
  listKey,
  readEntry,
  recordEntry,
  restoredScrollY,
  type ScrollAnchor,
  signature,
  toEntry,
} from './history.ts';
import {
  appendResults,
  itemAt,
  listItems,
  pageReply,
  type ResultsSummary,
  readSummary,
  replaceResults,
  replyPages,
} from './results.ts';
import { type CachedPages, cachedListing, cachePages } from './results-cache.ts';
import { keepScrollAnchored, whenTallEnough } from './scroll-anchor.ts';
import * as listingState from './state.ts';
import { changeUnitOfMeasure } from './uom.ts';
import { resultsTop, watchBack, watchReturn, watchScroll } from './window-wiring.ts';

export interface Announcement {
  kind: 'loaded' | 'more';
  total: number;
  shown: number;
  added: number;
}

/**
 * Pages asked at once when Back has to ask the server again: each reply is parsed in its own task, so a few pages
 * keep that task short (the server also caps a range, at 21 pages on demo-host).
 */
const RESTORE_FETCH_PAGES = 2;

export function createListingStore(
  config: listingState.ListingConfig,
  start: listingState.ListingState = listingState.initialState(config),
) {
  const $state = atom<listingState.ListingState>(start);
  const $summary = atom<ResultsSummary & { shown: number }>({
    total: 0,
    lastPageNumber: start.lastPageNumber,
    priceSortUnavailable: false,
    shown: 0,
  });
  /**
   * What is loading: a replacement (the results fade), "view more", or Back's restore (pages keep arriving below
   * what is shown, which stays as it is: nothing stale to fade, and no repaint of a long list when it ends).
   */
  const $busy = atom<'replace' | 'append' | 'restore' | null>(null);
  /**
   * The state the newest load asks for (the shown state when nothing is loading): the next control change starts
   * from it, so Grid then Sort while Grid loads asks for Grid + the new sort, and the controls show both at once.
   */
  const $requested = atom<listingState.ListingState>(start);
  const $announcement = atom<Announcement | null>(null);
  const widgetKey = config.widgetUniqueCode || config.widgetCode || 'listing';
  let results: HTMLElement | null = null;
  /** Every load or "view more" supersedes the one before it: the older is aborted, its reply dropped. */
  const requests = latestOnly();
  let restoreTimer: ReturnType<typeof setTimeout> | undefined;
  let stopAnchor: () => void = () => {};
  /** Where the results started when the scroll height was last recorded (see HistoryEntry.resultsTop). */
  let recordedResultsTop: number | undefined;
  /** The product on top of the screen when the scroll was last recorded (see HistoryEntry.anchor). */
  let recordedAnchor: ScrollAnchor | undefined;
  /** The items shown, counted as they come (counting them in the page would search the whole list each time). */
  let shownCount = 0;
  /** Which listing the results area holds, pages 1..to (null: not known to start at page 1). */
  let shownList: { key: string; to: number } | null = null;
  /** Bumped by every load, "view more" and restore: a restore still running sees it was superseded. */
  let generation = 0;

  const countShown = () => {
    shownCount = results ? listItems(results).length : 0;
    return shownCount;
  };

  function remember(state: listingState.ListingState, push: boolean): void {
    const entry: HistoryEntry = {
      ...toEntry(state),
      ...(recordedResultsTop === undefined ? {} : { resultsTop: recordedResultsTop }),
      ...(recordedAnchor === undefined ? {} : { anchor: recordedAnchor }),
    };
    recordEntry(widgetKey, entry, push);
  }

  /** Keeps a reply for Back, as it came (written when the browser is idle). */
  const keepReply = (state: listingState.ListingState, pages: CachedPages) =>
    cachePages(widgetKey, listKey(toEntry(state)), pages);

  function settled(state: listingState.ListingState, summary: ResultsSummary, announcement: Announcement): void {
    $state.set(state);
    $requested.set(state);
    $summary.set({ ...summary, lastPageNumber: state.lastPageNumber, shown: announcement.shown });
    $announcement.set(announcement);
  }

  function restoreScrollLater(entry: Pick<HistoryEntry, 'scrollHeight' | 'resultsTop' | 'anchor'>): void {
    clearTimeout(restoreTimer);
    stopAnchor();
    if (entry.scrollHeight < 0) return;
    restoreTimer = setTimeout(() => {
      const target = scrollTarget(entry);
      window.scrollTo(0, target.y);
      if (target.anchor) stopAnchor = keepScrollAnchored(target.anchor, target.y);
    }, SCROLL_RESTORE_DELAY_MS);
  }

  /**
   * Where the entry's product (else its height) now is, and what to keep in place while the page settles: items not
   * rendered yet count at an estimated height, so the product, not a height, is what the shopper left.
   */
  function scrollTarget(entry: Pick<HistoryEntry, 'scrollHeight' | 'resultsTop' | 'anchor'>): {
    y: number;
    anchor: Element | null;
  } {
    const item = results && entry.anchor ? itemAt(results, entry.anchor.index) : null;
    if (item && entry.anchor)
      return { y: item.getBoundingClientRect().top + window.scrollY - entry.anchor.offset, anchor: item };
    return { y: results ? restoredScrollY(entry, resultsTop(results)) : entry.scrollHeight, anchor: results };
  }

  /** Reloads pages 1..pageTo of this state and replaces the results (page 1 for every control change). */
  async function load(state: listingState.ListingState, options = { record: true }): Promise<boolean> {
    if (!results) return false;
    const mine = ++generation;
    // What was loading is superseded now, not when this request starts: its reply must not land during the frame.
    requests.abort();
    $busy.set('replace');
    $requested.set(state);
    // The change's own task shows only the choice and the fading results; the request starts after that frame is
    // painted. A second change within the frame supersedes this one: one request, for both.
    await afterNextPaint();
    if (mine !== generation || !results) return false;
    const reply = await requests.run((signal) =>
      postHtml(config.widgetAjaxUrl, listingState.requestFields(state, 1, state.pageTo), { signal }),
    );
    if (reply.stale || !results) return false;
    const outcome = reply.value;
    $busy.set(null);
    if (!outcome.ok) {
      // Nothing changed on the page: the controls and the next change go back to what it shows.
      $requested.set($state.get());
      return false;
    }
    const summary = replaceResults(results, outcome.value);
    const loaded = listingState.afterLoad(state, state.pageTo, summary.lastPageNumber);
    settled(loaded, summary, { kind: 'loaded', total: summary.total, shown: countShown(), added: 0 });
    shownList = { key: listKey(toEntry(loaded)), to: loaded.pageTo };
    keepReply(loaded, { from: 1, to: replyPages(results)?.to ?? loaded.pageTo, html: outcome.value });
    if (options.record) remember(loaded, loaded.displayMode === 'category');
    return true;
  }

  /** "View more": the next page, appended; a second click while it loads sends nothing. */
  async function viewMore(): Promise<HTMLElement[]> {
    const state = $state.get();
    if (!results || $busy.get() !== null || listingState.isLastPage(state)) return [];
    const [from, to] = listingState.viewMoreRange(state);
    const mine = ++generation;
    $busy.set('append');
    // The click's own task shows only the busy button; the request (and its reply, which would otherwise be appended
    // and laid out before that frame) comes after it is painted. A control change meanwhile supersedes it.
    await afterNextPaint();
    if (mine !== generation || !results) return [];
    const reply = await requests.run((signal) =>
      postHtml(config.widgetAjaxUrl, listingState.requestFields(state, from, to), { signal }),
    );
    if (reply.stale || !results) return [];
    const outcome = reply.value;
    $busy.set(null);
    if (!outcome.ok) return [];
    // Only the reply's nodes are parsed and appended: nothing here grows with the items already shown.
    const { summary, added, pages } = appendResults(results, outcome.value);
    shownCount += added.length;
    const loaded = listingState.afterLoad(state, to, summary.lastPageNumber);
    settled(loaded, summary, { kind: 'more', total: summary.total, shown: shownCount, added: added.length });
    shownList = shownList?.to === from - 1 ? { key: shownList.key, to: pages?.to ?? to } : null;
    // The new items are what the click asked for: painted first. Keeping the reply for Back, recording the entry
    // (the browser saves the state of every form control of a long listing with it) and moving the focus (a layout
    // of the whole list) wait for that frame; skipped if another load has replaced these results meanwhile (not
    // if the shopper's scroll was recorded meanwhile: that changes the state, not the pages shown).
    await afterNextPaint();
    keepReply(loaded, { from, to: pages?.to ?? to, html: outcome.value });
    if (mine !== generation || !results) return added;
    remember($state.get(), loaded.displayMode === 'category');
    focusFirst(added);
    return added;
  }

  /**
   * Back/Forward (or a fresh load of a page with history): pages 1..pageTo of the entry, one reply per task so no
   * task grows with the list. Pages already shown are kept (the server's first page, when it is the same listing),
   * the others come from the session cache, or from the server, a few pages per request, where the cache has none.
   * The scroll position is restored once the page is tall enough for it.
   */
  async function restore(entry: HistoryEntry): Promise<void> {
    if (!results) return;
    const mine = ++generation;
    const current = () => mine === generation && results !== null;
    requests.abort();
    const state: listingState.ListingState = { ...$state.get(), ...entry };
    const key = listKey(entry);
    const cache = cachedListing(widgetKey, key);
    const kept = shownList?.key === key && shownList.to <= entry.pageTo ? shownList.to : 0;
    $busy.set('restore');
    $requested.set(state);
    let summary: ResultsSummary = $summary.get();
    let last = kept;
    let scrolled = false;
    let complete = true;
    const scrollOnce = () => {
      if (scrolled || !current()) return;
      scrolled = true;
      restoreScrollLater(entry);
    };
    // Heard after the browser's own layout of a slice, never by forcing one (a layout of the whole list each time):
    // the entry's product is shown and the page is tall enough to scroll to it.
    const shown = (anchor: ScrollAnchor) => results !== null && itemAt(results, anchor.index) !== null;
    const stopWatching = whenTallEnough(
      results,
      () => (entry.anchor && !shown(entry.anchor) ? Number.POSITIVE_INFINITY : scrollTarget(entry).y),
      scrollOnce,
    );
    try {
      await restorePages();
    } finally {
      stopWatching();
    }
    if (!current()) return;
    $busy.set(null);
    if (last === 0) {
      // Nothing could be shown: the page keeps what it had, the controls go back to it.
      $requested.set($state.get());
      return;
    }
    const restored = listingState.afterLoad(
      state,
      complete ? entry.pageTo : last,
      Number.isNaN(summary.lastPageNumber) ? entry.pageTo : summary.lastPageNumber,
    );
    settled(restored, summary, { kind: 'loaded', total: summary.total, shown: shownCount, added: 0 });
    scrollOnce();

    async function restorePages(): Promise<void> {
      let next = kept + 1;
      while (next <= entry.pageTo && current()) {
        let pages = cache.read(next);
        const fetched = pages === null;
        if (pages === null) {
          // Not kept (never stored, or over the cache's bounds): the pages up to the next stored reply, from the server.
          let stop = Math.min(entry.pageTo, next + RESTORE_FETCH_PAGES - 1);
          for (let p = next + 1; p <= stop; p++) if (cache.ranges.has(p)) stop = p - 1;
          const from = next;
          const reply = await requests.run((signal) =>
            postHtml(config.widgetAjaxUrl, listingState.requestFields(state, from, stop), { signal }),
          );
          if (reply.stale || !current()) return;
          if (!reply.value.ok) {
            complete = false;
            return;
          }
          pages = { from, to: stop, html: reply.value.value };
        }
        // One reply per frame: the browser styles and lays out one page of new items at a time, never many at once.
        await afterNextPaint();
        if (!current()) return;
        const to = show(pages);
        if (fetched) keepReply(state, { from: pages.from, to, html: pages.html });
        // The server may answer fewer pages than asked (it caps a range): go on from the last one it sent.
        next = Math.max(to, pages.from) + 1;
      }
    }

    /** Shows one reply; returns the last page it held (a fetched reply may hold fewer pages than asked). */
    function show(pages: CachedPages): number {
      if (!results) return last;
      if (pages.from === 1) {
        summary = replaceResults(results, pages.html);
        countShown();
        last = Math.min(replyPages(results)?.to ?? pages.to, pages.to);
      } else {
        const appended = appendResults(results, pages.html);
        summary = appended.summary;
        shownCount += appended.added.length;
        last = Math.min(appended.pages?.to ?? pages.to, pages.to);
      }
      // The area now holds pages 1..last of this listing (a Back during the restore starts from there).
      shownList = { key, to: last };
      return last;
    }
  }

  const apply = (state: listingState.ListingState | null) => (state ? load(state) : Promise.resolve(false));
  /** Control changes build on the latest requested state, not on the last one that finished loading. */
  const latest = () => $requested.get();
  const actions = {
    chooseDisplayMode: (mode: DisplayMode) =>
      apply(listingState.withDisplayMode(latest(), mode, config.powerSearchEnabled)),
    chooseSort: (sortBy: number, sortOrder: string) => apply(listingState.withSort(latest(), sortBy, sortOrder)),
    chooseEnterBy: (value: string) => apply(listingState.withEnterBy(latest(), value)),
    chooseFilterBy: (value: string) => apply(listingState.withFilterBy(latest(), value)),
    chooseSubCategory: (value: string) => apply(listingState.withSubCategory(latest(), value)),
    choosePowerSearchFilter: (value: string) => apply(listingState.withPowerSearchFilter(latest(), value)),
    chooseResultsPerPage: (perPage: number) => apply(listingState.withResultsPerPage(latest(), perPage)),
    viewMore,
    restore,
  };

  /** Takes the server's first page as loaded: its paging values and count, no request. */
  function adopt(area: HTMLElement, reloadNow: boolean): listingState.ListingState {
    results = area;
    const summary = readSummary(area);
    const last = Number.isNaN(summary.lastPageNumber) ? $state.get().lastPageNumber : summary.lastPageNumber;
    const startsAtOne = $state.get().pageFrom === 1;
    const first = listingState.afterLoad($state.get(), $state.get().pageTo, last);
    // The server's pages are the listing of the attributes (not of a query string that overrides them).
    shownList = startsAtOne && !reloadNow ? { key: listKey(toEntry(first)), to: first.pageTo } : null;
    settled(first, summary, { kind: 'loaded', total: summary.total, shown: countShown(), added: 0 });
    if (shownList) keepServerPages(first, shownList.to);
    $announcement.set(null);
    return first;
  }

  /**
   * Pages 2..to the server rendered in the tag, kept for Back as "view more" replies are (Back gets page 1 from the
   * server again): each page is serialised on its own, at idle time, and only if not stored yet.
   */
  function keepServerPages(state: listingState.ListingState, to: number): void {
    const key = listKey(toEntry(state));
    const stored = cachedListing(widgetKey, key).ranges;
    for (let page = 2; page <= to; page++) {
      if (stored.has(page)) continue;
      cachePages(widgetKey, key, () => {
        const html = results && shownList?.key === key ? pageReply(results, page, state.userResultPerPage) : null;
        return html === null ? null : { from: page, to: page, html };
      });
    }
  }

  /** The shopper came back (an entry of another state): restore it; else record this one (or reload for the query). */
  function resume(first: listingState.ListingState, reloadNow: boolean): void {
    const back = readEntry(window.history.state, widgetKey);
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    if (back && signature(back) !== signature(toEntry(first))) void restore(back);
    else if (reloadNow) void load(first);
    else {
      remember(first, false);
      if (back) restoreScrollLater(back);
    }
  }

  const keepScroll = (scrollHeight: number, top: number | undefined, anchor: ScrollAnchor | null) => {
    $state.set({ ...$state.get(), scrollHeight });
    $requested.set({ ...$requested.get(), scrollHeight });
    if (top !== undefined) recordedResultsTop = top;
    recordedAnchor = anchor ?? undefined;
  };

  /** Any reply still on its way belongs to a detached area: make it stale, and stop the timers. */
  function detach(): void {
    generation++;
    requests.abort();
    $busy.set(null);
    $requested.set($state.get());
    clearTimeout(restoreTimer);
    stopAnchor();
    results = null;
  }

  /**
   * Takes over the results area (already holding the server's first page), restores a history entry if the shopper
   * came back, and wires Back, scroll tracking, unit changes and logout. Returns the cleanup.
   */
  function connect(area: HTMLElement, options: { reloadNow?: boolean } = {}): () => void {
    resume(adopt(area, options.reloadNow === true), options.reloadNow === true);
    const stops = [
      watchBack(widgetKey, (entry) => void restore(entry)),
      // The page and its items are kept as they were: only the scroll may need putting back.
      watchReturn(widgetKey, restoreScrollLater),
      watchScroll(widgetKey, () => results, keepScroll),
      delegate(area, 'change', '.sf-uom', (_event, select) => {
        if (select instanceof HTMLSelectElement)
          void changeUnitOfMeasure(select, config.refreshProductAjaxUrl, $state.get());
      }),
      // A logout raised by a page script (outside the header) forgets the cached results too.
      watchLogout(),
    ];
    return () => {
      detach();
      for (const stop of stops) stop();
    };
  }

  return { $state, $requested, $summary, $busy, $announcement, connect, ...actions };
}

/** Keyboard users land on the first new item's link, not back at the top. */
function focusFirst(added: HTMLElement[]): void {
  const first = added[0];
  if (!first) return;
  const target = first.querySelector<HTMLElement>('a[href]') ?? first;
  if (target === first && !first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
}
