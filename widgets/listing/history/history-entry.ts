// The listing state kept in the browser history so Back restores results and scroll (README "Behaviour"): entries read, checked and recorded.
import { DISPLAY_MODES } from '../config.ts';
import type { ListingState } from '../state.ts';

/** What history keeps: the page range, display mode, sort, filter and scroll height (plus what the range depends on). */
const ENTRY_KEYS = [
  'pageFrom',
  'pageTo',
  'displayMode',
  'sortBy',
  'sortOrder',
  'filterBy',
  'subCategoryId',
  'enterBy',
  'userResultPerPage',
  'powerSearchFilter',
  'powerSearchSectionsShowed',
  'scrollHeight',
] as const satisfies readonly (keyof ListingState)[];
/**
 * `resultsTop` is where the results started on the page when `scrollHeight` was recorded: islands above the listing
 * (the header) may render at another height when the shopper comes back, so the restore shifts by the difference.
 */
type EntryFields = Pick<ListingState, (typeof ENTRY_KEYS)[number]>;
export type HistoryEntry = EntryFields & { resultsTop?: number; anchor?: ScrollAnchor };

/**
 * The product at the top of the screen when the scroll was recorded: its place in the list and its top on screen.
 * Items never rendered since the page loaded count at an estimated height (content-visibility), so Back scrolls to
 * this product rather than to a height.
 */
export interface ScrollAnchor {
  index: number;
  offset: number;
}

const HISTORY_KEY = 'sfListing';

export function toEntry(s: ListingState): HistoryEntry {
  return Object.fromEntries(ENTRY_KEYS.map((key) => [key, s[key]])) as EntryFields;
}

/** Identifies a set of results: everything in the entry but the scroll height. */
export function signature(entry: HistoryEntry): string {
  const { scrollHeight: _ignored, resultsTop: _alsoIgnored, anchor: _whereOnIt, ...rest } = entry;
  return JSON.stringify(rest);
}

/**
 * Identifies a listing whatever its page count: everything in the entry but the pages and the scroll. Its page replies
 * are interchangeable (page 5 of it is the same after one "view more" or after four).
 */
export const listKey = (entry: HistoryEntry): string => signature({ ...entry, pageFrom: 0, pageTo: 0 });

type Bag = Record<string, unknown>;
const bagOf = (state: unknown): Bag => (typeof state === 'object' && state !== null ? (state as Bag) : {});

/** Past this many pages a history entry is not believed (Back would ask the server for all of them at once). */
const MAX_PAGES = 1000;
type Check = (value: unknown) => boolean;
const int =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (x) =>
    Number.isInteger(x) && (x as number) >= min && (x as number) <= max;
const oneOf =
  (values: readonly string[]): Check =>
  (x) =>
    typeof x === 'string' && values.includes(x);
const text: Check = (x) => typeof x === 'string' && x.length <= 200;
/** Every field of an entry, checked: the history is shared with every script of the page and outlives versions. */
const FIELD_CHECKS: Record<(typeof ENTRY_KEYS)[number], Check> = {
  pageFrom: int(1, MAX_PAGES),
  pageTo: int(1, MAX_PAGES),
  displayMode: oneOf(DISPLAY_MODES),
  sortBy: int(0),
  sortOrder: oneOf(['0', 'ASC', '1', 'DESC']),
  filterBy: text,
  subCategoryId: text,
  enterBy: text,
  userResultPerPage: int(1, 100),
  powerSearchFilter: text,
  powerSearchSectionsShowed: (x) => typeof x === 'boolean',
  scrollHeight: (x) => typeof x === 'number' && Number.isFinite(x) && x >= -1,
};

/**
 * Our entry for this widget in a history state (other scripts' keys are left alone): every field checked, and only
 * the history fields kept, so nothing else in it can reach the listing state. Null when anything does not fit.
 */
export function readEntry(state: unknown, widgetKey: string): HistoryEntry | null {
  const mine = bagOf(bagOf(state)[HISTORY_KEY])[widgetKey];
  if (typeof mine !== 'object' || mine === null) return null;
  const bag = mine as Bag;
  if (!ENTRY_KEYS.every((key) => FIELD_CHECKS[key](bag[key]))) return null;
  const entry = Object.fromEntries(ENTRY_KEYS.map((key) => [key, bag[key]])) as EntryFields;
  if (entry.pageFrom > entry.pageTo) return null;
  const top = bag.resultsTop;
  const anchor = anchorOf(bag.anchor);
  return {
    ...entry,
    ...(typeof top === 'number' && Number.isFinite(top) ? { resultsTop: top } : {}),
    ...(anchor ? { anchor } : {}),
  };
}

const anchorOf = (value: unknown): ScrollAnchor | null => {
  const { index, offset } = bagOf(value);
  return int(0)(index) && typeof offset === 'number' && Number.isFinite(offset)
    ? { index: index as number, offset }
    : null;
};

function withEntry(state: unknown, widgetKey: string, entry: HistoryEntry): Bag {
  const bag = bagOf(state);
  return { ...bag, [HISTORY_KEY]: { ...bagOf(bag[HISTORY_KEY]), [widgetKey]: entry } };
}

/** Category mode pushes a new entry; the other modes replace the current one. */
export function recordEntry(widgetKey: string, entry: HistoryEntry, push: boolean, h: History = window.history): void {
  try {
    if (push) h.pushState(withEntry(h.state, widgetKey, entry), '');
    else h.replaceState(withEntry(h.state, widgetKey, entry), '');
  } catch (error) {
    console.warn('[storefront] sf-listing could not record its state in the history:', error);
  }
}

/** Updates only the scroll height (where the results then started, the product on top) of the current entry. */
export function recordScroll(
  widgetKey: string,
  scrollHeight: number,
  resultsTop: number,
  anchor?: ScrollAnchor | null,
  h: History = window.history,
): void {
  const entry = readEntry(h.state, widgetKey);
  const moved = anchor && (entry?.anchor?.index !== anchor.index || entry.anchor.offset !== anchor.offset);
  // Unchanged (the listing's own restore scrolled there): no write, as the browser saves every form control's state
  // with each one, a long task on a long listing.
  if (entry && (entry.scrollHeight !== scrollHeight || entry.resultsTop !== resultsTop || moved))
    recordEntry(widgetKey, { ...entry, scrollHeight, resultsTop, ...(anchor ? { anchor } : {}) }, false, h);
}

/** The scroll height to restore: the recorded one, shifted by how far the results moved since it was recorded. */
export function restoredScrollY(entry: Pick<HistoryEntry, 'scrollHeight' | 'resultsTop'>, resultsTop: number): number {
  return entry.resultsTop === undefined ? entry.scrollHeight : entry.scrollHeight + resultsTop - entry.resultsTop;
}
