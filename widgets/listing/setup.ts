// Reads a <sf-listing> host once (attributes, query string, choice lists) and creates its store.
import { readConfig } from '../../shared/config/index.ts';
import { listingSchema } from './config.ts';
import { parseChoices } from './options.ts';
import { applyQuery } from './query.ts';
import { initialState } from './state.ts';
import { createListingStore } from './store.ts';

export function setupListing(host: Element, search: string = location.search) {
  const { config, blocked, problems } = readConfig(host, listingSchema);
  const fromQuery = applyQuery(initialState(config), search);
  const subCategories = parseChoices(config.subCategories);
  const brands = parseChoices(config.powerSearchFilters);
  return {
    config,
    blocked,
    problems,
    reloadNow: fromQuery.changed,
    subCategories: subCategories.choices,
    brands: brands.choices,
    badChoices: subCategories.bad || brands.bad,
    store: createListingStore(config, fromQuery.state),
  };
}
