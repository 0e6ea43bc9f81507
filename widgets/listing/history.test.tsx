// What sf-listing takes from the history and the session cache: only well-formed entries, only the history fields,
// and never another visitor's results (the cache is keyed per visitor and forgotten on logout).
import { EMPTY_GUID } from '../../shared/constants.ts';
import { logoutVisitor, visitorKey } from '../../shared/stores/visitor.ts';
import { holdFetch } from '../../test/support/held-fetch.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';
import { cachedResults, cacheResults, type HistoryEntry, readEntry } from './history.ts';

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
const stateWith = (mine: unknown) => ({ sfListing: { k: mine } });
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

describe('readEntry', () => {
  it('reads a well-formed entry', () => {
    expect(readEntry(stateWith(entry), 'k')).toEqual(entry);
    expect(readEntry(stateWith({ ...entry, resultsTop: 120 }), 'k')).toEqual({ ...entry, resultsTop: 120 });
  });

  it('refuses an entry with any field of the wrong type or out of range', () => {
    const bad: Partial<Record<keyof HistoryEntry, unknown>>[] = [
      { displayMode: 'evil' },
      { sortOrder: { toString: 1 } },
      { sortOrder: 'SIDEWAYS' },
      { pageFrom: -1 },
      { pageTo: 2.5 },
      { pageTo: 5, pageFrom: 6 },
      { pageTo: 1e9, pageFrom: 1e9 },
      { sortBy: -1 },
      { userResultPerPage: 5000 },
      { filterBy: 7 },
      { subCategoryId: null },
      { enterBy: ['all'] },
      { powerSearchFilter: undefined },
      { powerSearchSectionsShowed: 'yes' },
      { scrollHeight: Number.NaN },
    ];
    for (const change of bad)
      expect(readEntry(stateWith({ ...entry, ...change }), 'k'), JSON.stringify(change)).toBe(null);
  });

  it('keeps only the history fields: anything else in the entry never reaches the state', () => {
    const poisoned = { ...entry, categoryId: 99, searchstring: '<x>', widgetCode: 'other', __proto__x: 1 };
    expect(readEntry(stateWith(poisoned), 'k')).toEqual(entry);
  });

  it('Back to a poisoned entry reloads with the page’s own category, search and widget code', async () => {
    const { calls } = holdFetch();
    const poisoned = { ...entry, categoryId: 99, searchstring: 'other', widgetCode: 'x', widgetUniqueCode: 'y' };
    window.history.replaceState(stateWith(poisoned), '');
    await mountHtml(
      `<sf-listing data-widget-ajax-url="/l" data-widget-unique-code="k" data-widget-code="w" data-category-id="3" data-searchstring="pens"><div class="sf-listing-results"><ul class="sf-products"></ul></div></sf-listing>`,
    );
    expect(calls[0]?.fields).toMatchObject({
      categoryId: '3',
      uniqueListingString: 'pens',
      widgetCode: 'w',
      widgetUniqueCode: 'k',
      pageTo: '2',
    });
  });
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
