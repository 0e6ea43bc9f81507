// Product detail page: gallery, add-to-cart, quantity table, substitutes/complements, review box, QR code.
import type { FastifyInstance } from 'fastify';
import { REVIEW_MAX_CHARS } from '../../shared/constants.ts';
import { catName, type Product, title } from '../catalogue/repo.ts';
import { html, type RawHtml } from '../html.ts';
import { formatMoney, pick } from '../i18n.ts';
import { addToCartSection, ehfTrigger, productItem } from '../render/product.ts';
import { configuratorPortal, gallery, productQr, quantityTable, whereToBuy } from '../render/product-detail.ts';
import { trackedProduct } from '../render/tracking.ts';
import { listingContext } from '../routes/listing.ts';
import type { Services } from '../services.ts';
import { prefixOf } from './layout.ts';
import type { PageRegistrar } from './registrar.ts';

export const productPages = (_app: FastifyInstance, s: Services, page: PageRegistrar): void => {
  const carousel = (heading: string, products: Product[], ctx: ReturnType<typeof listingContext>): RawHtml => {
    if (products.length === 0) return html``;
    const uoms = s.repo.uomsFor(products.map((p) => p.id));
    return html`<sf-product-carousel><section class="sf-product-carousel"><h2>${heading}</h2><ul class="sf-products sf-products--grid">${products.map((p) => productItem(p, { ...ctx, uoms: uoms.get(p.id) ?? [] }))}</ul></section></sf-product-carousel>`;
  };
  page('/product/:code', (req, lang) => {
    const p = s.repo.productByCode((req.params as { code: string }).code);
    if (!p) return null;
    const ctx = listingContext(s, req, lang);
    const uoms = s.repo.uoms(p.id);
    const leaf = s.repo.byId.get(p.leaf_id);
    const t = title(p, lang);
    const main = html`<nav class="sf-breadcrumb">${s.repo.path(p.leaf_id).map((c) => html`<a href="${prefixOf(lang)}/category/${c.id}">${catName(c, lang)}</a> › `)}</nav>
<article class="sf-product-detail" data-product-id="${p.id}" data-product-code="${p.code}" data-sf-track="view_item" data-sf-track-product="${JSON.stringify(trackedProduct(s, p, uoms[0], lang, 1))}">
<h1>${t}</h1>
${gallery(p, t)}
<p class="sf-product__brand">${p.brand}</p> <p class="sf-product__code">${p.code}</p> <p>${leaf ? catName(leaf, lang) : ''}</p>
${whereToBuy(p, lang)}
<p class="sf-product__description">${lang === 'fr' ? p.desc_fr : p.desc_en}</p>
<p class="sf-product__price">${formatMoney(lang, uoms[0]?.price ?? p.price)}</p> ${ehfTrigger(p, lang)}
<p class="sf-product__stock">${p.stock > 5 ? pick(lang, 'In stock', 'En stock') : pick(lang, `Only ${p.stock} left`, `Plus que ${p.stock} en stock`)}</p>
${addToCartSection(p, { ...ctx, uoms })}
${configuratorPortal(p, lang)}
${quantityTable(uoms, lang)}
${productQr(p, lang)}
<form class="sf-review" method="post" action="${prefixOf(lang)}/product/${encodeURIComponent(p.code)}/review"><label for="sf-review-text">${pick(lang, 'Your review', 'Votre avis')}</label>
<textarea id="sf-review-text" name="review" maxlength="${REVIEW_MAX_CHARS}" data-sf-counter="${REVIEW_MAX_CHARS}"></textarea><span class="sf-char-counter" data-sf-counter-for="sf-review-text"></span><button type="submit">${pick(lang, 'Send', 'Envoyer')}</button></form>
</article>
${carousel(pick(lang, 'Substitute products', 'Produits de remplacement'), s.repo.related(p.id, 'sub'), ctx)}
${carousel(pick(lang, 'Complementary products', 'Produits complémentaires'), s.repo.related(p.id, 'comp'), ctx)}`;
    return { title: t, main };
  });
  page(
    '/product/:code/review',
    (_req, lang) => ({
      title: pick(lang, 'Thank you', 'Merci'),
      main: html`<h1>${pick(lang, 'Thank you for your review.', 'Merci pour votre avis.')}</h1>`,
    }),
    'POST',
  );
};
