// /quick-order: a bulk order table whose add-to-cart sections form one group in quantity confirmation mode 0.
import type { FastifyInstance } from 'fastify';
import { type Product, title } from '../catalogue/repo.ts';
import { html } from '../html.ts';
import { formatMoney, pick } from '../i18n.ts';
import { addToCartSection, productUrl } from '../render/product.ts';
import { listingContext } from '../routes/listing.ts';
import type { Services } from '../services.ts';
import type { PageRegistrar } from './registrar.ts';

export const quickOrderPages = (_app: FastifyInstance, s: Services, page: PageRegistrar): void => {
  page('/quick-order', (req, lang) => {
    const ctx = listingContext(s, req, lang);
    const products = s.db
      .prepare<[], Product>(
        'SELECT * FROM products WHERE discontinued = 0 AND configurator IS NULL AND customizer = 0 AND digital = 0 ORDER BY popularity DESC LIMIT 8',
      )
      .all();
    const uoms = s.repo.uomsFor(products.map((p) => p.id));
    const rows = products.map(
      (
        p,
      ) => html`<tr data-product-code="${p.code}"><td class="sf-product__code">${p.code}</td><td><a href="${productUrl(p, lang)}">${title(p, lang)}</a></td>
<td data-price="${p.price}">${formatMoney(lang, p.price)}</td><td>${addToCartSection(p, { ...ctx, uoms: uoms.get(p.id) ?? [] })}</td></tr>`,
    );
    return {
      title: pick(lang, 'Quick order', 'Commande rapide'),
      main: html`<h1>${pick(lang, 'Quick order', 'Commande rapide')}</h1>
<p>${pick(lang, 'Enter the quantities, then add them all at once: quantities that break a rule are listed in a confirmation window.', 'Entrez les quantités, puis ajoutez-les toutes d’un coup : les quantités qui ne respectent pas une règle sont listées dans une fenêtre de confirmation.')}</p>
<table class="sf-table sf-bulk-order" data-sf-add-scope="true" data-sf-confirm-mode="0"><thead><tr><th>${pick(lang, 'Code', 'Code')}</th><th>${pick(lang, 'Product', 'Produit')}</th><th>${pick(lang, 'Price', 'Prix')}</th><th>${pick(lang, 'Quantity', 'Quantité')}</th></tr></thead>
<tbody>${rows}</tbody></table>`,
    };
  });
};
