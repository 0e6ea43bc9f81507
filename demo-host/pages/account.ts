// Account pages: login, my baskets (create/select a cart, purchase lists), orders to approve, messages.
import type { FastifyInstance } from 'fastify';
import { Form } from '../body.ts';
import { ownerOf } from '../cart/store.ts';
import { queryParam } from '../context.ts';
import { html } from '../html.ts';
import { pick } from '../i18n.ts';
import { loginUser, safeReturnUrl } from '../routes/session.ts';
import type { Services } from '../services.ts';
import { prefixOf } from './layout.ts';
import type { PageRegistrar } from './routes.ts';

const loginRequired = (lang: 'en' | 'fr', path: string) => ({
  title: pick(lang, 'Log in', 'Connexion'),
  main: html`<p><a href="${prefixOf(lang)}/login?returnUrl=${encodeURIComponent(path)}">${pick(lang, 'Please log in to see this page.', 'Veuillez vous connecter pour voir cette page.')}</a></p>`,
});

export const accountPages = (_app: FastifyInstance, s: Services, page: PageRegistrar): void => {
  const loginForm = (lang: 'en' | 'fr', returnUrl: string, error: boolean) => ({
    title: pick(lang, 'Log in', 'Connexion'),
    main: html`<h1>${pick(lang, 'Log in', 'Connexion')}</h1>${error ? html`<p class="sf-dev-note" role="alert">${pick(lang, 'Wrong email or password.', 'Courriel ou mot de passe incorrect.')}</p>` : ''}
<form method="post" class="sf-login-form"><input type="hidden" name="returnUrl" value="${returnUrl}">
<label>${pick(lang, 'Email', 'Courriel')} <input name="email" type="email" value="buyer@example.com" required autocomplete="username"></label>
<label>${pick(lang, 'Password', 'Mot de passe')} <input name="password" type="password" value="demo" required autocomplete="current-password"></label>
<button type="submit">${pick(lang, 'Log in', 'Se connecter')}</button></form><p>${pick(lang, 'Demo accounts: buyer@example.com or approver@example.com, password “demo”.', 'Comptes de démo : buyer@example.com ou approver@example.com, mot de passe « demo ».')}</p>`,
  });
  const returnOf = (v: string | undefined, lang: 'en' | 'fr') => safeReturnUrl(v, `${prefixOf(lang)}/`);
  page('/login', (req, lang) =>
    loginForm(lang, returnOf(queryParam(req, 'returnUrl') ?? queryParam(req, 'returnurl'), lang), false),
  );
  page(
    '/login',
    async (req, lang, reply) => {
      const form = new Form(req.body, lang);
      const target = returnOf(form.opt('returnUrl', 500), lang);
      if (!loginUser(s, req.ctx, form.opt('email', 200) ?? '', form.opt('password', 200) ?? '')) {
        reply.code(401);
        return loginForm(lang, target, true);
      }
      await reply.redirect(target, 303);
      return 'sent';
    },
    'POST',
  );

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
<sf-baskets><ul class="sf-baskets">${baskets.map((b) => html`<li data-basket-id="${b.id}">${b.name} (${b.n}) ${b.is_current ? pick(lang, '— current', '— actif') : html`<form method="post" style="display:inline"><input type="hidden" name="select" value="${b.id}"><button>${pick(lang, 'Use this cart', 'Utiliser ce panier')}</button></form>`}</li>`)}</ul>
<form method="post" class="sf-basket-create"><label>${pick(lang, 'New cart name', 'Nom du nouveau panier')} <input name="name" required maxlength="80"></label> <button type="submit">${pick(lang, 'Create cart', 'Créer le panier')}</button></form></sf-baskets>
<h2>${pick(lang, 'Purchase lists', 'Listes d’achat')}</h2><ul class="sf-purchase-lists">${lists.map((l) => html`<li data-purchase-list-id="${l.id}">${l.name} (${l.n})</li>`)}</ul>
<p><a href="${prefixOf(lang)}/category/1?purchaselist=1">${pick(lang, 'Choose products for a purchase list', 'Choisir des produits pour une liste d’achat')}</a></p>`,
    };
  });
  page(
    '/account/baskets',
    async (req, lang, reply) => {
      if (!req.ctx.user) return loginRequired(lang, req.url);
      const form = new Form(req.body, lang);
      const owner = ownerOf(req.ctx);
      const select = Number(form.opt('select', 20) ?? '0');
      if (select > 0) s.carts.setCurrent(owner, select);
      else s.carts.create(owner, (form.opt('name', 80) ?? '').trim() || pick(lang, 'New cart', 'Nouveau panier'));
      await reply.redirect(`${prefixOf(lang)}/account/baskets`, 303);
      return 'sent';
    },
    'POST',
  );

  page('/account/approval', (req, lang) => {
    if (!req.ctx.user) return loginRequired(lang, req.url);
    const orders = s.db
      .prepare<[], { id: number; number: string }>("SELECT id, number FROM orders WHERE status = 'pending-approval'")
      .all();
    return {
      title: pick(lang, 'Orders to approve', 'Commandes à approuver'),
      main: html`<h1>${pick(lang, 'Orders to approve', 'Commandes à approuver')}</h1><ul>${orders.map((o) => html`<li>${o.number} — <a href="/account/approval/edit?id=${o.id}&amp;returnUrl=${encodeURIComponent(`${prefixOf(lang)}/catalog`)}">${pick(lang, 'Add products to this order', 'Ajouter des produits à cette commande')}</a></li>`)}</ul>`,
    };
  });

  page('/account/messages', (req, lang) => {
    if (!req.ctx.user) return loginRequired(lang, req.url);
    const msgs = s.db
      .prepare<[number], { id: number; subject_en: string; subject_fr: string }>(
        'SELECT id, subject_en, subject_fr FROM messages WHERE user_id = ?',
      )
      .all(req.ctx.user.id);
    return {
      title: pick(lang, 'My messages', 'Mes messages'),
      main: html`<h1>${pick(lang, 'My messages', 'Mes messages')}</h1><ul class="sf-messages">${msgs.map((m) => html`<li>${lang === 'fr' ? m.subject_fr : m.subject_en} <button type="button" class="sf-message-reply-btn" data-sf-message-reply="${m.id}" data-id-post="${m.id}">${pick(lang, 'Reply', 'Répondre')}</button></li>`)}</ul>`,
    };
  });
};
