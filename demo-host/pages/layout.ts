// The CMS page layout: header with the sf-* tags, main, footer with the flavour/site/language switches.

import { type CatalogueRepo, catName } from '../catalogue/repo.ts';
import type { Ctx } from '../context.ts';
import { FIELD_REPORT_PATH } from '../field/paths.ts';
import { bool, html, type RawHtml, raw } from '../html.ts';
import { type Lang, pick } from '../i18n.ts';
import { approvalEditForm } from './approval-edit-form.ts';

export type PageInput = {
  ctx: Ctx;
  lang: Lang;
  title: string;
  path: string;
  main: RawHtml;
  distAvailable: boolean;
  /** The build's preload lines for this page (demo-host/preload.ts), right after the loader's tag. */
  preload?: RawHtml | undefined;
  repo: CatalogueRepo;
  pageId: string;
};

export const prefixOf = (lang: Lang): string => (lang === 'fr' ? '/fr' : '');

const header = (p: PageInput): RawHtml => {
  const { lang, repo } = p;
  const pre = prefixOf(lang);
  const tops = repo.children(null);
  return html`<sf-header data-widget-code="ecomwgtheader" data-widget-unique-code="hdr-main" data-header-url="/ecomwgtheader" data-search-url="${pre}/search" data-minimum-keyword-size="3" data-page-version-id="${p.pageId}-v3" data-control-index="0" data-control-value="header" data-login-url="${pre}/login" data-cart-url="${pre}/cart" data-quote-url="${pre}/cart?quote=1"${p.ctx.user ? html` data-show-quote-count="${bool(true, lang)}"` : ''}>
<a class="sf-header__logo" href="${pre}/">${pick(lang, 'Northern Office Supply', 'Fournitures de bureau du Nord')}</a>
<form class="sf-header__search" action="${pre}/search" method="get" role="search"><input type="search" name="qs" placeholder="${pick(lang, 'Search by keywords...', 'Rechercher par mots clés...')}" aria-label="${pick(lang, 'Search', 'Recherche')}"><button type="submit">${pick(lang, 'Search', 'Rechercher')}</button></form>
<a class="sf-header__ink-toner" href="${pre}/search?inktoner=1">${pick(lang, 'Ink & toner finder', 'Trouver encre et toner')}</a>
<nav class="sf-bigmenu" aria-label="${pick(lang, 'Categories', 'Catégories')}"><ul>${tops.map((c) => html`<li class="sf-bigmenu__item" data-category-id="${c.guid}"><a href="${pre}/category/${c.id}">${catName(c, lang)}</a><div class="sf-bigmenu__panel" data-category-id="${c.guid}"></div></li>`)}</ul></nav>
<a class="sf-header__account" href="${p.ctx.user ? `${pre}/account/baskets` : `${pre}/login?returnUrl=${encodeURIComponent(p.path)}`}">${p.ctx.user ? p.ctx.user.name : pick(lang, 'Log in', 'Se connecter')}</a>
</sf-header>
<sf-cart-summary data-widget-code="ecomwgtshoppingcartsummary"><a href="${pre}/cart">${pick(lang, 'Cart', 'Panier')}</a></sf-cart-summary>
${p.ctx.user ? html`<sf-cart-summary data-widget-code="ecomwgtshoppingcartsummary" data-for-quote="${bool(true, lang)}"><a href="${pre}/cart?quote=1">${pick(lang, 'Quote', 'Soumission')}</a></sf-cart-summary>` : ''}`;
};

