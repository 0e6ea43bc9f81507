// What sf-listing takes from the history: only well-formed entries, and only their history fields.
import { fakeFetch } from '../../../test/support/fake-fetch.ts';
import { historyEntry } from '../../../test/support/listing-history-entry.ts';
import { mountHtml } from '../../../test/support/render.tsx';
import { define } from '../define.ts';
import { type HistoryEntry, readEntry, recordScroll } from './history-entry.ts';

const entry: HistoryEntry = historyEntry;
const stateWith = (mine: unknown) => ({ sfListing: { k: mine } });

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

  it('keeps the product the shopper was on (its place in the list and on screen), and drops a malformed one', () => {
    const anchored = { ...entry, resultsTop: 120, anchor: { index: 540, offset: -137.5 } };
    expect(readEntry(stateWith(anchored), 'k')).toEqual(anchored);
    for (const anchor of [
      { index: -1, offset: 0 },
      { index: 1.5, offset: 0 },
      { index: 3 },
      { index: 3, offset: 'x' },
      7,
    ])
      expect(readEntry(stateWith({ ...entry, anchor }), 'k'), JSON.stringify(anchor)).toEqual(entry);
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
    const { calls } = fakeFetch({ abort: 'ignore' });
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

  it('records a scroll height only when it changed: a write saves every form control of the page with it', () => {
    window.history.replaceState(stateWith({ ...entry, resultsTop: 120 }), '');
    const replace = vi.spyOn(window.history, 'replaceState');
    // The restore scrolled to the recorded height: the scroll watcher hears it and finds nothing new.
    recordScroll('k', 300, 120);
    expect(replace).not.toHaveBeenCalled();
    recordScroll('k', 640, 120);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(readEntry(window.history.state, 'k')).toEqual({ ...entry, scrollHeight: 640, resultsTop: 120 });
  });

  it('records the product at the top of the screen with the scroll height, and a move of it alone', () => {
    window.history.replaceState(stateWith({ ...entry, resultsTop: 120 }), '');
    recordScroll('k', 300, 120, { index: 12, offset: -40 });
    expect(readEntry(window.history.state, 'k')).toEqual({
      ...entry,
      resultsTop: 120,
      anchor: { index: 12, offset: -40 },
    });
    const replace = vi.spyOn(window.history, 'replaceState');
    recordScroll('k', 300, 120, { index: 12, offset: -40 });
    expect(replace).not.toHaveBeenCalled();
    recordScroll('k', 300, 120, { index: 12, offset: -38 });
    expect(readEntry(window.history.state, 'k')?.anchor).toEqual({ index: 12, offset: -38 });
  });
});
