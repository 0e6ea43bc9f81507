// The results HTML of recent history entries, kept in session storage per visitor so Back shows them without a request.
import { visitorKey } from '../../shared/stores/visitor.ts';
import { type HistoryEntry, signature } from './history.ts';

const CACHE_PREFIX = 'sf-listing:';
const CACHE_ENTRIES = 4;

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
/** Per visitor (see shared/stores/visitor.ts), page and widget: one visitor's results are never read for the next. */
const cacheKey = (widgetKey: string, visitor: string = visitorKey()): string =>
  `${CACHE_PREFIX}${visitor}:${location.pathname}${location.search}:${widgetKey}`;

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
  const visitor = visitorKey();
  const write = () => {
    pendingWrite = null;
    // A logout since then (a new visitor key): the previous visitor's results are not written for the next one.
    if (visitorKey() !== visitor) return;
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
