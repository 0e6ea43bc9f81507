// Reads a <sf-listing> host once (attributes, query string, choice lists) and creates its store.
import { readConfig } from '../../shared/config/index.ts';
import type { WidgetHost } from '../../shared/define.ts';
import { listingSchema } from './config.ts';
import { parseChoices, sortChoices } from './controls/choices.ts';
import { applyQuery } from './query.ts';
import { readSummary } from './results/results-html.ts';
import { initialState } from './state.ts';
import { createListingStore } from './store.ts';

export function setupListing(host: WidgetHost, search: string = location.search) {
  const { config, blocked, problems } = readConfig(host, listingSchema);
  const fromQuery = applyQuery(initialState(config), search);
  const subCategories = parseChoices(config.subCategories);
  const brands = parseChoices(config.powerSearchFilters);
  // The server's own values: the bundle offers no sort, enter-by, filter or page size the tag did not list.
  const sort = parseChoices(config.sortOptions);
  const enterBy = parseChoices(config.enterByOptions);
  const filterBy = parseChoices(config.filterByOptions);
  const perPage = parseChoices(config.userResultPerPageOptions);
  return {
    config,
    blocked,
    problems,
    reloadNow: fromQuery.changed,
    subCategories: subCategories.choices,
    brands: brands.choices,
    options: {
      sort: sortChoices(sort.choices),
      enterBy: enterBy.choices,
      filterBy: filterBy.choices,
      perPage: perPage.choices.filter((c) => /^\d+$/.test(c.value) && Number(c.value) >= 1 && Number(c.value) <= 100),
    },
    badChoices: [subCategories, brands, sort, enterBy, filterBy, perPage].some((c) => c.bad),
    // The server's first page is read now, before the first render: the controls the island draws in its first frame
    // are those of these results (their count shows the options; the price-sort warning), so nothing moves when the
    // page is adopted after that frame.
    store: createListingStore(config, fromQuery.state, host.serverContent ? readSummary(host.serverContent) : null),
  };
}
