// /account/baskets: the member's carts (use one, create one) and their purchase lists.
import { Form } from '../body.ts';
import { ownerOf } from '../cart/store.ts';
import { html } from '../html.ts';
import { pick } from '../i18n.ts';
import type { Services } from '../services.ts';
import { prefixOf } from './layout.ts';
import { loginRequired } from './login-required.ts';
import type { PageRegistrar } from './registrar.ts';

export const basketsPages = (s: Services, page: PageRegistrar): void => {
  page('/account/baskets', (req, lang) => {
    if (!req.ctx.user) return loginRequired(lang, req.url);
    const owner = ownerOf(req.ctx);
    const baskets = s.carts.list(owner);
    const lists = s.db
      .prepare<[number], { id: number; name: string; n: number }>(
        'SELECT id, name, (SELECT count(*) FROM purchase_list_lines WHERE list_id = pl.id) AS n FROM purchase_lists pl WHERE user_id = ?',
      )
      .all(req.ctx.user.id);
    return {
      title: pick(lang, 'My baskets', 'Mes paniers'),
      main: html`<h1>${pick(lang, 'My baskets', 'Mes paniers')}</h1>
<sf-baskets><ul class="sf-baskets">${baskets.map((b) => html`<li data-basket-id="${b.id}">${b.name} (${b.n}) ${b.is_current ? pick(lang, '— current', '— actif') : html`<form method="post" class="sf-inline-form"><input type="hidden" name="select" value="${b.id}"><button>${pick(lang, 'Use this cart', 'Utiliser ce panier')}</button></form>`}</li>`)}</ul>
<form method="post" class="sf-basket-create"><label>${pick(lang, 'New cart name', 'Nom du nouveau panier')} <input name="name" required maxlength="80"></label> <button type="submit">${pick(lang, 'Create cart', 'Créer le panier')}</button></form></sf-baskets>
<h2>${pick(lang, 'Purchase lists', 'Listes d’achat')}</h2><ul class="sf-purchase-lists">${lists.map((l) => html`<li data-purchase-list-id="${l.id}"><a href="${prefixOf(lang)}/account/purchase-list?id=${l.id}">${l.name}</a> (${l.n})</li>`)}</ul>
<p><a href="${prefixOf(lang)}/category/1?purchaselist=1">${pick(lang, 'Choose products for a purchase list', 'Choisir des produits pour une liste d’achat')}</a></p>`,
    };
  });
  page(
    '/account/baskets',
    async (req, lang, reply) => {
      if (!req.ctx.user) return loginRequired(lang, req.url);
      const form = new Form(req.body, lang);
      const owner = ownerOf(req.ctx);
      const select = form.int('select', 0, 0);
      if (select > 0) s.carts.setCurrent(owner, select);
      else s.carts.create(owner, (form.opt('name', 80) ?? '').trim() || pick(lang, 'New cart', 'Nouveau panier'));
      await reply.redirect(`${prefixOf(lang)}/account/baskets`, 303);
      return 'sent';
    },
    'POST',
  );
};
