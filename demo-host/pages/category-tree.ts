// Category tree (<nav class="sf-category-tree">, nested li.sf-category-tree__item) and a category's brands.

import { type Category, catName } from '../catalogue/repo.ts';
import { html, type RawHtml, raw } from '../html.ts';
import { type Lang, pick } from '../i18n.ts';
import type { Services } from '../services.ts';
import { prefixOf } from './layout.ts';

const items = (s: Services, cats: Category[], lang: Lang, current: number): RawHtml =>
  cats.length === 0
    ? html``
    : html`<ul>${cats.map((c) => html`<li class="sf-category-tree__item" data-category-id="${c.guid}"><a href="${prefixOf(lang)}/category/${c.id}"${c.id === current ? raw(' aria-current="page"') : ''}>${catName(c, lang)}</a>${items(s, s.repo.children(c.id), lang, current)}</li>`)}</ul>`;

/** The whole tree (root = null) or the branch of one top-level category, with the current category marked. */
export const categoryTree = (s: Services, lang: Lang, root: Category | null, current = 0): RawHtml =>
  html`<nav class="sf-category-tree" aria-label="${pick(lang, 'Category tree', 'Arborescence des catégories')}">${items(s, root ? [root] : s.repo.children(null), lang, current)}</nav>`;

/** Distinct brands of the products in a category (any level), for the power-search filter. */
export const brandsOf = (s: Services, c: Category): string[] => {
  const column = c.level === 1 ? 'top_id' : c.level === 2 ? 'mid_id' : 'leaf_id';
  return s.db
    .prepare<[number], { brand: string }>(`SELECT DISTINCT brand FROM products WHERE ${column} = ? ORDER BY brand`)
    .all(c.id)
    .map((r) => r.brand);
};
