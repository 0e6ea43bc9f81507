// What page authors and editors learn about <sf-listing> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';
import { listingSchema } from './config.ts';

export default defineManifest({
  tag: 'sf-listing',
  summary:
    'Product listing: enhances the server-rendered first page with display modes, sort and filters, view more, history, category tree and unit-of-measure refresh.',
  schema: listingSchema,
  attributes: {
    widgetAjaxUrl: {
      description: 'URL that loads listing results.',
      whenAbsent: 'a configuration message, the server’s page kept',
    },
    refreshProductAjaxUrl: {
      description: 'URL that refreshes one product when its unit of measure changes.',
      whenAbsent: 'a unit change only sets the quantity',
    },
    categoryId: 'Current category id, digits or a GUID, posted back exactly as written (0 = all).',
    subCategoryId: { description: 'Sub-category; the empty GUID means none.', format: 'GUID' },
    widgetCode: 'Code of the listing widget, sent with every call.',
    widgetUniqueCode: 'Unique code of this listing; also keys its browser-history entry.',
    displayMode: 'grid, list (default), simplelist (a table) or category.',
    pageFrom: 'First loaded page.',
    pageTo: 'Last loaded page.',
    lastPageNumber: 'Last page number, at least 1 (the fragment’s LastPageNumber wins).',
    userResultPerPage: 'Results per page, 1–100.',
    sortBy: 'Sort key: 0 relevance, 1 title, 2 price, 3 code, 4 brand.',
    sortOrder: '0 or ASC ascending, 1 or DESC descending.',
    enterBy: { description: '"Enter by" choice.', format: 'text (a server value, e.g. all)' },
    filterBy: { description: '"Filter by" choice.', format: 'text (a server value, e.g. all)' },
    searchstring: {
      description: 'Search text, sent as uniqueListingString.',
      whenAbsent: 'the page’s qs query parameter',
    },
    powerSearchEnabled: { description: 'Whether the power-search section is available.', specField: null },
    powerSearchSectionsShowed: 'Whether the power-search section starts shown.',
    powerSearchFilter: 'Power-search filter value; "-1" means none.',
    maxProductToSortByPriceAscDesc: {
      description:
        'Above this many products, sorting by price is unavailable (0 = the fragment’s data-price-sort-unavailable decides).',
      specField: 'MaxProductToSortByPriceAscDesc',
    },
    sortOptions: {
      description:
        'Choices of the sort dropdown: Item1 is sortBy (the server’s values), Item2 the label. Choosing one keeps sortOrder (spec). Addition: "sortBy:sortOrder" also sets that order.',
      specField: null,
      format: 'JSON [{"Item1": "1", "Item2": label}] or ["0", …]',
      whenAbsent: 'no sort dropdown',
    },
    enterByOptions: {
      description: 'Choices of the "enter by" dropdown (enterBy, the server’s values).',
      specField: null,
      format: 'JSON [{"Item1": value, "Item2": label}]',
      whenAbsent: 'no enter-by dropdown',
    },
    filterByOptions: {
      description: 'Choices of the "only" dropdown (filterBy, the server’s values).',
      specField: null,
      format: 'JSON [{"Item1": value, "Item2": label}]',
      whenAbsent: 'no "only" dropdown',
    },
    userResultPerPageOptions: {
      description: 'Choices of the results-per-page dropdown (userResultPerPage, 1–100).',
      specField: null,
      format: 'JSON [12, 24, …]',
      whenAbsent: 'no results-per-page dropdown',
    },
    subCategories: {
      description: 'Choices of the filter-by dropdown (subCategoryId).',
      specField: null,
      format: 'JSON [{"Item1": GUID, "Item2": label}]',
      whenAbsent: 'no filter-by dropdown',
    },
    powerSearchFilters: {
      description: 'Brands of the power-search filter (powerSearchFilter).',
      specField: null,
      format: 'JSON ["Brand", …] or [{"Item1", "Item2"}]',
      whenAbsent: 'no brand dropdown',
    },
  },
  cssProperties: [
    {
      name: '--sf-listing-controls-reserved-height',
      default: '4.125rem',
      description: 'Room kept above the server’s results for the listing controls until the island has rendered.',
    },
    { name: '--sf-listing-gap', description: 'Gap between product items.' },
    { name: '--sf-listing-column', default: '14rem', description: 'Minimum grid column width.' },
    { name: '--sf-listing-busy-opacity', description: 'Opacity of the results while a load runs.' },
    {
      name: '--sf-listing-item-height',
      default: '220px',
      description:
        'Height a list-mode item counts for until it has been rendered once (items out of view are skipped).',
    },
    {
      name: '--sf-listing-card-height',
      default: '482px',
      description:
        'Height a grid-mode card counts for until it has been rendered once (items out of view are skipped).',
    },
    { name: '--sf-back-to-top-right', description: 'Back-to-top button offset from the right.' },
    { name: '--sf-back-to-top-bottom', description: 'Back-to-top button offset from the bottom.' },
    { name: '--sf-back-to-top-z', description: 'Back-to-top button z-index.' },
    { name: '--sf-category-column', default: '9rem', description: 'Minimum width of a category tile.' },
    {
      name: '--sf-product-image-size',
      default: '9rem',
      description: 'Width of a product picture (and of the picture column of list rows).',
    },
    { name: '--sf-product-padding', default: '0.875rem', description: 'Inner padding of a product card or row.' },
    { name: '--sf-product-price-color', description: 'Colour of a product price (the text colour unless set).' },
    { name: '--sf-product-badge-background', default: '#fdecc8', description: 'Background of a product badge.' },
    { name: '--sf-product-badge-color', default: '#6b3d00', description: 'Text colour of a product badge.' },
    { name: '--sf-table-header-background', default: '#f1f3f6', description: 'Header row of the table mode.' },
    { name: '--sf-table-hover-background', default: '#f7f9fc', description: 'Hovered row of the table mode.' },
  ],
  docs: 'widgets/listing/README.md',
});
