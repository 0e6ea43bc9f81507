// Keeps the listing state in the browser history (spec section 2 "Routes") and its results in a session cache.
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
const CACHE_PREFIX = 'sf-listing:';
const CACHE_ENTRIES = 4;

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

/** Our entry for this widget in a history state; other scripts' keys are left alone. */
export function readEntry(state: unknown, widgetKey: string): HistoryEntry | null {
  const mine = bagOf(bagOf(state)[HISTORY_KEY])[widgetKey];
  if (typeof mine !== 'object' || mine === null) return null;
  const e = mine as Partial<HistoryEntry>;
  const ok = typeof e.pageTo === 'number' && typeof e.displayMode === 'string' && typeof e.sortBy === 'number';
  if (!ok) return null;
  const entry = mine as HistoryEntry;
  if (typeof entry.resultsTop === 'number' && Number.isFinite(entry.resultsTop)) return entry;
  const { resultsTop: _dropped, ...rest } = entry;
  return rest;
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

interface CachedResults {
  html: string;
  at: number;
}
type Cache = Record<string, CachedResults>;

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};
const cacheKey = (widgetKey: string): string => `${CACHE_PREFIX}${location.pathname}${location.search}:${widgetKey}`;

function readCache(widgetKey: string): Cache {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(cacheKey(widgetKey)) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Cache) : {};
  } catch {
    return {};
  }
}

/** Past this many characters a results snapshot is not cached: Back reloads the page range instead. */
const CACHE_MAX_CHARS = 1_000_000;
let pendingWrite: (() => void) | null = null;

/**
 * Remembers the results HTML of an entry (a few entries per page; quota errors just skip the cache). Serialising a
 * long listing costs tens of milliseconds, so it happens when the browser is idle, or at the latest on pagehide.
 */
export function cacheResults(widgetKey: string, entry: HistoryEntry, results: Element): void {
  const write = () => {
    pendingWrite = null;
    const html = results.innerHTML;
    if (html.length <= CACHE_MAX_CHARS) writeCache(widgetKey, entry, html);
    else storage()?.removeItem(cacheKey(widgetKey));
  };
  if (pendingWrite === null) window.addEventListener('pagehide', () => pendingWrite?.(), { once: true });
  pendingWrite = write;
  const idle = (window as { requestIdleCallback?: (fn: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback;
  if (idle) idle(() => pendingWrite === write && write(), { timeout: 2000 });
  else setTimeout(() => pendingWrite === write && write(), 0);
}

function writeCache(widgetKey: string, entry: HistoryEntry, html: string): void {
  const cache = readCache(widgetKey);
  cache[signature(entry)] = { html, at: Date.now() };
  const kept = Object.entries(cache)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, CACHE_ENTRIES);
  try {
    storage()?.setItem(cacheKey(widgetKey), JSON.stringify(Object.fromEntries(kept)));
  } catch {
    storage()?.removeItem(cacheKey(widgetKey));
  }
}

export function cachedResults(widgetKey: string, entry: HistoryEntry): string | null {
  const hit = readCache(widgetKey)[signature(entry)];
  return typeof hit?.html === 'string' ? hit.html : null;
}

/** Reads a query-string parameter case-insensitively (spec section 2). */
export function queryParam(name: string, search: string = location.search): string | null {
  for (const [key, value] of new URLSearchParams(search)) if (key.toLowerCase() === name.toLowerCase()) return value;
  return null;
}
