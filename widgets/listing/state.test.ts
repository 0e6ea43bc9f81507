// Listing transitions (README "Behaviour") as pure functions, and the query string read case-insensitively.
import { readConfig } from '../../shared/config/index.ts';
import { EMPTY_GUID } from '../../shared/constants.ts';
import { listingSchema } from './config.ts';
import { applyQuery } from './query.ts';
import * as s from './state.ts';

const el = document.createElement('sf-listing');
el.setAttribute('data-widget-ajax-url', '/x');
const base = s.initialState(readConfig(el, listingSchema).config);

describe('listing state', () => {
  it('starts with the spec defaults', () => {
    expect(base).toMatchObject({
      pageFrom: 1,
      pageTo: 1,
      lastPageNumber: 1,
      userResultPerPage: 24,
      sortBy: 0,
      sortOrder: '0',
      enterBy: 'all',
      filterBy: 'all',
      scrollHeight: -1,
      powerSearchFilter: '-1',
      displayMode: 'list',
      subCategoryId: EMPTY_GUID,
    });
  });

  it('mode changes: reset sub-category, ASC, from page 1; simplelist shows power search; category clears filterBy', () => {
    const busy = {
      ...base,
      pageFrom: 3,
      pageTo: 3,
      subCategoryId: 'abc',
      sortOrder: 'DESC',
      powerSearchFilter: 'Casio',
    };
    expect(s.withDisplayMode(busy, 'list', false)).toBeNull();
    expect(s.withDisplayMode(busy, 'grid', false)).toMatchObject({
      pageFrom: 1,
      pageTo: 3,
      subCategoryId: EMPTY_GUID,
      sortOrder: 'ASC',
    });
    expect(s.withDisplayMode(busy, 'simplelist', false)).toMatchObject({
      powerSearchSectionsShowed: true,
      powerSearchFilter: '-1',
    });
    expect(s.withDisplayMode(busy, 'category', false)).toMatchObject({
      powerSearchSectionsShowed: false,
      filterBy: '',
      powerSearchFilter: '-1',
    });
    expect(s.withDisplayMode(busy, 'category', true)?.powerSearchFilter).toBe('Casio');
  });

  it('caps pageTo at lastPageNumber (at least 1) and keeps pageFrom = pageTo', () => {
    expect(s.afterLoad(base, 5, 3)).toMatchObject({ pageTo: 3, pageFrom: 3, lastPageNumber: 3 });
    expect(s.afterLoad(base, 2, 0)).toMatchObject({ pageTo: 1, lastPageNumber: 1 });
    expect(s.afterLoad(base, 1, Number.NaN).lastPageNumber).toBe(1);
    expect(s.viewMoreRange({ ...base, pageFrom: 4, pageTo: 4 })).toEqual([5, 5]);
    expect(s.isLastPage({ ...base, pageTo: 3, lastPageNumber: 3 })).toBe(true);
  });

  it('sends searchstring as uniqueListingString and results-per-page resets the range', () => {
    expect(s.requestFields({ ...base, searchstring: 'ink' }).uniqueListingString).toBe('ink');
    expect(s.withResultsPerPage({ ...base, pageFrom: 4, pageTo: 4 }, 48)).toMatchObject({
      pageFrom: 1,
      pageTo: 1,
      userResultPerPage: 48,
    });
    expect(s.withSubCategory(base, ' ').subCategoryId).toBe(EMPTY_GUID);
  });

  it('reads query-string parameters whatever their case', () => {
    const { state, changed } = applyQuery(base, '?DISPLAYMODE=Grid&sortby=2&SortOrder=desc&QS=%3Cb%3Etoner');
    expect(changed).toBe(true);
    expect(state).toMatchObject({ displayMode: 'grid', sortBy: 2, sortOrder: 'DESC', searchstring: 'btoner' });
    expect(applyQuery(base, '?displaymode=nonsense&sortBy=-3').changed).toBe(false);
  });
});

/** A state read from the tag, as the page wrote it. */
function stateOf(attributes: Record<string, string>): s.ListingState {
  const tag = document.createElement('sf-listing');
  tag.setAttribute('data-widget-ajax-url', '/x');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(`data-${name}`, value);
  return s.initialState(readConfig(tag, listingSchema).config);
}

