// The page replies of recent listings, kept in session storage one entry per reply (per visitor) so Back shows them again without a request.
import { optionalFunction } from '../../../shared/dom/tasks.ts';
import { visitorKey } from '../../../shared/stores/visitor.ts';

const CACHE_PREFIX = 'sf-listing:';
/** Listings (sets of results: sort, filters, mode…) kept per page and widget; the least recently used goes first. */
const CACHE_LISTS = 4;
/**
 * Characters kept per page and widget, all listings together: the 1,008 items of 42 pages (about 2.1 M) fit, and the
 * origin's session-storage quota (about 5 M characters) keeps room for the rest of the bundle. A reply that does not
 * fit (this cap or the browser's quota) is not kept: Back asks the server for that range again (README "Behaviour").
 */
const CACHE_MAX_CHARS = 3_000_000;

/** A stored reply: pages `from`–`to` of one listing. */
export interface CachedPages {
  from: number;
  to: number;
  html: string;
}
interface ListIndex {
  id: string;
  at: number;
  /** [from, to, characters] of every stored reply. */
  pages: [number, number, number][];
}
type Index = Record<string, ListIndex>;

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};
/** Per visitor (see shared/stores/visitor.ts), page and widget: one visitor's results are never read for the next. */
const indexKey = (widgetKey: string, visitor: string): string =>
  `${CACHE_PREFIX}${visitor}:${location.pathname}${location.search}:${widgetKey}`;
const pagesKey = (index: string, list: ListIndex, from: number) => `${index}:${list.id}:${from}`;

const isRange = (x: unknown): x is [number, number, number] =>
  Array.isArray(x) && x.length === 3 && x.every((n) => Number.isInteger(n) && n >= 0);
const isList = (x: unknown): x is ListIndex => {
  const l = x as Partial<ListIndex> | null;
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof l.id === 'string' &&
    typeof l.at === 'number' &&
    Array.isArray(l.pages) &&
    l.pages.every(isRange)
  );
};

function readIndex(key: string): Index {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    // Anything not of this shape (an older version's snapshot, another script's value) is ignored, then overwritten.
    return Object.fromEntries(Object.entries(parsed).filter(([, list]) => isList(list))) as Index;
  } catch {
    return {};
  }
}

const charsOf = (index: Index) =>
  Object.values(index).reduce((sum, list) => sum + list.pages.reduce((s, [, , n]) => s + n, 0), 0);

function dropList(key: string, index: Index, listKey: string): void {
  const list = index[listKey];
  if (!list) return;
  for (const [from] of list.pages) storage()?.removeItem(pagesKey(key, list, from));
  delete index[listKey];
}

/** The least recently used listing other than `keep`, or null. */
const oldestBut = (index: Index, keep: string): string | null =>
  Object.entries(index)
    .filter(([k]) => k !== keep)
    .sort(([, a], [, b]) => a.at - b.at)[0]?.[0] ?? null;

/** Stores one reply of a listing; false when it does not fit even once older listings have gone. */
function writePages(visitor: string, widgetKey: string, listKey: string, pages: CachedPages): boolean {
  const store = storage();
  if (!store) return false;
  const key = indexKey(widgetKey, visitor);
  const index = readIndex(key);
  const list: ListIndex = index[listKey] ?? { id: Math.random().toString(36).slice(2, 10), at: 0, pages: [] };
  // A reply for pages already stored replaces them (any stored range that overlaps it goes).
  for (const [from, to] of list.pages)
    if (from <= pages.to && to >= pages.from) store.removeItem(pagesKey(key, list, from));
  list.pages = list.pages.filter(([from, to]) => from > pages.to || to < pages.from);
  list.at = Date.now();
  index[listKey] = list;
  for (;;) {
    const fits = charsOf(index) + pages.html.length <= CACHE_MAX_CHARS;
    if (fits) {
      try {
        store.setItem(pagesKey(key, list, pages.from), pages.html);
        list.pages.push([pages.from, pages.to, pages.html.length]);
        list.pages.sort(([a], [b]) => a - b);
        break;
      } catch {
        // The browser's quota: make room below, as for the cap.
      }
    }
    const oldest = oldestBut(index, listKey);
    if (oldest === null) break;
    dropList(key, index, oldest);
  }
  while (Object.keys(index).length > CACHE_LISTS) {
    const oldest = oldestBut(index, listKey);
    if (oldest === null) break;
    dropList(key, index, oldest);
  }
  try {
    store.setItem(key, JSON.stringify(index));
  } catch {
    // Not even the index fits: forget this widget's cache rather than keep replies nothing points to.
    for (const k of Object.keys(index)) dropList(key, index, k);
    store.removeItem(key);
    return false;
  }
  return list.pages.some(([from]) => from === pages.from);
}

