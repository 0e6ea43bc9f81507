// What the listing shows from its store: the state, what the shopper asked for, the summary, what was announced.
// What is loading is not read here: the parts that show it read it themselves (ViewMore, ResultsRegion,
// DisplayModes), so a click that starts a load renders them and not the whole listing.
import { useStore } from '@nanostores/react';
import type { setupListing } from './setup.ts';
import { useShownState } from './use-shown-state.ts';

export function useListingView({ store, config }: ReturnType<typeof setupListing>) {
  const state = useShownState(store.$state);
  // The controls show what the shopper chose, even while its results are still loading.
  const requested = useShownState(store.$requested);
  const summary = useStore(store.$summary);
  const announcement = useStore(store.$announcement);
  const max = config.maxProductToSortByPriceAscDesc;
  const priceWarning = summary.priceSortUnavailable || (max > 0 && summary.total > max) ? { max } : null;
  const lastPage = state.pageTo >= state.lastPageNumber;
  return { state, requested, summary, announcement, priceWarning, lastPage };
}
