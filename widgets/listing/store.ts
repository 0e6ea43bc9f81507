// sf-listing's store: its atoms (per instance, no React) and actions; loading and Back's restore are in results/, history/.
import { atom } from 'nanostores';
import { delegate } from '../../shared/dom/index.ts';
import { latestOnly } from '../../shared/http/index.ts';
import { changeUnitOfMeasure } from '../../shared/legacy/unit-of-measure.ts';
import { watchLogout } from '../../shared/stores/visitor.ts';
import type { DisplayMode } from './config.ts';
import { noteScroll, nothingRecorded } from './history/entry-recorder.ts';
import type { ScrollAnchor } from './history/history-entry.ts';
import { restoreEntry, resumeFromHistory } from './history/restore-entry.ts';
import { noPendingScroll, restoreScrollLater, stopScrollRestore } from './history/scroll-restore.ts';
import { watchBack, watchReturn, watchScroll } from './history/window-wiring.ts';
import { loadMoreResults, loadResults } from './results/fetch-results.ts';
import type { ResultsSummary } from './results/results-html.ts';
import { adoptServerPage } from './results/server-page.ts';
import { noResultsShown } from './results/shown-results.ts';
import * as listingState from './state.ts';
import type { Announcement, Busy, ListingParts } from './store-parts.ts';

export function createListingStore(
  config: listingState.ListingConfig,
  start: listingState.ListingState = listingState.initialState(config),
  /** The server's first page as read before the first render (adopted on connect). */
  serverPage: ResultsSummary | null = null,
) {
  const $state = atom<listingState.ListingState>(start);
  const $summary = atom<ResultsSummary & { shown: number }>({
    total: serverPage?.total ?? 0,
    lastPageNumber: start.lastPageNumber,
    priceSortUnavailable: serverPage?.priceSortUnavailable ?? false,
    shown: 0,
  });
  const $busy = atom<Busy>(null);
  const $requested = atom<listingState.ListingState>(start);
  const $announcement = atom<Announcement | null>(null);
  const widgetKey = config.widgetUniqueCode || config.widgetCode || 'listing';
  const shown = noResultsShown();
  const parts: ListingParts = {
    config,
    widgetKey,
    $state,
    $requested,
    $summary,
    $busy,
    $announcement,
    shown,
    requests: latestOnly(),
    generation: 0,
    recorded: nothingRecorded(),
    scroll: noPendingScroll(),
  };

  const load = (state: listingState.ListingState) => loadResults(parts, state);
  const apply = (state: listingState.ListingState | null) => (state ? load(state) : Promise.resolve(false));
  /** Control changes build on the latest requested state, not on the last one that finished loading. */
  const latest = () => $requested.get();
  const actions = {
    chooseDisplayMode: (mode: DisplayMode) =>
      apply(listingState.withDisplayMode(latest(), mode, config.powerSearchEnabled)),
    chooseSort: (sortBy: number, sortOrder?: string) => apply(listingState.withSort(latest(), sortBy, sortOrder)),
    chooseEnterBy: (value: string) => apply(listingState.withEnterBy(latest(), value)),
    chooseFilterBy: (value: string) => apply(listingState.withFilterBy(latest(), value)),
    chooseSubCategory: (value: string) => apply(listingState.withSubCategory(latest(), value)),
    choosePowerSearchFilter: (value: string) => apply(listingState.withPowerSearchFilter(latest(), value)),
    chooseResultsPerPage: (perPage: number) => apply(listingState.withResultsPerPage(latest(), perPage)),
    viewMore: () => loadMoreResults(parts),
    restore: (entry: Parameters<typeof restoreEntry>[1]) => restoreEntry(parts, entry),
  };

  const keepScroll = (scrollHeight: number, top: number | undefined, anchor: ScrollAnchor | null) => {
    $state.set({ ...$state.get(), scrollHeight });
    $requested.set({ ...$requested.get(), scrollHeight });
    noteScroll(parts.recorded, top, anchor);
  };

  /** Any reply still on its way belongs to a detached area: make it stale, and stop the timers. */
  function detach(): void {
    parts.generation++;
    parts.requests.abort();
    $busy.set(null);
    $requested.set($state.get());
    stopScrollRestore(parts.scroll);
    shown.area = null;
  }

  /**
   * Takes over the results area (already holding the server's first page), restores a history entry if the shopper
   * came back, and wires Back, scroll tracking, unit changes and logout. Returns the cleanup.
   */
  function connect(area: HTMLElement, options: { reloadNow?: boolean } = {}): () => void {
    const reloadNow = options.reloadNow === true;
    resumeFromHistory(parts, adoptServerPage(parts, area, reloadNow), reloadNow);
    const stops = [
      watchBack(widgetKey, (entry) => void actions.restore(entry)),
      // The page and its items are kept as they were: only the scroll may need putting back.
      watchReturn(widgetKey, (entry) => restoreScrollLater(parts.scroll, shown, entry)),
      watchScroll(widgetKey, () => shown.area, keepScroll),
      // A unit change here is also refreshed from the server, with this listing's fields (the engine's own listener,
      // on document, then leaves the event alone).
      delegate(area, 'change', '.sf-uom', (event, select) => {
        if (!(select instanceof HTMLSelectElement)) return;
        const { categoryId, displayMode, widgetUniqueCode } = $state.get();
        const url = config.refreshProductAjaxUrl;
        void changeUnitOfMeasure(event, select, {
          url,
          uniqueListingString: categoryId,
          displayMode,
          widgetUniqueCode,
        });
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
