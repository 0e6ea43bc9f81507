// The controls' handlers: each one chooses through the store, which owns the requests that follow.
import { useMemo } from 'react';
import type { ListingHandlers } from './controls/handlers.ts';
import {
  chooseDisplayMode,
  chooseEnterBy,
  chooseFilterBy,
  choosePowerSearchFilter,
  chooseResultsPerPage,
  chooseSort,
  chooseSubCategory,
  type ListingStore,
} from './store.ts';

export function useListingHandlers(store: ListingStore): ListingHandlers {
  return useMemo<ListingHandlers>(
    () => ({
      mode: (m) => void chooseDisplayMode(store, m),
      sort: (by, order) => void chooseSort(store, by, order),
      enterBy: (v) => void chooseEnterBy(store, v),
      filterBy: (v) => void chooseFilterBy(store, v),
      subCategory: (v) => void chooseSubCategory(store, v),
      powerSearch: (v) => void choosePowerSearchFilter(store, v),
      perPage: (n) => void chooseResultsPerPage(store, n),
    }),
    [store],
  );
}
