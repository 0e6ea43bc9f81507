// The controls' handlers: each one chooses through the store, which owns the requests that follow.
import { useMemo } from 'react';
import type { ListingHandlers } from './controls/handlers.ts';
import type { setupListing } from './setup.ts';

type ListingStore = ReturnType<typeof setupListing>['store'];

export function useListingHandlers(store: ListingStore): ListingHandlers {
  return useMemo<ListingHandlers>(
    () => ({
      mode: (m) => void store.chooseDisplayMode(m),
      sort: (by, order) => void store.chooseSort(by, order),
      enterBy: (v) => void store.chooseEnterBy(v),
      filterBy: (v) => void store.chooseFilterBy(v),
      subCategory: (v) => void store.chooseSubCategory(v),
      powerSearch: (v) => void store.choosePowerSearchFilter(v),
      perPage: (n) => void store.chooseResultsPerPage(n),
    }),
    [store],
  );
}
