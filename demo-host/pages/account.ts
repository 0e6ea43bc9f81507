// Account pages: login, my baskets (create/select a cart, purchase lists), my profile, orders to approve, messages.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Form } from '../body.ts';
import { ownerOf } from '../cart/store.ts';
import type { Product } from '../catalogue/repo.ts';
import { queryParam } from '../context.ts';
import { html, type RawHtml } from '../html.ts';
import { formatMoney, type Lang, pick, t } from '../i18n.ts';
import { PasswordChecksBusy } from '../passwords.ts';
import { addToCartSection, productUrl } from '../render/product.ts';
import { trackedProduct } from '../render/tracking.ts';
import { listingContext } from '../routes/listing.ts';
import { loginUser, safeReturnUrl } from '../routes/session.ts';
import type { Services } from '../services.ts';
import { approvalEditForm } from './approval-edit-form.ts';
import { prefixOf } from './layout.ts';
import type { PageRegistrar } from './registrar.ts';

const loginRequired = (lang: 'en' | 'fr', path: string) => ({
  title: pick(lang, 'Log in', 'Connexion'),
  main: html`<p><a href="${prefixOf(lang)}/login?returnUrl=${encodeURIComponent(path)}">${pick(lang, 'Please log in to see this page.', 'Veuillez vous connecter pour voir cette page.')}</a></p>`,
});

interface Profile {
  name: string;
  email: string;
  country: string;
  zip: string;
  phone: string;
}
/** The profile form's fields and their server-side limits (the browser checks the same form with form rules). */
const PROFILE_FIELDS = { name: 80, email: 200, country: 2, zip: 10, phone: 20 } as const satisfies Record<
  keyof Profile,
  number
>;
const COUNTRIES = ['CA', 'US'] as const;
/** "Frequently ordered" on the profile page: fixed codes so the list (and its tracking data) is the same on every run. */
const FREQUENTLY_ORDERED = ['PAP-0004', 'SCH-0005', 'SCH-0006'] as const;
const postalCodeFinder = (lang: Lang) =>
  pick(
    lang,
    'https://www.canadapost-postescanada.ca/cpc/en/tools/find-a-postal-code.page',
    'https://www.canadapost-postescanada.ca/scp/fr/outils/trouver-un-code-postal.page',
  );

