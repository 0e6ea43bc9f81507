// sf-listing logic: loads, view more, history restore, taking over the server's first page; atoms per instance, no React.
import { atom } from 'nanostores';
import { SCROLL_RESTORE_DELAY_MS } from '../../shared/constants.ts';
import { delegate } from '../../shared/dom/index.ts';
import { afterNextPaint } from '../../shared/dom/tasks.ts';
import { latestOnly, postHtml } from '../../shared/http/index.ts';
import { watchLogout } from '../../shared/stores/visitor.ts';
import type { DisplayMode } from './config.ts';
import { type HistoryEntry, readEntry, recordEntry, restoredScrollY, signature, toEntry } from './history.ts';
import {
  appendResults,
  listItems,
  type ResultsSummary,
  readSummary,
  replaceResults,
  restoreResults,
} from './results.ts';
import { cachedResults, cacheResults } from './results-cache.ts';
import { keepScrollAnchored } from './scroll-anchor.ts';
import * as listingState from './state.ts';
import { changeUnitOfMeasure } from './uom.ts';
import { resultsTop, watchBack, watchScroll } from './window-wiring.ts';

export interface Announcement {
  kind: 'loaded' | 'more';
  total: number;
  shown: number;
  added: number;
}

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
  const $busy = atom<'replace' | 'append' | null>(null);
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

  const shown = () => (results ? listItems(results).length : 0);

  function remember(state: listingState.ListingState, push: boolean): void {
    const entry: HistoryEntry =
      recordedResultsTop === undefined ? toEntry(state) : { ...toEntry(state), resultsTop: recordedResultsTop };
    recordEntry(widgetKey, entry, push);
    if (results) cacheResults(widgetKey, entry, results);
  }

  function settled(state: listingState.ListingState, summary: ResultsSummary, announcement: Announcement): void {
    $state.set(state);
    $requested.set(state);
    $summary.set({ ...summary, lastPageNumber: state.lastPageNumber, shown: announcement.shown });
    $announcement.set(announcement);
  }

  function restoreScrollLater(entry: Pick<HistoryEntry, 'scrollHeight' | 'resultsTop'>): void {
    clearTimeout(restoreTimer);
    stopAnchor();
    if (entry.scrollHeight < 0) return;
    restoreTimer = setTimeout(() => {
      const y = results ? restoredScrollY(entry, resultsTop(results)) : entry.scrollHeight;
      window.scrollTo(0, y);
      if (results) stopAnchor = keepScrollAnchored(results, y);
    }, SCROLL_RESTORE_DELAY_MS);
  }

  /** Reloads pages 1..pageTo of this state and replaces the results (page 1 for every control change). */
  async function load(
    state: listingState.ListingState,
    options: { record: boolean; scrollFrom?: HistoryEntry } = { record: true },
  ): Promise<boolean> {
    if (!results) return false;
    $busy.set('replace');
    $requested.set(state);
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
    settled(loaded, summary, { kind: 'loaded', total: summary.total, shown: shown(), added: 0 });
    if (options.record) remember(loaded, loaded.displayMode === 'category');
    else if (results) cacheResults(widgetKey, toEntry(loaded), results);
    if (options.scrollFrom !== undefined) restoreScrollLater(options.scrollFrom);
    return true;
  }

  /** "View more": the next page, appended; a second click while it loads sends nothing. */
  async function viewMore(): Promise<HTMLElement[]> {
    const state = $state.get();
    if (!results || $busy.get() !== null || listingState.isLastPage(state)) return [];
    const [from, to] = listingState.viewMoreRange(state);
    $busy.set('append');
    const reply = await requests.run((signal) =>
      postHtml(config.widgetAjaxUrl, listingState.requestFields(state, from, to), { signal }),
    );
    if (reply.stale || !results) return [];
    const outcome = reply.value;
    $busy.set(null);
    if (!outcome.ok) return [];
    const { summary, added } = appendResults(results, outcome.value);
    const loaded = listingState.afterLoad(state, to, summary.lastPageNumber);
    settled(loaded, summary, { kind: 'more', total: summary.total, shown: shown(), added: added.length });
    // The new items are what the click asked for: painted first. Recording the entry (the browser saves the state
    // of every form control of a long listing with it) and moving the focus (a layout of the whole list) wait for
    // that frame; skipped if another load has replaced these results meanwhile.
    await afterNextPaint();
    if ($state.get() !== loaded || !results) return added;
    remember(loaded, loaded.displayMode === 'category');
    focusFirst(added);
    return added;
  }

  /** Back/Forward (or a fresh load of a page with history): from the session cache when possible, else reload. */
  async function restore(entry: HistoryEntry): Promise<void> {
    if (!results) return;
    const state: listingState.ListingState = { ...$state.get(), ...entry };
    const html = cachedResults(widgetKey, entry);
    if (html === null) {
      await load(state, { record: false, scrollFrom: entry });
      return;
    }
    requests.abort();
    $busy.set(null);
    const summary = restoreResults(results, html);
    const restored = listingState.afterLoad(
      state,
      entry.pageTo,
      Number.isNaN(summary.lastPageNumber) ? entry.pageTo : summary.lastPageNumber,
    );
    settled(restored, summary, { kind: 'loaded', total: summary.total, shown: shown(), added: 0 });
    restoreScrollLater(entry);
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
  function adopt(area: HTMLElement): listingState.ListingState {
    results = area;
    const summary = readSummary(area);
    const last = Number.isNaN(summary.lastPageNumber) ? $state.get().lastPageNumber : summary.lastPageNumber;
    const first = listingState.afterLoad($state.get(), $state.get().pageTo, last);
    settled(first, summary, { kind: 'loaded', total: summary.total, shown: shown(), added: 0 });
    $announcement.set(null);
    return first;
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

  const keepScroll = (scrollHeight: number, top: number | undefined) => {
    $state.set({ ...$state.get(), scrollHeight });
    $requested.set({ ...$requested.get(), scrollHeight });
    if (top !== undefined) recordedResultsTop = top;
  };

  /** Any reply still on its way belongs to a detached area: make it stale, and stop the timers. */
  function detach(): void {
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
    resume(adopt(area), options.reloadNow === true);
    const stops = [
      watchBack(widgetKey, (entry) => void restore(entry)),
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
