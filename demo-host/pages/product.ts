// Product detail page: gallery, add-to-cart, quantity table, substitutes/complements, review box, QR code.
import type { FastifyInstance } from 'fastify';
import { REVIEW_MAX_CHARS } from '../../shared/constants.ts';
import { html, type RawHtml } from '../html.ts';
import { formatMoney, pick } from '../i18n.ts';
import { catName, title, uomLabel, type Product } from '../catalogue/repo.ts';
import { addToCartSection, ehfTrigger, imageUrl, productItem } from '../render/product.ts';
import { listingContext } from '../routes/listing.ts';
import type { Services } from '../services.ts';
import { prefixOf } from './layout.ts';
import type { PageRegistrar } from './routes.ts';

export const productPages = (app: FastifyInstance, s: Services, page: PageRegistrar): void => {
  const carousel = (heading: string, products: Product[], ctx: ReturnType<typeof listingContext>): RawHtml => {
    if (products.length === 0) return html``;
    const uoms = s.repo.uomsFor(products.map((p) => p.id));
    return html`<section class="sf-product-carousel"><h2>${heading}</h2><ul class="sf-products sf-products--grid">${products.map((p) => productItem(p, { ...ctx, uoms: uoms.get(p.id) ?? [] }))}</ul></section>`;
  };
  page('/product/:code', (req, lang) => {
    const p = s.repo.productByCode((req.params as { code: string }).code);
    if (!p) return null;
    const ctx = listingContext(s, req, lang);
    const uoms = s.repo.uoms(p.id);
    const leaf = s.repo.byId.get(p.leaf_id);
    const t = title(p, lang);
    const rows = uoms.map((u) => html`<tr><td>${uomLabel(u, lang)}</td><td>${formatMoney(lang, u.price)}</td><td>${u.min_qty}</td><td>${u.qty_multiple}</td><td>${u.max_qty}</td></tr>`);
    const main = html`<nav class="sf-breadcrumb">${s.repo.path(p.leaf_id).map((c) => html`<a href="${prefixOf(lang)}/category/${c.id}">${catName(c, lang)}</a> › `)}</nav>
<article class="sf-product-detail" data-product-id="${p.id}" data-product-code="${p.code}">
<h1>${t}</h1>
<div class="sf-zoom-gallery"><img class="sf-zoom-gallery__main" src="${imageUrl(p)}" alt="${t}" width="320" height="320"><ul class="sf-zoom-gallery__thumbs"><li><img src="${imageUrl(p)}" alt="" width="64" height="64"></li></ul></div>
<p class="sf-product__brand">${p.brand}</p> <p class="sf-product__code">${p.code}</p> <p>${leaf ? catName(leaf, lang) : ''}</p>
<p class="sf-product__description">${lang === 'fr' ? p.desc_fr : p.desc_en}</p>
<p class="sf-product__price">${formatMoney(lang, uoms[0]?.price ?? p.price)}</p> ${ehfTrigger(p, lang)}
<p class="sf-product__stock">${p.stock > 5 ? pick(lang, 'In stock', 'En stock') : pick(lang, `Only ${p.stock} left`, `Plus que ${p.stock} en stock`)}</p>
${addToCartSection(p, { ...ctx, uoms })}
<table class="sf-table sf-qty-table"><caption>${pick(lang, 'Quantities and prices', 'Quantités et prix')}</caption><thead><tr><th>${pick(lang, 'Unit', 'Unité')}</th><th>${pick(lang, 'Price', 'Prix')}</th><th>${pick(lang, 'Minimum', 'Minimum')}</th><th>${pick(lang, 'Multiple', 'Multiple')}</th><th>${pick(lang, 'Maximum', 'Maximum')}</th></tr></thead><tbody>${rows}</tbody></table>
<img class="sf-qr" src="/img/qr/${encodeURIComponent(p.code)}.svg" alt="${pick(lang, 'QR code for this product', 'Code QR de ce produit')}" width="96" height="96">
<form class="sf-review" method="post" action="${prefixOf(lang)}/product/${encodeURIComponent(p.code)}/review"><label for="sf-review-text">${pick(lang, 'Your review', 'Votre avis')}</label>
<textarea id="sf-review-text" name="review" maxlength="${REVIEW_MAX_CHARS}" data-sf-char-counter="${REVIEW_MAX_CHARS}"></textarea><button type="submit">${pick(lang, 'Send', 'Envoyer')}</button></form>
</article>
${carousel(pick(lang, 'Substitute products', 'Produits de remplacement'), s.repo.related(p.id, 'sub'), ctx)}
${carousel(pick(lang, 'Complementary products', 'Produits complémentaires'), s.repo.related(p.id, 'comp'), ctx)}`;
    return { title: t, main };
  });
  page('/product/:code/review', (_req, lang) => ({ title: pick(lang, 'Thank you', 'Merci'), main: html`<h1>${pick(lang, 'Thank you for your review.', 'Merci pour votre avis.')}</h1>` }), 'POST');

  app.get<{ Params: { code: string } }>('/img/qr/:code', async (req, reply) => {
    // A decorative QR-like pattern derived from the code (not a scannable QR code).
    const code = req.params.code.replace(/\.svg$/, '');
    let h = 2166136261;
    const cells: string[] = [];
    for (let i = 0; i < 21 * 21; i++) {
      h = Math.imul(h ^ (code.charCodeAt(i % Math.max(1, code.length)) + i), 16777619) >>> 0;
      if (h % 2 === 0) cells.push(`<rect x="${i % 21}" y="${Math.floor(i / 21)}" width="1" height="1"/>`);
    }
    reply.type('image/svg+xml');
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 23 23" width="96" height="96"><rect x="-1" y="-1" width="23" height="23" fill="#fff"/><g fill="#000">${cells.join('')}</g></svg>`;
  });
};
