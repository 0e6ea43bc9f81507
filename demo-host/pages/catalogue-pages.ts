// Home, catalogue, category and search pages.
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { catName } from '../catalogue/repo.ts';
import { queryParam } from '../context.ts';
import { bool, html } from '../html.ts';
import { pick } from '../i18n.ts';
import type { Services } from '../services.ts';
import { brandsOf, categoryTree } from './category-tree.ts';
import { prefixOf } from './layout.ts';
import { listingHost } from './listing-host.ts';
import type { PageRegistrar } from './registrar.ts';

/**
 * The home page's async sections (partial views). The CMS reserves each one's height in its stylesheet
 * (demo-host.css, `--sf-async-placeholder-height` per partial view), not in a style attribute, which a strict CSP
 * blocks (widgets/async-section/README.md, "Loading and layout shift").
 */
const ASYNC_HOME = [
  'HotProducts',
  'PromoBanner',
  'NewProducts',
  'CategoryTiles',
  'BrandStrip',
  'Testimonials',
] as const;

export const cataloguePages = (_app: FastifyInstance, s: Services, page: PageRegistrar): void => {
  page('/', (_req, lang) => {
    const pre = prefixOf(lang);
    const slides: [string, string, string][] = [
      [
        'Back to school, sorted',
        'La rentrée, c’est réglé',
        `${pre}/category/${s.repo.categories.find((c) => c.name_en === 'School supplies')?.id ?? 1}`,
      ],
      [
        'Ergonomic chairs from $250',
        'Chaises ergonomiques dès 250 $',
        `${pre}/category/${s.repo.categories.find((c) => c.name_en === 'Ergonomic chairs')?.id ?? 1}`,
      ],
      ['Find ink for your printer', 'Trouvez l’encre de votre imprimante', `${pre}/search?qs=JetPro`],
    ];
    const main = html`<h1 class="sf-home-title">${pick(lang, 'Office and school supplies, delivered', 'Fournitures de bureau et scolaires, livrées')}</h1><sf-home-carousel data-interval="5000"><section class="sf-carousel" aria-roledescription="carousel" aria-label="${pick(lang, 'Promotions', 'Promotions')}"><ul>${slides.map(([en, fr, href], i) => html`<li class="sf-carousel__slide" aria-roledescription="slide" aria-label="${i + 1} / ${slides.length}"><a href="${href}">${pick(lang, en, fr)}</a></li>`)}</ul></section></sf-home-carousel>
${ASYNC_HOME.map((view, i) => html`<sf-async-section data-ajax-url="${ENDPOINTS.asyncRender.path}" data-single-call-multiple-containers="${bool(true, lang)}" data-html-container-id="home-async-${i}" data-show-loading="${bool(true, lang)}" data-async-load-handle-id="home-${i}" data-widget-unique-code="home-async-${i}" data-partial-view-path="${view}" data-count="4"><div id="home-async-${i}" class="sf-async-placeholder">${pick(lang, 'Loading ... Please wait.', 'Chargement ... Veuillez patienter.')}</div></sf-async-section>`)}`;
    return { title: pick(lang, 'Home', 'Accueil'), main };
  });

  page('/catalog', (req, lang) => ({
    title: pick(lang, 'Catalogue', 'Catalogue'),
    main: html`<h1>${pick(lang, 'Catalogue', 'Catalogue')}</h1>${categoryTree(s, lang, null)}
${listingHost(s, req, lang, { categoryId: 0, search: '', displayMode: 'category', enterBy: 'all', uniqueCode: 'lst-catalog' })}`,
  }));

  page('/category/:id', (req, lang) => {
    const c = s.repo.byId.get(Number((req.params as { id: string }).id));
    if (!c) return null;
    const prebooking = queryParam(req, 'prebooking') === '1';
    const purchaseList = queryParam(req, 'purchaselist') === '1';
    const crumbs = s.repo.path(c.id);
    const listing = listingHost(s, req, lang, {
      categoryId: c.id,
      search: '',
      displayMode: 'list',
      enterBy: prebooking ? 'prebooking' : 'all',
      uniqueCode: `lst-cat-${c.id}`,
      brands: brandsOf(s, c),
      tree: categoryTree(s, lang, crumbs[0] ?? c, c.id),
    });
    return {
      title: catName(c, lang),
      main: html`<nav class="sf-breadcrumb" aria-label="${pick(lang, 'Breadcrumb', 'Fil d’Ariane')}">${crumbs.map((k) => html`<a href="${prefixOf(lang)}/category/${k.id}">${catName(k, lang)}</a> › `)}</nav><h1>${catName(c, lang)}</h1>
${
  purchaseList
    ? html`<p class="sf-dev-note">${pick(lang, 'Purchase-list mode: tick the products, then “Add to purchase list”.', 'Mode liste d’achat : cochez les produits, puis « Ajouter à la liste d’achat ».')} <a href="${prefixOf(lang)}/category/${c.id}">${pick(lang, 'Leave', 'Quitter')}</a></p>
<div class="sf-purchase-list-mode" data-sf-purchase-list-mode="${bool(true, lang)}">${listing}</div>`
    : listing
}`,
    };
  });

  page('/search', (req, lang) => {
    const qs = (queryParam(req, 'qs') ?? '').replace(/[<>]/g, '').trim();
    const ink = queryParam(req, 'inktoner') === '1';
    return {
      title: pick(lang, 'Search', 'Recherche'),
      main: html`<h1>${qs ? pick(lang, `Results for “${qs}”`, `Résultats pour « ${qs} »`) : pick(lang, 'Search', 'Recherche')}</h1>
${ink ? html`<form action="${prefixOf(lang)}/search" method="get" class="sf-ink-toner-form"><label>${pick(lang, 'Printer model', 'Modèle d’imprimante')} <input name="qs" placeholder="JetPro 3200"></label> <button type="submit">${pick(lang, 'Find cartridges', 'Trouver les cartouches')}</button></form>` : ''}
${listingHost(s, req, lang, { categoryId: 0, search: qs, displayMode: 'list', enterBy: 'all', uniqueCode: 'lst-search' })}`,
    };
  });
};
