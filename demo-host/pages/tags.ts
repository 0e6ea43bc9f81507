// /tags: every sf-* tag with its data attributes, plus the demo products that trigger special cases.
import type { FastifyInstance } from 'fastify';
import { html } from '../html.ts';
import { pick } from '../i18n.ts';
import type { Services } from '../services.ts';
import { SERVED_POSTAL_CODES } from '../routes/utils.ts';
import { prefixOf } from './layout.ts';
import type { PageRegistrar } from './routes.ts';

const TAGS: [string, string, string, string][] = [
  ['sf-status-bar', '', 'Messages, yes/no confirmations and loading indicator (one per page).', 'Messages, confirmations oui/non et indicateur de chargement (un par page).'],
  ['sf-header', 'data-widget-code data-widget-unique-code data-header-url data-search-url data-minimum-keyword-size data-page-version-id data-control-index data-control-value data-login-url', 'Search with suggestions, mega menu, quick search, my services.', 'Recherche avec suggestions, méga-menu, recherche rapide, mes services.'],
  ['sf-cart-summary', 'data-widget-code data-for-quote', 'Mini-cart (or quote-cart) popup and count.', 'Mini-panier (ou soumission) et son compteur.'],
  ['sf-listing', 'data-widget-ajax-url data-refresh-product-ajax-url data-category-id data-sub-category-id data-widget-code data-widget-unique-code data-display-mode data-user-result-per-page data-sort-by data-sort-order data-enter-by data-filter-by data-searchstring data-power-search-enabled data-max-product-to-sort-by-price-asc-desc data-sub-categories', 'Product listing; contains the server-rendered first page.', 'Liste de produits; contient la première page rendue par le serveur.'],
  ['sf-async-section', 'data-ajax-url data-single-call-multiple-containers data-html-container-id data-show-loading data-async-load-handle-id data-widget-unique-code data-partial-view-path data-* (sent as DataJson)', 'A section loaded after the page.', 'Une section chargée après la page.'],
];

export const tagsPage = (_app: FastifyInstance, s: Services, page: PageRegistrar): void => {
  page('/tags', (_req, lang) => {
    const pre = prefixOf(lang);
    const special = s.db.prepare<[], { code: string; why: string }>(`SELECT code, CASE WHEN discontinued = 1 THEN 'discontinued (ActionOnConfirm)' WHEN customizer = 1 THEN 'customizer'
      WHEN configurator IS NOT NULL THEN 'configurator ' || configurator WHEN digital = 1 THEN 'digital' WHEN ehf > 0 THEN 'EHF' WHEN stock <= 5 THEN 'low stock (addproduct warning)' ELSE 'escaping test' END AS why
      FROM products WHERE id IN (SELECT min(id) FROM products GROUP BY discontinued, customizer, configurator, digital, ehf > 0, stock <= 5) OR code = 'PAP-0013' ORDER BY code LIMIT 30`).all();
    return {
      title: pick(lang, 'Tags for authors', 'Balises pour les auteurs'),
      main: html`<h1>${pick(lang, 'Tags for page authors', 'Balises pour les auteurs de pages')}</h1>
<table class="sf-table"><thead><tr><th>${pick(lang, 'Tag', 'Balise')}</th><th>${pick(lang, 'Attributes', 'Attributs')}</th><th>${pick(lang, 'Purpose', 'Rôle')}</th></tr></thead><tbody>${TAGS.map(([tag, attrs, en, fr]) => html`<tr><td><code>&lt;${tag}&gt;</code></td><td><code>${attrs}</code></td><td>${pick(lang, en, fr)}</td></tr>`)}</tbody></table>
<h2>${pick(lang, 'Demo triggers', 'Déclencheurs de démo')}</h2><ul>${special.map((p) => html`<li><a href="${pre}/product/${p.code}">${p.code}</a> — ${p.why}</li>`)}
<li>${pick(lang, 'Prebooking promotion (ActionOnConfirm):', 'Promotion de précommande (ActionOnConfirm) :')} <a href="${pre}/category/1?prebooking=1">/category/1?prebooking=1</a></li>
<li>${pick(lang, 'Price sort unavailable (more than 150 products):', 'Tri par prix indisponible (plus de 150 produits) :')} <a href="${pre}/category/1">/category/1</a></li>
<li>${pick(lang, 'Served postal codes:', 'Codes postaux desservis :')} ${SERVED_POSTAL_CODES.join(', ')}</li>
<li>${pick(lang, 'Fault switch:', 'Interrupteur de pannes :')} <code>/__fault?mode=500&amp;path=/shoppingcart</code>, <code>/__fault?mode=off</code></li></ul>`,
    };
  });
};
