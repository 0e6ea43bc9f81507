// One product item with the add-to-cart section: the attribute contract of LEGACY-MARKUP.md §1 and §4.

import { DEFAULT_MAX_QTY } from '../../shared/constants.ts';
import { IS_CUSTOM_ATTRIBUTE, PROVIDER_A, PROVIDER_B } from '../../shared/providers.ts';
import { type Product, title, type Uom, uomLabel } from '../catalogue/repo.ts';
import { bool, html, type RawHtml, raw } from '../html.ts';
import { formatMoney, type Lang, pick } from '../i18n.ts';

export type ItemOptions = {
  lang: Lang;
  uoms: Uom[];
  selectedUom?: number;
  orderApproval: boolean;
  duplicates?: Set<string>;
  quickAdd?: boolean;
  /** A quantity already entered (e.g. a purchase list's). */
  qty?: number;
};

export const productUrl = (p: Product, lang: Lang): string =>
  `${lang === 'fr' ? '/fr' : ''}/product/${encodeURIComponent(p.code)}`;
export const imageUrl = (p: Product): string => `/img/product/${encodeURIComponent(p.code)}.svg`;

const decimals = (n: number): number => (Number.isInteger(n) ? 0 : (String(n).split('.')[1]?.length ?? 0));

const selectedUomOf = (uoms: Uom[], selected?: number): Uom | undefined =>
  uoms.find((u) => u.id === selected) ?? uoms[0];

export const addToCartSection = (p: Product, o: ItemOptions): RawHtml => {
  const { lang } = o;
  const u = selectedUomOf(o.uoms, o.selectedUom);
  const digital = p.digital === 1;
  const multi = u?.qty_multiple ?? 1;
  const t = title(p, lang);
  const qtyAttrs = {
    productcode: p.code,
    productid: p.id,
    multiqty: multi,
    minqty: u?.min_qty ?? 1,
    maxqty: u?.max_qty ?? DEFAULT_MAX_QTY,
    iduom: u?.id ?? 0,
    mustconfirmqty: u?.must_confirm ?? 0,
    isquickaddtocart: bool(o.quickAdd === true, lang),
    [IS_CUSTOM_ATTRIBUTE[PROVIDER_A]]: bool(p.configurator === PROVIDER_A, lang),
    [IS_CUSTOM_ATTRIBUTE[PROVIDER_B]]: bool(p.configurator === PROVIDER_B, lang),
    isfromorderapproval: bool(o.orderApproval, lang),
    isdigitalproduct: bool(digital, lang),
    uomduplicate: bool(o.orderApproval && u !== undefined && (o.duplicates?.has(`${p.id}:${u.id}`) ?? false), lang),
  };
  const attrs = Object.entries(qtyAttrs).map(([k, v]) => html` ${raw(k)}="${v}"`);
  const maxlength = 4 + (decimals(multi) > 0 ? 1 + decimals(multi) : 0);
  return html`<div class="sf-add-to-cart" productid="${p.id}" isdigitalproduct="${bool(digital, lang)}" productcode="${p.code}">
<label class="sf-purchase-list-select"><input type="checkbox" class="sf-purchase-list-check" name="selectForPurchaseList" value="${p.code}"> ${pick(lang, 'Select', 'Sélectionner')}</label>
<input type="text" class="sf-qty" name="qty" value="${o.qty ?? ''}" inputmode="decimal" maxlength="${maxlength}" aria-label="${pick(lang, 'Quantity', 'Quantité')} – ${t}"${attrs}>
<select class="sf-uom" name="uom" aria-label="${pick(lang, 'Unit of measure', 'Unité de mesure')}">${o.uoms.map(
    (x) =>
      html`<option value="${x.id}" qtymultiple="${x.qty_multiple}" minqty="${x.min_qty}" maxqty="${x.max_qty}" mustconfirmqty="${x.must_confirm}"${x.id === u?.id ? raw(' selected') : ''}>${uomLabel(x, lang)} – ${formatMoney(lang, x.price)}</option>`,
  )}</select>
<button type="button" class="sf-add-btn" data-sf-add="cart">${pick(lang, 'Add to cart', 'Ajouter au panier')}</button>
<button type="button" class="sf-add-btn" data-sf-add="quote">${pick(lang, 'Add to quote', 'Ajouter à la soumission')}</button>
<button type="button" class="sf-add-btn" data-sf-add="purchase-list">${pick(lang, 'Add to purchase list', 'Ajouter à la liste d’achat')}</button>
</div>`;
};

export const ehfTrigger = (p: Product, lang: Lang): RawHtml =>
  p.ehf > 0
    ? html`<button type="button" class="sf-ehf-trigger" product-url="${productUrl(p, lang)}" productid="${p.id}" title="${pick(lang, 'Environmental handling fee', 'Écofrais')}" placement="bottom">${pick(lang, 'EHF', 'Écofrais')}: ${formatMoney(lang, p.ehf)}</button>`
    : html``;

const priceOf = (p: Product, o: ItemOptions): number => selectedUomOf(o.uoms, o.selectedUom)?.price ?? p.price;

export const productItem = (p: Product, o: ItemOptions, withDescription = false): RawHtml => {
  const { lang } = o;
  const url = productUrl(p, lang);
  const t = title(p, lang);
  const price = priceOf(p, o);
  return html`<li class="sf-product" id="sf-product-${p.id}" data-product-id="${p.id}" data-product-code="${p.code}">
<a class="sf-product__image-link" href="${url}"><img class="sf-product__image" src="${imageUrl(p)}" alt="${t}" width="160" height="160" loading="lazy"></a>
<a class="sf-product__title" href="${url}">${t}</a>
<span class="sf-product__brand">${p.brand}</span> <span class="sf-product__code">${p.code}</span>
${withDescription ? html`<p class="sf-product__description">${lang === 'fr' ? p.desc_fr : p.desc_en}</p>` : ''}
<span class="sf-product__price" data-price="${price}">${formatMoney(lang, price)}</span>
${p.promo ? html`<span class="sf-product__badge sf-product__badge--promo">${pick(lang, 'On sale', 'En solde')}</span>` : ''}
${ehfTrigger(p, lang)}
<a class="sf-product__where-to-buy" href="${url}">${pick(lang, 'Where to buy', 'Où acheter')}</a>
${addToCartSection(p, o)}
</li>`;
};

export const productRow = (p: Product, o: ItemOptions): RawHtml => {
  const url = productUrl(p, o.lang);
  const t = title(p, o.lang);
  const price = priceOf(p, o);
  return html`<tr class="sf-product" id="sf-product-${p.id}" data-product-id="${p.id}" data-product-code="${p.code}">
<td class="sf-product__image-cell"><a class="sf-product__image-link" href="${url}"><img class="sf-product__image" src="${imageUrl(p)}" alt="${t}" width="48" height="48" loading="lazy"></a></td>
<td><a class="sf-product__title" href="${url}">${t}</a> ${ehfTrigger(p, o.lang)}</td><td class="sf-product__code">${p.code}</td>
<td class="sf-product__price" data-price="${price}">${formatMoney(o.lang, price)}</td><td>${addToCartSection(p, o)}</td></tr>`;
};
