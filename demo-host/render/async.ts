// Async section partial views (PartialViewPath) rendered for /ecomasync/render.

import type { CatalogueRepo, Product } from '../catalogue/repo.ts';
import { html, type RawHtml } from '../html.ts';
import { type Lang, pick } from '../i18n.ts';
import { categoryTiles } from './listing.ts';
import { productItem } from './product.ts';

/** Products per async list: whole numbers are clamped to 1–12; anything else (text, fractions, empty) is the default 4. */
const MAX_ASYNC_COUNT = 12;
const countOf = (v: string | undefined): number => {
  const n = v === undefined || v.trim() === '' ? Number.NaN : Number(v);
  return Number.isInteger(n) ? Math.min(MAX_ASYNC_COUNT, Math.max(1, n)) : 4;
};

const productsWhere = (repo: CatalogueRepo, where: string, n: number): Product[] =>
  repo.db.prepare(`SELECT * FROM products WHERE ${where} ORDER BY popularity DESC LIMIT ?`).all(n) as Product[];

const grid = (repo: CatalogueRepo, lang: Lang, heading: string, products: Product[], carousel = false): RawHtml => {
  const uoms = repo.uomsFor(products.map((p) => p.id));
  const list = html`<h2>${heading}</h2><ul class="sf-products sf-products--grid">${products.map((p) => productItem(p, { lang, uoms: uoms.get(p.id) ?? [], orderApproval: false }))}</ul>`;
  // HotProducts: the list inside <sf-product-carousel> (widgets/product-carousel), loaded when inserted.
  return carousel
    ? html`<sf-product-carousel><section class="sf-async sf-product-carousel">${list}</section></sf-product-carousel>`
    : html`<section class="sf-async">${list}</section>`;
};

export const ASYNC_VIEWS: Record<string, (repo: CatalogueRepo, lang: Lang, data: Record<string, string>) => RawHtml> = {
  HotProducts: (repo, lang, d) =>
    grid(
      repo,
      lang,
      pick(lang, 'Hot products', 'Produits populaires'),
      productsWhere(repo, 'discontinued = 0', countOf(d.count)),
      true,
    ),
  NewProducts: (repo, lang, d) =>
    grid(repo, lang, pick(lang, 'New arrivals', 'Nouveautés'), productsWhere(repo, 'is_new = 1', countOf(d.count))),
  PromoBanner: (_r, lang) =>
    html`<section class="sf-async sf-promo"><h2>${pick(lang, 'Back to school: up to 40% off', 'Rentrée scolaire : jusqu’à 40 % de rabais')}</h2><p>${pick(lang, 'Binders, notebooks and pens for the whole class.', 'Reliures, cahiers et stylos pour toute la classe.')}</p></section>`,
  BrandStrip: (repo, lang) =>
    html`<section class="sf-async"><h2>${pick(lang, 'Our brands', 'Nos marques')}</h2><ul class="sf-brands">${(repo.db.prepare('SELECT DISTINCT brand FROM products ORDER BY brand').all() as { brand: string }[]).map((b) => html`<li>${b.brand}</li>`)}</ul></section>`,
  CategoryTiles: (repo, lang) =>
    html`<section class="sf-async"><h2>${pick(lang, 'Shop by category', 'Magasiner par catégorie')}</h2>${categoryTiles(repo, 0, lang)}</section>`,
  Testimonials: (_r, lang) =>
    html`<section class="sf-async"><h2>${pick(lang, 'What our customers say', 'Ce que disent nos clients')}</h2><blockquote>${pick(lang, '“Next-day delivery to our school board, every time.”', '« Livraison le lendemain à notre centre de services scolaire, à chaque fois. »')}</blockquote></section>`,
};
