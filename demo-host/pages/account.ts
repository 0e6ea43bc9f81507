// Account pages: login, my baskets (create/select a cart, purchase lists), my profile, orders to approve, messages.
import type { FastifyInstance } from 'fastify';
import { html } from '../html.ts';
import { pick } from '../i18n.ts';
import type { Services } from '../services.ts';
import { approvalEditForm } from './approval-edit-form.ts';
import { basketsPages } from './baskets-page.ts';
import { prefixOf } from './layout.ts';
import { loginPages } from './login-page.ts';
import { loginRequired } from './login-required.ts';
import { profilePages } from './profile-page.ts';
import type { PageRegistrar } from './registrar.ts';

/** /account/approval: the member's orders waiting for approval, each with its "add products" form. */
const approvalPage = (s: Services, page: PageRegistrar): void =>
  page('/account/approval', (req, lang) => {
    if (!req.ctx.user) return loginRequired(lang, req.url);
    // The same rule as /account/approval/edit and AddProductsOrderApproval: a member sees and edits their own orders.
    const orders = s.db
      .prepare<[number], { id: number; number: string }>(
        "SELECT id, number FROM orders WHERE status = 'pending-approval' AND user_id = ?",
      )
      .all(req.ctx.user.id);
    return {
      title: pick(lang, 'Orders to approve', 'Commandes à approuver'),
      main: html`<h1>${pick(lang, 'Orders to approve', 'Commandes à approuver')}</h1><ul>${orders.map((o) => html`<li>${approvalEditForm(o.id, `${prefixOf(lang)}/catalog`, pick(lang, `Add products to order ${o.number}`, `Ajouter des produits à la commande ${o.number}`))}</li>`)}</ul>`,
    };
  });

/** /account/messages: the member's messages in the page's language, each with a reply button. */
const messagesPage = (s: Services, page: PageRegistrar): void =>
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

export const accountPages = (_app: FastifyInstance, s: Services, page: PageRegistrar): void => {
  loginPages(s, page);
  basketsPages(s, page);
  profilePages(s, page);
  approvalPage(s, page);
  messagesPage(s, page);
};
