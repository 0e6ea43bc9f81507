// sf-listing's store: its atoms (per instance, no React) and the actions that take them first; loading and Back's
// restore are in results/, history/.
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

/** One listing's state: a page may show several listings, so each element has its own (see store-parts.ts). */
export type ListingStore = ListingParts;

export function createListingStore(
  config: listingState.ListingConfig,
  start: listingState.ListingState = listingState.initialState(config),
  /** The server's first page as read before the first render (adopted on connect). */
  serverPage: ResultsSummary | null = null,
): ListingStore {
  return {
    config,
    widgetKey: config.widgetUniqueCode || config.widgetCode || 'listing',
    $state: atom<listingState.ListingState>(start),
    $requested: atom<listingState.ListingState>(start),
    $summary: atom<ResultsSummary & { shown: number }>({
      total: serverPage?.total ?? 0,
      lastPageNumber: start.lastPageNumber,
      priceSortUnavailable: serverPage?.priceSortUnavailable ?? false,
      shown: 0,
    }),
    $busy: atom<Busy>(null),
    $announcement: atom<Announcement | null>(null),
    shown: noResultsShown(),
    requests: latestOnly(),
    generation: 0,
    recorded: nothingRecorded(),
    scroll: noPendingScroll(),
  };
}

/** Loads the state a control change leads to (none when the change changes nothing). */
const apply = (listing: ListingStore, state: listingState.ListingState | null): Promise<boolean> =>
  state ? loadResults(listing, state) : Promise.resolve(false);
/** Control changes build on the latest requested state, not on the last one that finished loading. */
const latest = (listing: ListingStore): listingState.ListingState => listing.$requested.get();

export const chooseDisplayMode = (listing: ListingStore, mode: DisplayMode) =>
  apply(listing, listingState.withDisplayMode(latest(listing), mode, listing.config.powerSearchEnabled));
export const chooseSort = (listing: ListingStore, sortBy: number, sortOrder?: string) =>
  apply(listing, listingState.withSort(latest(listing), sortBy, sortOrder));
export const chooseEnterBy = (listing: ListingStore, value: string) =>
  apply(listing, listingState.withEnterBy(latest(listing), value));
export const chooseFilterBy = (listing: ListingStore, value: string) =>
  apply(listing, listingState.withFilterBy(latest(listing), value));
export const chooseSubCategory = (listing: ListingStore, value: string) =>
  apply(listing, listingState.withSubCategory(latest(listing), value));
export const choosePowerSearchFilter = (listing: ListingStore, value: string) =>
  apply(listing, listingState.withPowerSearchFilter(latest(listing), value));
export const chooseResultsPerPage = (listing: ListingStore, perPage: number) =>
  apply(listing, listingState.withResultsPerPage(latest(listing), perPage));
export const viewMore = (listing: ListingStore) => loadMoreResults(listing);

/** The shopper scrolled: the height is kept for Back, and the entry notes where the list was. */
function keepScroll(
  listing: ListingStore,
  scrollHeight: number,
  top: number | undefined,
  anchor: ScrollAnchor | null,
): void {
  listing.$state.set({ ...listing.$state.get(), scrollHeight });
  listing.$requested.set({ ...listing.$requested.get(), scrollHeight });
  noteScroll(listing.recorded, top, anchor);
}

/** Any reply still on its way belongs to a detached area: make it stale, and stop the timers. */
function detach(listing: ListingStore): void {
  listing.generation++;
  listing.requests.abort();
  listing.$busy.set(null);
  listing.$requested.set(listing.$state.get());
  stopScrollRestore(listing.scroll);
  listing.shown.area = null;
}

/** A unit change here is also refreshed from the server, with this listing's fields. */
function watchUnitChanges(listing: ListingStore, area: HTMLElement): () => void {
  // The engine's own listener, on document, then leaves the event alone.
  return delegate(area, 'change', '.sf-uom', (event, select) => {
    if (!(select instanceof HTMLSelectElement)) return;
    const { categoryId, displayMode, widgetUniqueCode } = listing.$state.get();
    const url = listing.config.refreshProductAjaxUrl;
    void changeUnitOfMeasure(event, select, {
      url,
      uniqueListingString: categoryId,
      displayMode,
      widgetUniqueCode,
    });
  });
}

/**
 * Takes over the results area (already holding the server's first page), restores a history entry if the shopper
 * came back, and wires Back, scroll tracking, unit changes and logout. Returns the cleanup.
 */
export function connectListing(
  listing: ListingStore,
  area: HTMLElement,
  options: { reloadNow?: boolean } = {},
): () => void {
  const { widgetKey, shown } = listing;
  const reloadNow = options.reloadNow === true;
  resumeFromHistory(listing, adoptServerPage(listing, area, reloadNow), reloadNow);
  const stops = [
    watchBack(widgetKey, (entry) => void restoreEntry(listing, entry)),
    // The page and its items are kept as they were: only the scroll may need putting back.
    watchReturn(widgetKey, (entry) => restoreScrollLater(listing.scroll, shown, entry)),
    watchScroll(
      widgetKey,
      () => shown.area,
      (height, top, anchor) => keepScroll(listing, height, top, anchor),
    ),
    watchUnitChanges(listing, area),
    // A logout raised by a page script (outside the header) forgets the cached results too.
    watchLogout(),
  ];
  return () => {
    detach(listing);
    for (const stop of stops) stop();
  };
}
