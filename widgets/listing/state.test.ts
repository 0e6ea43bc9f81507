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

  it('mode changes: reset sub-category, ASC, page 1; simplelist shows power search; category clears filterBy', () => {
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
      pageTo: 1,
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