const footer = (p: PageInput): RawHtml => {
  const { lang, ctx } = p;
  const other = lang === 'fr' ? p.path.replace(/^\/fr/, '') || '/' : `/fr${p.path}`;
  const sep = p.path.includes('?') ? '&' : '?';
  return html`<footer class="sf-footer"><p>
<a href="${other}" hreflang="${lang === 'fr' ? 'en' : 'fr'}">${lang === 'fr' ? 'English' : 'Français'}</a> ·
${pick(lang, 'Flavour', 'Saveur')}: <a href="${p.path}${sep}flavour=preact"${ctx.flavour === 'preact' ? raw(' aria-current="true"') : ''}>preact</a> | <a href="${p.path}${sep}flavour=react"${ctx.flavour === 'react' ? raw(' aria-current="true"') : ''}>React</a> ·
${pick(lang, 'Site', 'Site')}: <a href="${p.path}${sep}site=b2b">B2B</a> | <a href="${p.path}${sep}site=b2c">B2C</a> ·
<a href="${p.path}${sep}preview=${ctx.preview ? '0' : '1'}">${ctx.preview ? pick(lang, 'Leave preview', 'Quitter l’aperçu') : pick(lang, 'Editor preview', 'Aperçu éditeur')}</a> ·
<a href="${prefixOf(lang)}/tags">${pick(lang, 'Tags for authors', 'Balises pour les auteurs')}</a></p></footer>`;
};

/**
 * The loader's tag, and right after it the build's preload lines when the page has them: on HTTP/1.1 a browser opens
 * six connections to a host, so lines written first would queue the loader behind the chunks it is the one to run
 * (docs/integrating.md §4).
 */
const loader = (flavour: string, preload: RawHtml | undefined): RawHtml =>
  html`\n<script type="module" async src="/dist/${flavour}/storefront.js"></script>${preload}`;

/**
 * The page type a field report is grouped by, from the page's route: `/` is `home`, `/category/:id` `category`,
 * `/quick-order` `quick-order`.
 */
const pageTypeOf = (pageId: string): string =>
  pageId
    .split('/')
    .filter((part) => part !== '' && !part.startsWith(':'))
    .join('-')
    .toLowerCase() || 'home';

/** The bundle's field reports, to demo-host's collector, on a page that opted in (`?report=1`). */
const reportMeta = (p: PageInput): RawHtml =>
  p.ctx.fieldReports
    ? html`\n<meta name="sf-report" content="${FIELD_REPORT_PATH}" data-page-type="${pageTypeOf(p.pageId)}">`
    : html``;

export const layout = (p: PageInput): string => {
  const { lang, ctx } = p;
  const f = ctx.flavour;
  return `<!doctype html>${
    html`<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${p.title} – ${pick(lang, 'Northern Office Supply', 'Fournitures de bureau du Nord')}</title>
<link rel="stylesheet" href="/demo-host.css">${reportMeta(p)}${
      p.distAvailable
        ? html`<link rel="stylesheet" href="/dist/${f}/storefront.css">${ctx.scriptAtEnd ? '' : loader(f, p.preload)}`
        : ''
    }
</head><body class="${ctx.site}" data-authenticated="${bool(ctx.user !== null, lang)}" data-id-order-to-add-products="${ctx.orderToAdd}"${ctx.visitorMark ? html` data-sf-visitor="${ctx.visitorMark}"` : ''}${ctx.preview ? html` data-sf-preview="${bool(true, lang)}"` : ''}>
<sf-status-bar></sf-status-bar>
<div class="sf-page">${header(p)}
${p.distAvailable ? '' : html`<p class="sf-dev-note" role="note">${pick(lang, 'The widget bundle is missing: run "npm run build" (or "npm start") to build dist/.', 'Le bundle des widgets est absent : lancez « npm run build » (ou « npm start ») pour construire dist/.')}</p>`}
${ctx.orderToAdd > 0 ? html`<div class="sf-dev-note">${pick(lang, `You are adding products to order #${ctx.orderToAdd} for approval.`, `Vous ajoutez des produits à la commande nº ${ctx.orderToAdd} pour approbation.`)} ${approvalEditForm(0, undefined, pick(lang, 'Stop adding to this order', 'Arrêter d’ajouter à cette commande'))}</div>` : ''}
<main id="main">${p.main}</main>
${footer(p)}</div>${p.distAvailable && ctx.scriptAtEnd ? loader(f, p.preload) : ''}
</body></html>`.value
  }`;
};
