// The listing state kept in the browser history (spec section 2 "Routes"): entries read, checked and recorded.
import * as v from 'valibot';
import { DISPLAY_MODES } from './config.ts';
import type { ListingState } from './state.ts';

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
export type HistoryEntry = Pick<ListingState, (typeof ENTRY_KEYS)[number]> & { resultsTop?: number };

const HISTORY_KEY = 'sfListing';

export function toEntry(s: ListingState): HistoryEntry {
  return Object.fromEntries(ENTRY_KEYS.map((key) => [key, s[key]])) as HistoryEntry;
}

/** Identifies a set of results: everything in the entry but the scroll height. */
export function signature(entry: HistoryEntry): string {
  const { scrollHeight: _ignored, resultsTop: _alsoIgnored, ...rest } = entry;
  return JSON.stringify(rest);
}

type Bag = Record<string, unknown>;
const bagOf = (state: unknown): Bag => (typeof state === 'object' && state !== null ? (state as Bag) : {});

/** Past this many pages a history entry is not believed (Back would ask the server for all of them at once). */
const MAX_PAGES = 1000;
const page = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGES));
const text = v.pipe(v.string(), v.maxLength(200));
/** Every field of an entry, checked: the history is shared with every script of the page and outlives versions. */
const entrySchema = v.pipe(
  v.object({
    pageFrom: page,
    pageTo: page,
    displayMode: v.picklist(DISPLAY_MODES),
    sortBy: v.pipe(v.number(), v.integer(), v.minValue(0)),
    sortOrder: v.picklist(['0', 'ASC', '1', 'DESC']),
    filterBy: text,
    subCategoryId: text,
    enterBy: text,
    userResultPerPage: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
    powerSearchFilter: text,
    powerSearchSectionsShowed: v.boolean(),
    scrollHeight: v.pipe(v.number(), v.finite(), v.minValue(-1)),
  } satisfies Record<(typeof ENTRY_KEYS)[number], v.GenericSchema>),
  v.check((e) => e.pageFrom <= e.pageTo),
);

/**
 * Our entry for this widget in a history state (other scripts' keys are left alone): every field checked, and only
 * the history fields kept, so nothing else in it can reach the listing state. Null when anything does not fit.
 */
export function readEntry(state: unknown, widgetKey: string): HistoryEntry | null {
  const mine = bagOf(bagOf(state)[HISTORY_KEY])[widgetKey];
  const parsed = v.safeParse(entrySchema, mine);
  if (!parsed.success) return null;
  const resultsTop = bagOf(mine).resultsTop;
  return typeof resultsTop === 'number' && Number.isFinite(resultsTop)
    ? { ...parsed.output, resultsTop }
    : parsed.output;
}

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

/** Updates only the scroll height (and where the results then started) of the current entry. */
export function recordScroll(
  widgetKey: string,
  scrollHeight: number,
  resultsTop: number,
  h: History = window.history,
): void {
  const entry = readEntry(h.state, widgetKey);
  if (entry) recordEntry(widgetKey, { ...entry, scrollHeight, resultsTop }, false, h);
}

/** The scroll height to restore: the recorded one, shifted by how far the results moved since it was recorded. */
export function restoredScrollY(entry: Pick<HistoryEntry, 'scrollHeight' | 'resultsTop'>, resultsTop: number): number {
  return entry.resultsTop === undefined ? entry.scrollHeight : entry.scrollHeight + resultsTop - entry.resultsTop;
}
