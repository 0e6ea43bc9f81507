// The listing state (README "Data attributes") and its transitions (README "Behaviour"), as pure functions (no DOM, no fetch).
import type { ConfigOf } from '../../shared/config/index.ts';
import type { OpaqueId } from '../../shared/config/legacy-values.ts';
import { EMPTY_GUID } from '../../shared/constants.ts';
import type { DisplayMode, listingSchema } from './config.ts';

export type ListingConfig = ConfigOf<typeof listingSchema>;

export interface ListingState {
  categoryId: OpaqueId;
  subCategoryId: string;
  widgetCode: string;
  widgetUniqueCode: string;
  displayMode: DisplayMode;
  pageFrom: number;
  pageTo: number;
  lastPageNumber: number;
  userResultPerPage: number;
  sortBy: number;
  sortOrder: string;
  enterBy: string;
  filterBy: string;
  searchstring: string;
  scrollHeight: number;
  powerSearchFilter: string;
  powerSearchSectionsShowed: boolean;
}

const POWER_SEARCH_RESET = '-1';
const FILTER_BY_DEFAULT = 'all';
const INITIAL_SCROLL_HEIGHT = -1;

export function initialState(config: ListingConfig): ListingState {
  const pageFrom = config.pageFrom;
  return {
    categoryId: config.categoryId,
    subCategoryId: config.subCategoryId,
    widgetCode: config.widgetCode,
    widgetUniqueCode: config.widgetUniqueCode,
    displayMode: config.displayMode,
    pageFrom,
    pageTo: Math.max(pageFrom, config.pageTo),
    lastPageNumber: Math.max(1, config.lastPageNumber),
    userResultPerPage: config.userResultPerPage,
    sortBy: config.sortBy,
    sortOrder: config.sortOrder,
    enterBy: config.enterBy,
    filterBy: config.filterBy,
    searchstring: config.searchstring,
    scrollHeight: INITIAL_SCROLL_HEIGHT,
    powerSearchFilter: config.powerSearchFilter,
    powerSearchSectionsShowed: config.powerSearchSectionsShowed,
  };
}

/** The 14 fields of the widgetAjaxUrl call (LEGACY-MARKUP.md §2), exactly; searchstring travels as uniqueListingString. */
export function requestFields(s: ListingState, pageFrom = s.pageFrom, pageTo = s.pageTo) {
  return {
    categoryId: s.categoryId,
    subCategoryId: s.subCategoryId,
    widgetCode: s.widgetCode,
    displayMode: s.displayMode,
    pageFrom,
    pageTo,
    userResultPerPage: s.userResultPerPage,
    sortBy: s.sortBy,
    sortOrder: s.sortOrder,
    filterBy: s.filterBy,
    uniqueListingString: s.searchstring,
    enterBy: s.enterBy,
    widgetUniqueCode: s.widgetUniqueCode,
    powerSearchFilter: s.powerSearchFilter,
  };
}

/**
 * A reload from page 1 that keeps the pages shown: the spec resets pageTo only for a results-per-page change
 * (README.md, Behaviour), so a shopper who viewed 3 pages still sees 3 pages, re-sorted or re-filtered.
 */
const fromPageOne = (s: ListingState): ListingState => ({ ...s, pageFrom: 1 });
const onePage = (s: ListingState): ListingState => ({ ...s, pageFrom: 1, pageTo: 1 });

/** A display-mode change as README.md (Behaviour) describes it; the same mode again changes nothing (null). */
export function withDisplayMode(s: ListingState, mode: DisplayMode, powerSearchEnabled: boolean): ListingState | null {
  if (mode === s.displayMode) return null;
  let next: ListingState = fromPageOne({ ...s, displayMode: mode, subCategoryId: EMPTY_GUID, sortOrder: 'ASC' });
  // Category mode cleared filterBy; every other mode sends the spec's default again, never an empty value.
  if (s.displayMode === 'category' && next.filterBy === '') next = { ...next, filterBy: FILTER_BY_DEFAULT };
  if (mode === 'simplelist') next = { ...next, powerSearchSectionsShowed: true, powerSearchFilter: POWER_SEARCH_RESET };
  if (mode === 'category') {
    // "Reloads through power search when enabled": the current brand filter is kept only then.
    next = {
      ...next,
      powerSearchSectionsShowed: false,
      filterBy: '',
      powerSearchFilter: powerSearchEnabled ? next.powerSearchFilter : POWER_SEARCH_RESET,
    };
  }
  return next;
}

/**
 * Sort, "enter by" and filter changes reload from page 1, the same number of pages (README.md, Behaviour). A sort
 * change without an order keeps the one in force: the spec sets sortOrder only on a display-mode change.
 */
export const withSort = (s: ListingState, sortBy: number, sortOrder: string = s.sortOrder): ListingState =>
  fromPageOne({ ...s, sortBy, sortOrder });
export const withEnterBy = (s: ListingState, enterBy: string): ListingState => fromPageOne({ ...s, enterBy });
export const withFilterBy = (s: ListingState, filterBy: string): ListingState => fromPageOne({ ...s, filterBy });
export const withSubCategory = (s: ListingState, value: string): ListingState =>
  fromPageOne({ ...s, subCategoryId: value.trim() === '' ? EMPTY_GUID : value });
export const withPowerSearchFilter = (s: ListingState, value: string): ListingState =>
  fromPageOne({ ...s, powerSearchFilter: value.trim() === '' ? POWER_SEARCH_RESET : value });
/** Results per page: page 1 again, and pageTo back to 1 (a page no longer holds the same products). */
export const withResultsPerPage = (s: ListingState, perPage: number): ListingState =>
  onePage({ ...s, userResultPerPage: perPage });

/** "View more" asks for pageFrom+1..pageTo+1 (pageFrom equals pageTo after every load, so one new page). */
export const viewMoreRange = (s: ListingState): [number, number] => [s.pageFrom + 1, s.pageTo + 1];

/**
 * After a successful load: lastPageNumber ≥ 1 and pageTo capped at it. The page shows pages 1..pageTo, so
 * pageFrom becomes pageTo: the next "view more" (pageFrom+1..pageTo+1) is exactly the next page, even after
 * a restore that reloaded a whole range.
 */
export function afterLoad(s: ListingState, pageTo: number, lastPageNumber: number): ListingState {
  const last = Math.max(1, Number.isFinite(lastPageNumber) ? Math.floor(lastPageNumber) : 1);
  const capped = Math.min(Math.max(pageTo, 1), last);
  return { ...s, lastPageNumber: last, pageTo: capped, pageFrom: capped };
}

export const isLastPage = (s: ListingState): boolean => s.pageTo >= s.lastPageNumber;
