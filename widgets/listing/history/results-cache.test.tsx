// The session cache of page replies: one entry per reply, bounded, never another visitor's, forgotten on logout.
import { logoutVisitor, visitorKey } from '../../../shared/stores/visitor.ts';
import { fakeFetch } from '../../../test/support/fake-fetch.ts';
import { historyEntry } from '../../../test/support/listing-history-entry.ts';
import { mountHtml, settle } from '../../../test/support/render.tsx';
import { define } from '../define.ts';
import { type HistoryEntry, listKey } from './history-entry.ts';
import { cachedListing, cachePages } from './results-cache.ts';

const entry: HistoryEntry = historyEntry;
const list = listKey(entry);
const page = (from: number, text: string, to = from) => ({ from, to, html: `<p>${text}</p>` });
/** The cache writes when the browser is idle or at the latest on pagehide. */
const flushCacheWrites = () => window.dispatchEvent(new Event('pagehide'));
const read = (from: number, key = list) => cachedListing('k', key).read(from)?.html ?? null;
const listingKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith('sf-listing:'));

/** The page as the server rendered it for a visitor (LEGACY-MARKUP.md §0): member or not, and its visitor marker. */
const servedTo = (authenticated: string | null, marker: string | null = null) => {
  for (const [name, value] of [
    ['data-authenticated', authenticated],
    ['data-sf-visitor', marker],
  ] as const)
    if (value === null) document.body.removeAttribute(name);
    else document.body.setAttribute(name, value);
};

beforeAll(() => define());
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '');
});
afterEach(() => servedTo(null));

describe('the session cache of results: only the visitor who fetched them sees them', () => {
  type Page = [authenticated: string, marker: string | null];
  it.each<[string, Page, Page]>([
    ['the session expired (the next page is anonymous)', ['true', 'm1'], ['false', null]],
    ['a logout then a login as another member in another tab', ['true', 'm1'], ['true', 'm2']],
    ['a login through the no-JS form', ['false', null], ['true', 'm1']],
    ['a logout a fragment made (no sf:logout), the next page anonymous', ['true', 'm1'], ['false', null]],
    ['a logout a fragment made, then a login again (a new session)', ['true', 'm1'], ['true', 'm3']],
    ['a legacy "True" member, then a member of another session', ['True', 'm1'], ['True', 'm2']],
  ])('%s: the next page does not read them, and they are gone', (_way, before, after) => {
    servedTo(...before);
    cachePages('k', list, page(2, 'first visitor'));
    flushCacheWrites();
    expect(read(2)).toContain('first visitor');
    servedTo(...after);
    expect(read(2)).toBeNull();
    expect(listingKeys()).toEqual([]);
  });

  it('the same visitor on the next page (same session) reads them', () => {
    servedTo('true', 'm1');
    cachePages('k', list, page(2, 'member prices'));
    flushCacheWrites();
    servedTo('true', 'm1');
    expect(read(2)).toContain('member prices');
  });

  it('a member page without data-sf-visitor (one member cannot be told from the next) keeps nothing', () => {
    servedTo('true');
    cachePages('k', list, page(2, 'member prices'));
    flushCacheWrites();
    expect(read(2)).toBeNull();
    expect(listingKeys()).toEqual([]);
    // Nor does a value it cannot read as "no".
    servedTo('maybe');
    cachePages('k', list, page(2, 'member prices'));
    flushCacheWrites();
    expect(listingKeys()).toEqual([]);
  });

  it('a write still waiting for idle time is dropped when the page names another visitor meanwhile', () => {
    servedTo('true', 'm1');
    cachePages('k', list, page(2, 'member prices'));
    servedTo('true', 'm2');
    flushCacheWrites();
    expect(listingKeys()).toEqual([]);
  });
});

