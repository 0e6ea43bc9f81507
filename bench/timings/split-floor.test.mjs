import { describe, expect, it } from 'vitest';
import { searchUsableFloor, visitFloors } from './split-floor.mjs';

describe('the split build’s floor', () => {
  it('is the split loader’s start plus the one file’s define-to-usable time', () => {
    expect(searchUsableFloor({ loaderRan: 500 }, { searchUsable: 1000, headerDefined: 800 })).toBe(700);
    expect(searchUsableFloor({ loaderRan: null }, { searchUsable: 1000, headerDefined: 800 })).toBeNull();
    expect(searchUsableFloor({ loaderRan: 500 }, { searchUsable: 1000, headerDefined: null })).toBeNull();
    expect(searchUsableFloor(undefined, undefined)).toBeNull();
  });

  it('gives a visit each page’s floor and their sum, per flavour, from the split’s and the one file’s medians', () => {
    const slot = (pages) => ({ median: { pages } });
    const floors = visitFloors({
      pages: ['home', 'category'],
      flavours: {
        preact: {
          coalesced: slot({ home: { loaderRan: 500 }, category: { loaderRan: 300 } }),
          single: slot({
            home: { searchUsable: 1000, headerDefined: 800 },
            category: { searchUsable: 1000, headerDefined: 900 },
          }),
          again: slot({}),
        },
        // A page without its figures leaves the visit without a floor, and a flavour without a split slot has none.
        react: {
          coalesced: slot({ home: { loaderRan: 500 }, category: { loaderRan: null } }),
          single: slot({ home: { searchUsable: 1000, headerDefined: 800 }, category: {} }),
        },
        other: { single: slot({}) },
      },
    });
    expect(floors).toEqual({
      preact: { pages: { home: 700, category: 400 }, visit: 1100 },
      react: { pages: { home: 700, category: null }, visit: null },
    });
  });
});
