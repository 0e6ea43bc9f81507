// "Frequently ordered" on the profile page: a tracked product list with add-to-cart, from fixed product codes.
import type { FastifyRequest } from 'fastify';
import type { Product } from '../catalogue/repo.ts';
import { html, type RawHtml } from '../html.ts';
import { formatMoney, type Lang, pick } from '../i18n.ts';
import { addToCartSection, productUrl } from '../render/product.ts';
import { trackedProduct } from '../render/tracking.ts';
import { listingContext } from '../routes/listing.ts';
import type { Services } from '../services.ts';

/** Fixed codes so the list (and its tracking data) is the same on every run. */
const FREQUENTLY_ORDERED = ['PAP-0004', 'SCH-0005', 'SCH-0006'] as const;

export const frequentlyOrdered = (s: Services, req: FastifyRequest, lang: Lang): RawHtml => {
  const products = FREQUENTLY_ORDERED.map((code) => s.repo.productByCode(code)).filter(
    (p): p is Product => p !== undefined,
  );
  const uoms = s.repo.uomsFor(products.map((p) => p.id));
  const ctx = listingContext(s, req, lang);
  const list = {
    Code: 'frequently-ordered',
    Title: pick(lang, 'Frequently ordered', 'Commandés souvent'),
    ParentTitle: pick(lang, 'My account', 'Mon compte'),
  };
  return html`<h2>${list.Title}</h2><ul class="sf-products sf-products--list sf-frequently-ordered" data-sf-track="view_item_list" data-sf-track-category="${JSON.stringify(list)}">${products.map(
    (p, i) => {
      const own = uoms.get(p.id) ?? [];
      const entity = trackedProduct(s, p, own[0], lang, i + 1);
      return html`<li class="sf-product" data-product-code="${p.code}" data-sf-track-product="${JSON.stringify(entity)}"><a class="sf-product__title" href="${productUrl(p, lang)}">${entity.Title}</a> <span class="sf-product__brand">${p.brand}</span> <span class="sf-product__price">${formatMoney(lang, entity.Price)}</span>
${addToCartSection(p, { ...ctx, uoms: own })}</li>`;
    },
  )}</ul>`;
};