const pending: (() => void)[] = [];
let flushing = false;

interface IdleDeadline {
  timeRemaining(): number;
  didTimeout: boolean;
}
type RequestIdle = (fn: (deadline: IdleDeadline) => void, o?: { timeout: number }) => number;

/** Runs every waiting write now (the page is being left, or Back needs them). */
function flush(): void {
  flushing = false;
  window.removeEventListener('pagehide', flush);
  for (const write of pending.splice(0)) write();
}

/** Writes while the browser is idle, a few at a time, so no task holds many of them. */
function writeWhenIdle(): void {
  const idle = optionalFunction<RequestIdle>('requestIdleCallback');
  if (!idle) {
    setTimeout(() => flushing && flush(), 0);
    return;
  }
  idle(
    (deadline) => {
      if (!flushing) return;
      // Past the timeout the browser was never idle: one slice of writes, then the rest later.
      const start = performance.now();
      do pending.shift()?.();
      while (pending.length && (deadline.didTimeout ? performance.now() - start < 8 : deadline.timeRemaining() > 4));
      if (pending.length) writeWhenIdle();
      else flush();
    },
    { timeout: 2000 },
  );
}

/**
 * Remembers one reply of a listing (the pages a "view more" or a load brought), or pages the server rendered in the
 * tag (`pages` is then called when the write happens: serialising them waits too). A reply is written as it came, so
 * nothing serialises the list; writes wait for the browser to be idle, or at the latest for pagehide.
 */
export function cachePages(widgetKey: string, listKey: string, pages: CachedPages | (() => CachedPages | null)): void {
  const visitor = visitorKey();
  // A page that cannot tell visitors apart keeps nothing (shared/stores/visitor.ts).
  if (visitor === null) return;
  pending.push(() => {
    // A logout since then (a new visitor key): the previous visitor's results are not written for the next one.
    if (visitorKey() !== visitor) return;
    const made = typeof pages === 'function' ? pages() : pages;
    if (made) writePages(visitor, widgetKey, listKey, made);
  });
  if (flushing) return;
  flushing = true;
  window.addEventListener('pagehide', flush, { once: true });
  writeWhenIdle();
}

/**
 * What is stored of a listing: the range of every reply by its first page, and a reader for one of them (a reply is
 * read when its turn comes, not all at once). Writes still waiting for idle time are done first.
 */
export function cachedListing(
  widgetKey: string,
  listKey: string,
): { ranges: Map<number, number>; read: (from: number) => CachedPages | null } {
  if (flushing) flush();
  const visitor = visitorKey();
  const key = visitor === null ? null : indexKey(widgetKey, visitor);
  const list = key === null ? undefined : readIndex(key)[listKey];
  const ranges = new Map((list?.pages ?? []).map(([from, to]) => [from, to]));
  return {
    ranges,
    read(from) {
      const to = ranges.get(from);
      const html = key !== null && list && to !== undefined ? storage()?.getItem(pagesKey(key, list, from)) : null;
      return typeof html === 'string' && to !== undefined ? { from, to, html } : null;
    },
  };
}