export const accountPages = (_app: FastifyInstance, s: Services, page: PageRegistrar): void => {
  // Saved profiles live as long as the process: the demo needs the round trip, not the storage.
  const profiles = new Map<number, Profile>();
  const loginForm = (lang: 'en' | 'fr', returnUrl: string, error: boolean | string) => ({
    title: pick(lang, 'Log in', 'Connexion'),
    main: html`<h1>${pick(lang, 'Log in', 'Connexion')}</h1>${error ? html`<p class="sf-dev-note" role="alert">${typeof error === 'string' ? error : pick(lang, 'Wrong email or password.', 'Courriel ou mot de passe incorrect.')}</p>` : ''}
<form method="post" class="sf-login-form"><input type="hidden" name="returnUrl" value="${returnUrl}">
<label>${pick(lang, 'Email', 'Courriel')} <input name="email" type="email" value="buyer@example.com" required autocomplete="username"></label>
<label>${pick(lang, 'Password', 'Mot de passe')} <input name="password" type="password" value="demo" required autocomplete="current-password"></label>
<label class="sf-login-form__keep"><input type="checkbox" name="remember" value="1" aria-describedby="login-keep-hint"> ${pick(lang, 'Keep me signed in', 'Rester connecté')}</label>
<p id="login-keep-hint" class="sf-login-form__hint">${pick(lang, 'Otherwise you are signed out when you close the browser, or after 2 hours without use. Leave it unticked on a shared computer.', 'Sinon, vous êtes déconnecté à la fermeture du navigateur, ou après 2 heures sans activité. Laissez-la décochée sur un ordinateur partagé.')}</p>
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
      // A cross-site post never gets here (defences.ts refuses it first).
      const email = form.opt('email', 200) ?? '';
      const password = form.opt('password', 200) ?? '';
      const keep = form.bool('remember', false);
      // Counted before the check is awaited: logins sent together each see the ones before them.
      const attempt = s.logins.start(req.ip, email);
      if (typeof attempt === 'number') {
        reply.code(429).header('retry-after', String(attempt));
        return loginForm(lang, target, t(lang, 'tooManyLogins', attempt));
      }
      let ok: boolean;
      try {
        ok = await loginUser(s, req.ctx, req.ip, email, password, keep);
      } catch (err) {
        if (!(err instanceof PasswordChecksBusy)) {
          // Whether the password was checked is unknown: it stays counted.
          attempt.failed();
          throw err;
        }
        attempt.unchecked();
        reply.code(503).header('retry-after', '5');
        return loginForm(lang, target, t(lang, 'loginBusy'));
      }
      if (!ok) {
        attempt.failed();
        reply.code(401);
        return loginForm(lang, target, true);
      }
      attempt.succeeded();
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

  const profileForm = (lang: Lang, p: Profile): RawHtml =>
    html`<form method="post" class="sf-profile-form" data-sf-validate data-sf-unsaved-warning>
<p><label for="profile-name">${pick(lang, 'Full name', 'Nom complet')}</label> <input id="profile-name" name="name" value="${p.name}" required maxlength="${PROFILE_FIELDS.name}" autocomplete="name"></p>
<p><label for="profile-email">${pick(lang, 'Email', 'Courriel')}</label> <input id="profile-email" name="email" type="email" value="${p.email}" required maxlength="${PROFILE_FIELDS.email}" autocomplete="email"></p>
<p><label for="profile-country">${pick(lang, 'Country', 'Pays')}</label> <select id="profile-country" name="country" autocomplete="country">${COUNTRIES.map((c) => html`<option value="${c}"${c === p.country ? html` selected` : ''}>${c === 'CA' ? 'Canada' : pick(lang, 'United States', 'États-Unis')}</option>`)}</select></p>
<p><label for="profile-zip">${pick(lang, 'Postal code', 'Code postal')}</label> <input id="profile-zip" name="zip" value="${p.zip}" required data-val-zip data-val-zip-country="country" autocomplete="postal-code"></p>
<p><label for="profile-phone">${pick(lang, 'Phone', 'Téléphone')}</label> <input id="profile-phone" name="phone" type="tel" value="${p.phone}" data-val-phone data-val-phone-country="country" autocomplete="tel"></p>
<button type="submit">${pick(lang, 'Save', 'Enregistrer')}</button></form>
<p><a href="${postalCodeFinder(lang)}" data-sf-external-link>${pick(lang, 'Find a postal code (Canada Post)', 'Trouver un code postal (Postes Canada)')}</a></p>`;
  const frequentlyOrdered = (req: FastifyRequest, lang: Lang): RawHtml => {
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
  const profilePage = (req: FastifyRequest, lang: Lang, p: Profile, note: RawHtml | '') => ({
    title: pick(lang, 'My profile', 'Mon profil'),
    main: html`<h1>${pick(lang, 'My profile', 'Mon profil')}</h1>
<nav class="sf-account-nav" aria-label="${pick(lang, 'My account', 'Mon compte')}"><a href="${prefixOf(lang)}/account/baskets">${pick(lang, 'My baskets', 'Mes paniers')}</a> · <a href="${prefixOf(lang)}/account/messages">${pick(lang, 'My messages', 'Mes messages')}</a></nav>
${note}${profileForm(lang, p)}
${frequentlyOrdered(req, lang)}`,
  });
  page('/account/profile', (req, lang) => {
    const user = req.ctx.user;
    if (!user) return loginRequired(lang, req.url);
    const saved = queryParam(req, 'saved') === '1';
    const profile = profiles.get(user.id) ?? { name: user.name, email: user.email, country: 'CA', zip: '', phone: '' };
    return profilePage(
      req,
      lang,
      profile,
      saved
        ? html`<p class="sf-profile-saved" role="status">${pick(lang, 'Your profile has been saved.', 'Votre profil a été enregistré.')}</p>`
        : '',
    );
  });
  page(
    '/account/profile',
    async (req, lang, reply) => {
      const user = req.ctx.user;
      if (!user) return loginRequired(lang, req.url);
      const form = new Form(req.body, lang);
      const read = (name: keyof Profile) => (form.opt(name, PROFILE_FIELDS[name]) ?? '').trim();
      const profile: Profile = {
        name: read('name'),
        email: read('email'),
        country: read('country'),
        zip: read('zip'),
        phone: read('phone'),
      };
      // The server checks on its side too (a page without the bundle, or a hand-made post).
      if (!profile.name || !profile.email || !profile.zip || !COUNTRIES.some((c) => c === profile.country)) {
        reply.code(400);
        return profilePage(
          req,
          lang,
          profile,
          html`<p class="sf-dev-note" role="alert">${pick(lang, 'Please fill in the required fields.', 'Veuillez remplir les champs obligatoires.')}</p>`,
        );
      }
      profiles.set(user.id, profile);
      await reply.redirect(`${prefixOf(lang)}/account/profile?saved=1`, 303);
      return 'sent';
    },
    'POST',
  );

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
