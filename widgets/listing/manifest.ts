// What page authors and editors learn about <sf-listing> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';
import { listingSchema } from './config.ts';

export default defineManifest({
  tag: 'sf-listing',
  summary:
    'Product listing: enhances the server-rendered first page with display modes, sort and filters, view more, history, category tree and unit-of-measure refresh.',
  schema: listingSchema,
  attributes: {
    widgetAjaxUrl: 'URL that loads listing results.',
    refreshProductAjaxUrl: 'URL that refreshes one product when its unit of measure changes.',
    categoryId: 'Current category id (0 = all).',
    subCategoryId: 'Sub-category GUID; the empty GUID means none.',
    widgetCode: 'Code of the listing widget, sent with every call.',
    widgetUniqueCode: 'Unique code of this listing; also keys its browser-history entry.',
    displayMode: 'grid, list (default), simplelist (a table) or category.',
    pageFrom: 'First loaded page (default 1).',
    pageTo: 'Last loaded page (default 1).',
    lastPageNumber: 'Last page number, at least 1 (the fragment’s LastPageNumber wins).',
    userResultPerPage: 'Results per page, 1–100 (default 24).',
    sortBy: 'Sort key: 0 relevance, 1 title, 2 price, 3 code, 4 brand.',
    sortOrder: '0 or ASC ascending, 1 or DESC descending.',
    enterBy: '"Enter by" choice (default all).',
    filterBy: '"Filter by" choice (default all).',
    searchstring: 'Search text, sent as uniqueListingString (default: the page’s qs parameter).',
    powerSearchEnabled: 'Whether the power-search section is available.',
    powerSearchSectionsShowed: 'Whether the power-search section starts shown.',
    powerSearchFilter: 'Power-search filter value; "-1" means none.',
    maxProductToSortByPriceAscDesc: 'Above this many products, sorting by price is unavailable (0 = server decides).',
    subCategories: 'JSON list of {Item1: GUID, Item2: label} for the filter-by dropdown.',
    powerSearchFilters: 'JSON list of brands (strings or {Item1, Item2}) for the power-search filter.',
  },
  cssProperties: [
    { name: '--sf-listing-gap', description: 'Gap between product items.' },
    { name: '--sf-listing-column', default: '14rem', description: 'Minimum grid column width.' },
    { name: '--sf-listing-busy-opacity', description: 'Opacity of the results while a load runs.' },
    { name: '--sf-back-to-top-right', description: 'Back-to-top button offset from the right.' },
    { name: '--sf-back-to-top-bottom', description: 'Back-to-top button offset from the bottom.' },
    { name: '--sf-back-to-top-z', description: 'Back-to-top button z-index.' },
  ],
  docs: 'widgets/listing/README.md',
});