describe('listing state from the tag', () => {
  it('takes every field the page wrote, with pageTo never before pageFrom', () => {
    const state = stateOf({
      'category-id': '12',
      'sub-category-id': '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      'widget-code': 'W1',
      'widget-unique-code': 'U1',
      'display-mode': 'grid',
      'page-from': '3',
      'page-to': '2',
      'last-page-number': '13',
      'user-result-per-page': '48',
      'sort-by': '2',
      'sort-order': 'DESC',
      'enter-by': 'new',
      'filter-by': 'promo',
      searchstring: 'toner',
      'power-search-filter': 'Casio',
      'power-search-sections-showed': 'true',
    });
    expect(state).toEqual({
      categoryId: '12',
      subCategoryId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      widgetCode: 'W1',
      widgetUniqueCode: 'U1',
      displayMode: 'grid',
      pageFrom: 3,
      pageTo: 3,
      lastPageNumber: 13,
      userResultPerPage: 48,
      sortBy: 2,
      sortOrder: 'DESC',
      enterBy: 'new',
      filterBy: 'promo',
      searchstring: 'toner',
      scrollHeight: -1,
      powerSearchFilter: 'Casio',
      powerSearchSectionsShowed: true,
    });
    expect(stateOf({ 'page-from': '2', 'page-to': '5' })).toMatchObject({ pageFrom: 2, pageTo: 5 });
  });

  it('sends exactly the 14 fields of the results call (LEGACY-MARKUP.md §2), for the state or a given range', () => {
    const state = stateOf({
      'category-id': '12',
      'widget-code': 'W1',
      'widget-unique-code': 'U1',
      'page-from': '4',
      'page-to': '4',
      'sort-by': '1',
      'sort-order': 'ASC',
      'enter-by': 'bestsellers',
      'filter-by': 'instock',
      searchstring: 'ink',
      'power-search-filter': 'HP',
    });
    const fields = {
      categoryId: '12',
      subCategoryId: EMPTY_GUID,
      widgetCode: 'W1',
      displayMode: 'list',
      pageFrom: 4,
      pageTo: 4,
      userResultPerPage: 24,
      sortBy: 1,
      sortOrder: 'ASC',
      filterBy: 'instock',
      uniqueListingString: 'ink',
      enterBy: 'bestsellers',
      widgetUniqueCode: 'U1',
      powerSearchFilter: 'HP',
    };
    expect(s.requestFields(state)).toEqual(fields);
    expect(s.requestFields(state, 1, 4)).toEqual({ ...fields, pageFrom: 1, pageTo: 4 });
  });
});

describe('listing transitions', () => {
  const onPage3 = { ...base, pageFrom: 3, pageTo: 3 };

  it('sort, enter by and filter reload from page 1 with the new value, as many pages as were shown', () => {
    expect(s.withSort(onPage3, 2, 'DESC')).toMatchObject({ pageFrom: 1, pageTo: 3, sortBy: 2, sortOrder: 'DESC' });
    // A sort without an order keeps the one in force (the spec changes it only with the display mode).
    expect(s.withSort({ ...onPage3, sortOrder: '0' }, 1)).toMatchObject({ sortBy: 1, sortOrder: '0' });
    expect(s.withEnterBy(onPage3, 'new')).toMatchObject({ pageFrom: 1, pageTo: 3, enterBy: 'new' });
    expect(s.withFilterBy(onPage3, 'promo')).toMatchObject({ pageFrom: 1, pageTo: 3, filterBy: 'promo' });
  });

  it('results per page alone also brings pageTo back to 1', () => {
    expect(s.withResultsPerPage(onPage3, 48)).toMatchObject({ pageFrom: 1, pageTo: 1, userResultPerPage: 48 });
  });

  it('a chosen sub-category or brand is kept; a blank one means none (EMPTY_GUID, -1)', () => {
    expect(s.withSubCategory(onPage3, 'abc')).toMatchObject({ pageFrom: 1, pageTo: 3, subCategoryId: 'abc' });
    expect(s.withPowerSearchFilter(onPage3, 'Casio')).toMatchObject({
      pageFrom: 1,
      pageTo: 3,
      powerSearchFilter: 'Casio',
    });
    expect(s.withPowerSearchFilter({ ...onPage3, powerSearchFilter: 'Casio' }, '  ').powerSearchFilter).toBe('-1');
  });

  it('leaving category mode puts filterBy back to its default "all": no later call posts it empty', () => {
    const inCategory = s.withDisplayMode(base, 'category', false);
    expect(inCategory?.filterBy).toBe('');
    if (!inCategory) throw new Error('category mode is a change from list');
    for (const mode of ['list', 'grid', 'simplelist'] as const) {
      const left = s.withDisplayMode(inCategory, mode, false);
      expect(left?.filterBy).toBe('all');
      if (left) expect(s.requestFields(left).filterBy).toBe('all');
    }
  });

  it('grid and list keep the power search and the filters as they were', () => {
    const filtered = { ...onPage3, filterBy: 'promo', powerSearchFilter: 'Casio', powerSearchSectionsShowed: true };
    expect(s.withDisplayMode(filtered, 'grid', false)).toMatchObject({
      displayMode: 'grid',
      filterBy: 'promo',
      powerSearchFilter: 'Casio',
      powerSearchSectionsShowed: true,
    });
    expect(s.withDisplayMode({ ...filtered, displayMode: 'grid' }, 'list', true)).toMatchObject({
      displayMode: 'list',
      filterBy: 'promo',
      powerSearchFilter: 'Casio',
    });
  });

  it('after a load: a fractional or endless last page is read as a whole page, at least 1', () => {
    expect(s.afterLoad(base, 9, 3.7)).toMatchObject({ lastPageNumber: 3, pageTo: 3, pageFrom: 3 });
    expect(s.afterLoad(base, 0, 5)).toMatchObject({ pageTo: 1, pageFrom: 1, lastPageNumber: 5 });
    expect(s.afterLoad(base, 2, Number.POSITIVE_INFINITY)).toMatchObject({ pageTo: 1, lastPageNumber: 1 });
    expect(s.afterLoad(base, 2, 5)).toMatchObject({ pageTo: 2, pageFrom: 2, lastPageNumber: 5 });
  });

  it('"view more" asks for the next page, and shows until the last page', () => {
    expect(s.viewMoreRange({ ...base, pageFrom: 1, pageTo: 3 })).toEqual([2, 4]);
    expect(s.isLastPage({ ...base, pageTo: 2, lastPageNumber: 3 })).toBe(false);
    expect(s.isLastPage({ ...base, pageTo: 4, lastPageNumber: 3 })).toBe(true);
  });
});
