// Shopping cart page (cart or quote): lines with their comments, a quick-add row, the subtotal.
import type { FastifyInstance } from 'fastify';
import { readerOf } from '../cart/store.ts';
import { title, uomLabel } from '../catalogue/repo.ts';
import { queryParam } from '../context.ts';
import { bool, html } from '../html.ts';
import { formatMoney, pick } from '../i18n.ts';
import { cartLineTotal } from '../render/menus.ts';
import { productUrl } from '../render/product.ts';
import type { Services } from '../services.ts';
import { prefixOf } from './layout.ts';
import type { PageRegistrar } from './registrar.ts';

export const cartPages = (_app: FastifyInstance, s: Services, page: PageRegistrar): void => {
  page('/cart', (req, lang) => {
    const quote = queryParam(req, 'quote') === '1';
    const lines = s.carts.lines(s.carts.find(readerOf(req.ctx), quote ? 'quote' : 'cart'));
    const rows = lines.map((l) => {
      const p = s.repo.productById(l.product_id);
      const u = s.repo.uoms(l.product_id).find((x) => x.id === l.uom_id);
      if (!p) return html``;
      const comments = s.carts.comments(l.id);
      return html`<tr class="sf-cart-line" data-order-line-id="${l.id}" data-line-type="${l.line_type}"><td><a href="${productUrl(p, lang)}">${title(p, lang)}</a>${l.customizer ? html`<br><small class="sf-cart-line__custom">${l.customizer}</small>` : ''}</td>
<td>${l.qty}</td><td>${u ? uomLabel(u, lang) : ''}</td><td>${formatMoney(lang, (u?.price ?? 0) * l.qty)}</td>
<td><ul class="sf-line-comments">${comments.map((c) => html`<li data-comment-id="${c.id}">${c.text} <button type="button" class="sf-line-comment__remove" data-order-line-id="${l.id}" data-comment-id="${c.id}">${pick(lang, 'Remove', 'Retirer')}</button></li>`)}</ul>
${req.ctx.user ? html`<form class="sf-line-comment-form" data-order-line-id="${l.id}"><input name="comment" maxlength="500" aria-label="${pick(lang, 'Comment', 'Commentaire')}"><button type="submit">${pick(lang, 'Add comment', 'Ajouter un commentaire')}</button></form>` : ''}</td></tr>`;
    });
    const main = html`<h1>${quote ? pick(lang, 'My quote', 'Ma soumission') : pick(lang, 'Shopping cart', 'Panier')}</h1>
<sf-cart-page data-for-quote="${bool(quote, lang)}"><section class="sf-cart-page" data-for-quote="${bool(quote, lang)}">
${
  lines.length === 0
    ? html`<p>${pick(lang, 'Your cart is empty.', 'Votre panier est vide.')}</p>`
    : html`<table class="sf-table"><thead><tr><th>${pick(lang, 'Product', 'Produit')}</th><th>${pick(lang, 'Quantity', 'Quantité')}</th><th>${pick(lang, 'Unit', 'Unité')}</th><th>${pick(lang, 'Total', 'Total')}</th><th>${pick(lang, 'Comments', 'Commentaires')}</th></tr></thead><tbody>${rows}</tbody></table>
<p class="sf-cart-page__subtotal">${pick(lang, 'Subtotal', 'Sous-total')}: ${formatMoney(lang, cartLineTotal(s.repo, lines))}</p>`
}
<div class="sf-add-to-cart sf-quick-add" productid="0" isdigitalproduct="${bool(false, lang)}" productcode=""><label>${pick(lang, 'Product code', 'Code de produit')} <input class="sf-quick-code" name="quickCode" maxlength="40"></label>
<input type="text" class="sf-qty" name="qty" value="" inputmode="decimal" maxlength="4" aria-label="${pick(lang, 'Quantity', 'Quantité')}" productcode="" productid="0" multiqty="1" minqty="1" maxqty="99999" iduom="0" mustconfirmqty="0" isquickaddtocart="${bool(true, lang)}" iscustomeasyprint="${bool(false, lang)}" iscustomdeskdesign="${bool(false, lang)}" isfromorderapproval="${bool(false, lang)}" isdigitalproduct="${bool(false, lang)}" uomduplicate="${bool(false, lang)}">
<button type="button" class="sf-add-btn" data-sf-add="cart">${pick(lang, 'Quick add', 'Ajout rapide')}</button></div>
</section></sf-cart-page>
<p><a href="${prefixOf(lang)}/quick-order">${pick(lang, 'Quick order: several products at once', 'Commande rapide : plusieurs produits d’un coup')}</a></p>`;
    return { title: pick(lang, 'Shopping cart', 'Panier'), main };
  });
};
