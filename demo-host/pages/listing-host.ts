// The <sf-listing> host element as a CMS author configures it, containing the server-rendered first page.
import type { FastifyRequest } from 'fastify';
import { DEFAULT_RESULTS_PER_PAGE, EMPTY_GUID } from '../../shared/constants.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { MAX_PRODUCT_TO_SORT_BY_PRICE } from '../catalogue/listing-query.ts';
import { catName } from '../catalogue/repo.ts';
import { bool, html, type RawHtml } from '../html.ts';
import { type Lang, pick } from '../i18n.ts';
import { type DisplayMode, renderListing } from '../render/listing.ts';
import { listingContext } from '../routes/listing.ts';
import type { Services } from '../services.ts';

export type HostOptions = {
  categoryId: number;
  search: string;
  displayMode: DisplayMode;
  enterBy: string;
  uniqueCode: string;
  /** Brands offered by the power-search filter (data-power-search-filters); omitted when absent. */
  brands?: string[];
  /** Optional <nav class="sf-category-tree"> placed inside the tag, after the first page. */
  tree?: RawHtml;
};

type Option = { Item1: string | number; Item2: string };

/**
 * The dropdown choices of <sf-listing>, in the page's language: the values this server's getproducts accepts
 * (LEGACY-MARKUP.md §2). The widget offers these and nothing of its own.
 */
export function listingOptions(lang: Lang, enterBy = 'all') {
  const o = (value: string | number, en: string, fr: string): Option => ({ Item1: value, Item2: pick(lang, en, fr) });
  return {
    sort: [
      o('0', 'Relevance', 'Pertinence'),
      o('1:ASC', 'Name (A to Z)', 'Nom (A à Z)'),
      o('1:DESC', 'Name (Z to A)', 'Nom (Z à A)'),
      o('2:ASC', 'Price (low to high)', 'Prix (croissant)'),
      o('2:DESC', 'Price (high to low)', 'Prix (décroissant)'),
      o('3', 'Product code', 'Code de produit'),
      o('4', 'Brand', 'Marque'),
    ],
    enterBy: [
      o('all', 'All products', 'Tous les produits'),
      o('new', 'New products', 'Nouveaux produits'),
      o('bestsellers', 'Best sellers', 'Meilleurs vendeurs'),
      ...(enterBy === 'prebooking' ? [o('prebooking', 'Pre-booking promotion', 'Promotion de réservation')] : []),
    ],
    filterBy: [
      o('all', 'Everything', 'Tout'),
      o('promo', 'On sale', 'En solde'),
      o('instock', 'In stock', 'En stock'),
      o('digital', 'Digital products', 'Produits numériques'),
    ],
    perPage: [12, 24, 48, 96],
  };
}

/** The option attributes of <sf-listing> (data-sort-options …), HTML-escaped. */
export const listingOptionAttributes = (lang: Lang, enterBy = 'all'): RawHtml => {
  const o = listingOptions(lang, enterBy);
  return html`data-sort-options="${JSON.stringify(o.sort)}" data-enter-by-options="${JSON.stringify(o.enterBy)}" data-filter-by-options="${JSON.stringify(o.filterBy)}" data-user-result-per-page-options="${JSON.stringify(o.perPage)}"`;
};

export const listingHost = (s: Services, req: FastifyRequest, lang: Lang, o: HostOptions): RawHtml => {
  const subs = o.categoryId > 0 ? s.repo.descendantLeaves(o.categoryId).filter((c) => c.id !== o.categoryId) : [];
  const subOptions = JSON.stringify(subs.map((c) => ({ Item1: c.guid, Item2: catName(c, lang) })));
  const first = renderListing(
    s.repo,
    {
      categoryId: o.categoryId,
      subCategoryId: EMPTY_GUID,
      displayMode: o.displayMode,
      pageFrom: 1,
      pageTo: 1,
      perPage: DEFAULT_RESULTS_PER_PAGE,
      sortBy: 0,
      desc: false,
      filterBy: 'all',
      enterBy: o.enterBy,
      search: o.search,
      powerSearchFilter: '-1',
    },
    listingContext(s, req, lang),
  );
  return html`<sf-listing data-widget-ajax-url="${ENDPOINTS.listingProducts.path}" data-refresh-product-ajax-url="${ENDPOINTS.refreshProduct.path}"
 data-category-id="${s.repo.guidOf(o.categoryId)}" data-sub-category-id="${EMPTY_GUID}" data-widget-code="ecomwgtproductlisting" data-widget-unique-code="${o.uniqueCode}"
 data-display-mode="${o.displayMode}" data-user-result-per-page="${DEFAULT_RESULTS_PER_PAGE}" data-sort-by="0" data-sort-order="0" data-enter-by="${o.enterBy}" data-filter-by="all"
 data-searchstring="${o.search}" ${listingOptionAttributes(lang, o.enterBy)} data-power-search-enabled="${bool(true, lang)}" data-max-product-to-sort-by-price-asc-desc="${MAX_PRODUCT_TO_SORT_BY_PRICE}"
 data-sub-categories="${subOptions}"${o.brands ? html` data-power-search-filters="${JSON.stringify(o.brands)}"` : ''}>${first}${o.tree ?? ''}</sf-listing>`;
};
