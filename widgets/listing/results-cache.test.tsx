// The session cache of results: never another visitor's (keyed per visitor), forgotten on logout.
import { EMPTY_GUID } from '../../shared/constants.ts';
import { logoutVisitor, visitorKey } from '../../shared/stores/visitor.ts';
import { holdFetch } from '../../test/support/held-fetch.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';
import type { HistoryEntry } from './history.ts';
import { cachedResults, cacheResults } from './results-cache.ts';

const entry: HistoryEntry = {
  pageFrom: 2,
  pageTo: 2,
  displayMode: 'list',
  sortBy: 0,
  sortOrder: '0',
  filterBy: 'all',
  subCategoryId: EMPTY_GUID,
  enterBy: 'all',
  userResultPerPage: 24,
  powerSearchFilter: '-1',
  powerSearchSectionsShowed: false,
  scrollHeight: 300,
};
const snapshot = (text: string) => {
  const area = document.createElement('div');
  area.innerHTML = `<p>${text}</p>`;
  return area;
};
/** The cache writes when the browser is idle or at the latest on pagehide. */
const flushCacheWrites = () => window.dispatchEvent(new Event('pagehide'));

beforeAll(() => define());
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '');
});

describe('the session cache of results', () => {
  it('is forgotten when the visitor logs out, including a write still waiting for the browser to be idle', () => {
    cacheResults('k', entry, snapshot('member prices'));
    flushCacheWrites();
    expect(cachedResults('k', entry)).toContain('member prices');
    cacheResults('k', { ...entry, pageTo: 3, pageFrom: 3 }, snapshot('member page 3'));
    logoutVisitor();
    flushCacheWrites();
    expect(cachedResults('k', entry)).toBeNull();
    expect(cachedResults('k', { ...entry, pageTo: 3, pageFrom: 3 })).toBeNull();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('sf-listing:'))).toEqual([]);
  });

  it('is keyed per visitor: entries written for another visitor are not read', () => {
    cacheResults('k', entry, snapshot('first visitor'));
    flushCacheWrites();
    const first = visitorKey();
    // The next visitor of this tab (whatever ended the first one's session) gets a key of their own.
    sessionStorage.removeItem('sf-visitor');
    expect(visitorKey()).not.toBe(first);
    expect(cachedResults('k', entry)).toBeNull();
  });

  it('is forgotten when a page script raises sf:logout (a logout link outside the header)', async () => {
    holdFetch();
    await mountHtml(
      `<sf-listing data-widget-ajax-url="/l" data-widget-unique-code="k"><div class="sf-listing-results"><ul class="sf-products"></ul></div></sf-listing>`,
    );
    cacheResults('k', entry, snapshot('member prices'));
    flushCacheWrites();
    await settle(() => document.dispatchEvent(new CustomEvent('sf:logout', { bubbles: true })));
    expect(cachedResults('k', entry)).toBeNull();
  });
});
