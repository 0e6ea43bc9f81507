// /account/purchase-list?id=N: one of the member's purchase lists, added to the cart in one go with its line comments.
import type { FastifyInstance } from 'fastify';
import { type Product, title, uomLabel } from '../catalogue/repo.ts';
import { queryParam } from '../context.ts';
import { html } from '../html.ts';
import { pick } from '../i18n.ts';
import { addToCartSection, productUrl } from '../render/product.ts';
import { listingContext } from '../routes/listing.ts';
import type { Services } from '../services.ts';
import { prefixOf } from './layout.ts';
import type { PageRegistrar } from './registrar.ts';

interface ListLine {
  product_id: number;
  uom_id: number;
  qty: number;
  comment: string | null;
}

export const purchaseListPages = (_app: FastifyInstance, s: Services, page: PageRegistrar): void => {
  page('/account/purchase-list', (req, lang) => {
    const user = req.ctx.user;
    if (!user)
      return {
        title: pick(lang, 'Log in', 'Connexion'),
        main: html`<p><a href="${prefixOf(lang)}/login?returnUrl=${encodeURIComponent(req.url)}">${pick(lang, 'Please log in to see this page.', 'Veuillez vous connecter pour voir cette page.')}</a></p>`,
      };
    const id = Number(queryParam(req, 'id') ?? '0');
    const list = s.db
      .prepare<[number, number], { id: number; name: string }>(
        'SELECT id, name FROM purchase_lists WHERE id = ? AND user_id = ?',
      )
      .get(Number.isInteger(id) ? id : 0, user.id);
    if (!list) return null;
    const lines = s.db
      .prepare<[number], ListLine>(
        'SELECT product_id, uom_id, qty, comment FROM purchase_list_lines WHERE list_id = ? ORDER BY id',
      )
      .all(list.id);
    const products = lines
      .map((l) => ({ line: l, product: s.repo.productById(l.product_id) }))
      .filter((x): x is { line: ListLine; product: Product } => x.product !== undefined);
    const uoms = s.repo.uomsFor(products.map((x) => x.product.id));
    const ctx = listingContext(s, req, lang);
    const rows = products.map(({ line, product }) => {
      const units = uoms.get(product.id) ?? [];
      const unit = units.find((u) => u.id === line.uom_id);
      return html`<tr data-product-code="${product.code}"><td><a href="${productUrl(product, lang)}">${title(product, lang)}</a></td>
<td>${unit ? uomLabel(unit, lang) : ''}</td><td class="sf-purchase-list__comment">${line.comment ?? '—'}</td>
<td>${addToCartSection(product, { ...ctx, uoms: units, selectedUom: line.uom_id, qty: line.qty })}</td></tr>`;
    });
    const heading = pick(lang, `Purchase list: ${list.name}`, `Liste d’achat : ${list.name}`);
    return {
      title: heading,
      main: html`<h1>${heading}</h1>
<div class="sf-purchase-list" data-sf-add-scope="true">
<table class="sf-table"><thead><tr><th>${pick(lang, 'Product', 'Produit')}</th><th>${pick(lang, 'Unit', 'Unité')}</th><th>${pick(lang, 'Comment', 'Commentaire')}</th><th>${pick(lang, 'Quantity', 'Quantité')}</th></tr></thead>
<tbody>${rows}</tbody></table>
<div class="sf-add-to-cart sf-purchase-list__all"><button type="button" class="sf-add-btn" data-sf-add="cart-comments" data-id-purchase-list-copy-comments="${list.id}">${pick(lang, 'Add the whole list to the cart, with its comments', 'Ajouter toute la liste au panier, avec ses commentaires')}</button></div>
</div>`,
    };
  });
};
