// The sf-listing data attributes (the listing state fields, kebab-case) with their defaults (README).
import type { ConfigSchema } from '../../shared/config/index.ts';
import { DEFAULT_RESULTS_PER_PAGE, EMPTY_GUID } from '../../shared/constants.ts';

export const DISPLAY_MODES = ['grid', 'list', 'simplelist', 'category'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

export const listingSchema = {
  widgetAjaxUrl: { type: 'url', default: '', required: true },
  refreshProductAjaxUrl: { type: 'url', default: '' },
  categoryId: { type: 'id', default: '0' },
  subCategoryId: { type: 'string', default: EMPTY_GUID },
  widgetCode: { type: 'string', default: '' },
  widgetUniqueCode: { type: 'string', default: '' },
  displayMode: { type: 'enum', values: DISPLAY_MODES, default: 'list' },
  pageFrom: { type: 'number', default: 1, min: 1, integer: true },
  pageTo: { type: 'number', default: 1, min: 1, integer: true },
  lastPageNumber: { type: 'number', default: 1, min: 1, integer: true },
  userResultPerPage: { type: 'number', default: DEFAULT_RESULTS_PER_PAGE, min: 1, max: 100, integer: true },
  sortBy: { type: 'number', default: 0, min: 0, integer: true },
  sortOrder: { type: 'enum', values: ['0', 'ASC', '1', 'DESC'], default: '0' },
  enterBy: { type: 'string', default: 'all' },
  filterBy: { type: 'string', default: 'all' },
  searchstring: { type: 'string', default: '' },
  powerSearchEnabled: { type: 'boolean', default: false },
  powerSearchSectionsShowed: { type: 'boolean', default: false },
  powerSearchFilter: { type: 'string', default: '-1' },
  /** 0 = not configured: the server's data-price-sort-unavailable flag alone decides the warning. */
  maxProductToSortByPriceAscDesc: { type: 'number', default: 0, min: 0, integer: true },
  /** JSON [{Item1: value, Item2: label}] lists of the server's own values; a dropdown without one is not shown. */
  sortOptions: { type: 'string', default: '[]' },
  enterByOptions: { type: 'string', default: '[]' },
  filterByOptions: { type: 'string', default: '[]' },
  userResultPerPageOptions: { type: 'string', default: '[]' },
  /** JSON [{Item1: guid, Item2: label}] for the filter-by dropdown. */
  subCategories: { type: 'string', default: '[]' },
  /** JSON [{Item1: value, Item2: label}] (or plain strings) for the power-search brand filter. */
  powerSearchFilters: { type: 'string', default: '[]' },
} as const satisfies ConfigSchema;
