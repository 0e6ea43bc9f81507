// Product page parts wrapped in their sf-* tags: gallery, quantity table, QR code, configurator B portal.
import { PROVIDER_B } from '../../shared/providers.ts';
import { type Product, type Uom, uomLabel } from '../catalogue/repo.ts';
import { html, type RawHtml } from '../html.ts';
import { formatMoney, type Lang, pick } from '../i18n.ts';
import { imageUrl, productUrl } from './product.ts';

export const gallery = (p: Product, t: string): RawHtml =>
  html`<sf-product-gallery><div class="sf-zoom-gallery"><img class="sf-zoom-gallery__main" src="${imageUrl(p)}" alt="${t}" width="320" height="320"><ul class="sf-zoom-gallery__thumbs"><li><img src="${imageUrl(p)}" alt="" width="64" height="64"></li></ul></div></sf-product-gallery>`;

/** The price breaks of widgets/quantity-table: one entry per unit (Uom = the unit's label). */
const priceBreaks = (uoms: Uom[], lang: Lang): string =>
  JSON.stringify(
    uoms.map((u) => ({
      Uom: uomLabel(u, lang),
      MinQty: u.min_qty,
      Price: u.price,
      QtyMultiple: u.qty_multiple,
      MaxQty: u.max_qty,
    })),
  );

export const quantityTable = (uoms: Uom[], lang: Lang): RawHtml => {
  const rows = uoms.map(
    (u) =>
      html`<tr><td>${uomLabel(u, lang)}</td><td data-price="${u.price}">${formatMoney(lang, u.price)}</td><td>${u.min_qty}</td><td>${u.qty_multiple}</td><td>${u.max_qty}</td></tr>`,
  );
  return html`<sf-quantity-table data-price-breaks="${priceBreaks(uoms, lang)}"><table class="sf-table sf-qty-table"><caption>${pick(lang, 'Quantities and prices', 'Quantités et prix')}</caption><thead><tr><th>${pick(lang, 'Unit', 'Unité')}</th><th>${pick(lang, 'Price', 'Prix')}</th><th>${pick(lang, 'Minimum', 'Minimum')}</th><th>${pick(lang, 'Multiple', 'Multiple')}</th><th>${pick(lang, 'Maximum', 'Maximum')}</th></tr></thead><tbody>${rows}</tbody></table></sf-quantity-table>`;
};

/** Same-origin product URL (language prefix included) carried by the QR code. */
export const productQr = (p: Product, lang: Lang): RawHtml =>
  html`<sf-product-qr data-product-url="${productUrl(p, lang)}"></sf-product-qr>`;

/** Configurator B products: a button opening the provider's portal (POST /deskdesign/Portal, new tab). */
export const configuratorPortal = (p: Product, lang: Lang): RawHtml =>
  p.configurator === PROVIDER_B
    ? html`<p><button type="button" class="sf-configurator-portal" data-sf-configurator-portal="true">${pick(lang, 'Open the DeskDesign portal', 'Ouvrir le portail DeskDesign')}</button></p>`
    : html``;

/**
 * The manufacturer's "where to buy" page: an off-site link as a legacy page writes it (`class="external-link"`), so the
 * external-link confirmation asks before it opens (LEGACY-MARKUP.md §0b). The site is a stand-in nothing loads.
 */
export const whereToBuy = (p: Product, lang: Lang): RawHtml =>
  html`<p><a class="external-link sf-where-to-buy" href="https://www.example-manufacturer.com/where-to-buy?sku=${encodeURIComponent(p.code)}">${pick(lang, `Where to buy ${p.brand} products`, `Où acheter les produits ${p.brand}`)}</a></p>`;
