// Listing results fragment in the four display modes, with the hidden paging values.
import { EMPTY_GUID } from '../../shared/constants.ts';
import { runListing } from '../catalogue/listing-query.ts';
import { type CatalogueRepo, catName } from '../catalogue/repo.ts';
import { bool, html, type RawHtml } from '../html.ts';
import { type Lang, pick } from '../i18n.ts';
import { type ItemOptions, productItem, productRow } from './product.ts';

export const DISPLAY_MODES = ['grid', 'list', 'simplelist', 'category'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];
const PREBOOKING_PROMOTION_ID = 7;

export type ListingRequest = {
  categoryId: number;
  subCategoryId: string;
  displayMode: DisplayMode;
  pageFrom: number;
  pageTo: number;
  perPage: number;
  sortBy: number;
  desc: boolean;
  filterBy: string;
  enterBy: string;
  search: string;
  powerSearchFilter: string;
};
export type ListingContext = { lang: Lang; orderApproval: boolean; duplicates: Set<string> };

const hidden = (name: string, value: number): RawHtml =>
  html`<input type="hidden" id="${name}" name="${name}" value="${value}">`;

export const categoryTiles = (repo: CatalogueRepo, parentId: number, lang: Lang): RawHtml => {
  const kids = repo.children(parentId > 0 ? parentId : null);
  const tiles = kids.map((c) => {
    const count = repo.descendantLeaves(c.id).length;
    return html`<li class="sf-category" data-category-id="${c.guid}"><a class="sf-category__link" href="${lang === 'fr' ? '/fr' : ''}/category/${c.id}"><img class="sf-category__image" src="/img/category/${c.id}.svg" alt="" width="120" height="120" loading="lazy"> <span class="sf-category__title">${catName(c, lang)}</span> <span class="sf-category__count">(${count})</span></a></li>`;
  });
  return html`<ul class="sf-categories">${tiles}</ul>`;
};

export const renderListing = (repo: CatalogueRepo, r: ListingRequest, ctx: ListingContext): RawHtml => {
  const { lang } = ctx;
  const sub = r.subCategoryId && r.subCategoryId !== EMPTY_GUID ? r.subCategoryId : null;
  const offset = (r.pageFrom - 1) * r.perPage;
  const limit = (r.pageTo - r.pageFrom + 1) * r.perPage;
  const page = runListing(repo, {
    categoryId: r.categoryId,
    subCategoryGuid: sub,
    search: r.search,
    enterBy: r.enterBy === 'prebooking' ? 'all' : r.enterBy,
    filterBy: r.filterBy,
    powerSearchFilter: r.powerSearchFilter,
    sortBy: r.sortBy,
    desc: r.desc,
    offset,
    limit,
  });
  const lastPage = Math.max(1, Math.ceil(page.total / r.perPage));
  const uoms = repo.uomsFor(page.products.map((p) => p.id));
  const opts = (id: number): ItemOptions => ({
    lang,
    uoms: uoms.get(id) ?? [],
    orderApproval: ctx.orderApproval,
    duplicates: ctx.duplicates,
  });
  let body: RawHtml;
  if (page.total === 0)
    body = html`<p class="sf-listing-empty">${pick(lang, 'No products match your selection.', 'Aucun produit ne correspond à votre sélection.')}</p>`;
  else if (r.displayMode === 'category')
    body = categoryTiles(repo, sub ? (repo.byGuid.get(sub.toLowerCase())?.id ?? r.categoryId) : r.categoryId, lang);
  else if (r.displayMode === 'simplelist') {
    body = html`<table class="sf-products sf-products--simplelist"><thead><tr><th><span class="sf-visually-hidden">${pick(lang, 'Image', 'Image')}</span></th><th>${pick(lang, 'Product', 'Produit')}</th><th>${pick(lang, 'Code', 'Code')}</th><th>${pick(lang, 'Price', 'Prix')}</th><th>${pick(lang, 'Quantity', 'Quantité')}</th></tr></thead><tbody>${page.products.map((p) => productRow(p, opts(p.id)))}</tbody></table>`;
  } else {
    body = html`<ul class="sf-products sf-products--${r.displayMode}">${page.products.map((p) => productItem(p, opts(p.id), r.displayMode === 'list'))}</ul>`;
  }
  return html`<div class="sf-listing-results" data-display-mode="${r.displayMode}" data-page-from="${r.pageFrom}" data-page-to="${Math.min(r.pageTo, lastPage)}" data-price-sort-unavailable="${bool(page.priceSortUnavailable, lang)}">
${hidden('ProductsTotalCount', page.total)}${hidden('LastPageNumber', lastPage)}${hidden('IdPriceListPromotionWebPrebooking', r.enterBy === 'prebooking' ? PREBOOKING_PROMOTION_ID : 0)}
${page.total > 0 && r.displayMode !== 'category' ? html`<button type="button" class="sf-school-btn" data-sf-school="true">${pick(lang, 'Back-to-school quantities', 'Quantités de la rentrée')}</button>` : ''}
${body}
</div>`;
};