describe('the session cache of results', () => {
  it('is forgotten when the visitor logs out, including a write still waiting for the browser to be idle', () => {
    cachePages('k', list, page(2, 'member prices'));
    flushCacheWrites();
    expect(read(2)).toContain('member prices');
    cachePages('k', list, page(3, 'member page 3'));
    logoutVisitor();
    flushCacheWrites();
    expect(read(2)).toBeNull();
    expect(read(3)).toBeNull();
    expect(listingKeys()).toEqual([]);
  });

  it('is keyed per visitor: entries written for another visitor are not read', () => {
    cachePages('k', list, page(2, 'first visitor'));
    flushCacheWrites();
    const first = visitorKey();
    // The next visitor of this tab (whatever ended the first one's session) gets a key of their own.
    sessionStorage.removeItem('sf-visitor');
    expect(visitorKey()).not.toBe(first);
    expect(read(2)).toBeNull();
  });

  it('is forgotten when a page script raises sf:logout (a logout link outside the header)', async () => {
    fakeFetch({ abort: 'ignore' });
    await mountHtml(
      `<sf-listing data-widget-ajax-url="/l" data-widget-unique-code="k"><div class="sf-listing-results"><ul class="sf-products"></ul></div></sf-listing>`,
    );
    cachePages('k', list, page(2, 'member prices'));
    flushCacheWrites();
    await settle(() => document.dispatchEvent(new CustomEvent('sf:logout', { bubbles: true })));
    expect(read(2)).toBeNull();
  });

  it('keeps each reply in its own entry, a newer reply of the same pages replacing the older', () => {
    for (const n of [2, 3, 4]) cachePages('k', list, page(n, `page ${n}`));
    cachePages('k', list, page(3, 'page 3 again'));
    flushCacheWrites();
    expect([2, 3, 4].map((n) => read(n))).toEqual(['<p>page 2</p>', '<p>page 3 again</p>', '<p>page 4</p>']);
    // One index plus one entry per reply: no value holds the whole listing.
    expect(listingKeys()).toHaveLength(4);
    expect([...cachedListing('k', list).ranges]).toEqual([
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  it('stays within its bound: older listings go first, then a reply that still does not fit is not kept', () => {
    const big = (from: number, key: string) => cachePages('k', key, { from, to: from, html: 'x'.repeat(900_000) });
    const other = listKey({ ...entry, sortBy: 1 });
    big(2, other);
    big(3, other);
    flushCacheWrites();
    for (const n of [2, 3, 4, 5]) big(n, list);
    flushCacheWrites();
    // 3 M characters at most: the other listing went to make room, then page 5 of this one did not fit.
    expect(read(2, other)).toBeNull();
    expect([...cachedListing('k', list).ranges.keys()]).toEqual([2, 3, 4]);
    expect(read(5)).toBeNull();
  });

  it('on the browser’s quota error, drops older listings and keeps the rest readable', () => {
    const other = listKey({ ...entry, sortBy: 1 });
    cachePages('k', other, page(2, 'older listing'));
    flushCacheWrites();
    const setItem = sessionStorage.setItem.bind(sessionStorage);
    let refused = 0;
    const quota = vi.spyOn(sessionStorage, 'setItem').mockImplementation((key, value) => {
      // The first write of the new reply is refused, as a full storage would.
      if (value.includes('new page') && refused++ === 0) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    });
    try {
      cachePages('k', list, page(2, 'new page'));
      flushCacheWrites();
    } finally {
      quota.mockRestore();
    }
    expect(refused).toBe(2);
    expect(read(2)).toBe('<p>new page</p>');
    expect(read(2, other)).toBeNull();
  });

  it('without requestIdleCallback (WebKit) writes in the next task, even when an element of the page is named after it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // What named access on window gives in an engine without the API for <div id="requestIdleCallback">.
    vi.stubGlobal('requestIdleCallback', Object.assign(document.createElement('div'), { id: 'requestIdleCallback' }));
    try {
      cachePages('k', list, page(2, 'kept'));
      expect(listingKeys()).toEqual([]);
      vi.advanceTimersByTime(0);
      expect(listingKeys()).not.toEqual([]);
      expect(read(2)).toContain('kept');
    } finally {
      vi.useRealTimers();
    }
  });

  it('past the idle timeout (a page never idle) writes one short slice per callback, not everything at once', () => {
    const callbacks: ((deadline: { timeRemaining(): number; didTimeout: boolean }) => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: (typeof callbacks)[number]) => callbacks.push(fn));
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    for (let n = 2; n <= 11; n++)
      cachePages('k', list, () => {
        now += 5; // each page takes 5 ms to serialise
        return page(n, `page ${n}`);
      });
    callbacks.shift()?.({ timeRemaining: () => 0, didTimeout: true });
    // 8 ms of writes: two pages (and the index), and another callback asked for the rest.
    expect(listingKeys()).toHaveLength(3);
    expect(callbacks).toHaveLength(1);
    flushCacheWrites();
    expect([...cachedListing('k', list).ranges.keys()]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
