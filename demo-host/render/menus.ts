// Header fragments: mega-menu panel, "my services" menu, search preview, EHF popover, cart popup.

import type { LineRow } from '../cart/store.ts';
import { type CatalogueRepo, catName, type Product, title, uomLabel } from '../catalogue/repo.ts';
import { bool, html, type RawHtml } from '../html.ts';
import { formatMoney, type Lang, pick } from '../i18n.ts';
import { imageUrl, productUrl } from './product.ts';

const prefix = (lang: Lang): string => (lang === 'fr' ? '/fr' : '');

export const bigMenuPanel = (repo: CatalogueRepo, categoryId: number, lang: Lang): string =>
  html`<div class="sf-bigmenu-panel" data-category-id="${repo.guidOf(categoryId)}"><ul class="sf-bigmenu-panel__groups">${repo
    .children(categoryId)
    .map(
      (mid) =>
        html`<li class="sf-bigmenu-panel__group"><a class="sf-bigmenu-panel__title" href="${prefix(lang)}/category/${mid.id}">${catName(mid, lang)}</a><ul>${repo
          .children(mid.id)
          .map(
            (leaf) =>
              html`<li><a class="sf-bigmenu-panel__link" href="${prefix(lang)}/category/${leaf.id}">${catName(leaf, lang)}</a></li>`,
          )}</ul></li>`,
    )}</ul></div>`.value;

export const myServices = (lang: Lang, loggedIn: boolean): string => {
  const p = prefix(lang);
  if (!loggedIn)
    return html`<ul class="sf-my-services"><li><a class="sf-my-services__login" href="${p}/login">${pick(lang, 'Log in', 'Se connecter')}</a></li><li><a class="sf-my-services__link" href="${p}/cart">${pick(lang, 'Shopping cart', 'Panier')}</a></li></ul>`
      .value;
  const links: [string, string, string][] = [
    ['/account/baskets', 'My baskets', 'Mes paniers'],
    ['/account/approval', 'Orders to approve', 'Commandes à approuver'],
    ['/account/messages', 'My messages', 'Mes messages'],
    ['/cart', 'Shopping cart', 'Panier'],
  ];
  return html`<ul class="sf-my-services">${links.map(([href, en, fr]) => html`<li><a class="sf-my-services__link" href="${p}${href}">${pick(lang, en, fr)}</a></li>`)}<li><button type="button" class="sf-my-services__logout" data-sf-logout="true">${pick(lang, 'Log out', 'Se déconnecter')}</button></li></ul>`
    .value;
};

export const suggestionPreview = (p: Product, lang: Lang): string =>
  html`<div class="sf-suggest-product"><a href="${productUrl(p, lang)}"><img src="${imageUrl(p)}" alt="" width="64" height="64"><span class="sf-suggest-product__title">${title(p, lang)}</span> <span class="sf-suggest-product__price">${formatMoney(lang, p.price)}</span></a></div>`
    .value;

export const ehfPopover = (p: Product, lang: Lang): string =>
  html`<div class="sf-ehf"><p class="sf-ehf__title">${pick(lang, 'Environmental handling fee', 'Écofrais')}</p><p class="sf-ehf__amount">${formatMoney(lang, p.ehf)}</p><p class="sf-ehf__text">${pick(lang, 'This fee funds the recycling of electronics at end of life, as required by provincial regulations.', 'Ces frais financent le recyclage des produits électroniques en fin de vie, comme l’exigent les règlements provinciaux.')}</p></div>`
    .value;

export const cartLineTotal = (repo: CatalogueRepo, lines: LineRow[]): number =>
  lines.reduce((sum, l) => sum + l.qty * (repo.uoms(l.product_id).find((u) => u.id === l.uom_id)?.price ?? 0), 0);

export const cartPopup = (repo: CatalogueRepo, lines: LineRow[], forQuote: boolean, lang: Lang): string => {
  const items: RawHtml[] = lines.map((l) => {
    const p = repo.productById(l.product_id);
    const u = repo.uoms(l.product_id).find((x) => x.id === l.uom_id);
    if (!p) return html``;
    return html`<li class="sf-cart-popup__line" data-order-line-id="${l.id}"><img src="${imageUrl(p)}" alt="" width="40" height="40"> <a href="${productUrl(p, lang)}">${title(p, lang)}</a> <span class="sf-cart-popup__qty">${l.qty} × ${u ? uomLabel(u, lang) : ''}</span></li>`;
  });
  const label = forQuote
    ? pick(lang, 'View my quote', 'Voir ma soumission')
    : pick(lang, 'View my cart', 'Voir mon panier');
  return html`<div class="sf-cart-popup" data-for-quote="${bool(forQuote, lang)}" data-count="${lines.length}">${
    lines.length === 0
      ? html`<p class="sf-cart-popup__empty">${forQuote ? pick(lang, 'Your quote is empty.', 'Votre soumission est vide.') : pick(lang, 'Your cart is empty.', 'Votre panier est vide.')}</p>`
      : html`<ul class="sf-cart-popup__lines">${items}</ul><p class="sf-cart-popup__total">${pick(lang, 'Subtotal', 'Sous-total')}: ${formatMoney(lang, cartLineTotal(repo, lines))}</p>`
  }<a class="sf-cart-popup__view" href="${prefix(lang)}/cart${forQuote ? '?quote=1' : ''}">${label}</a></div>`.value;
};
