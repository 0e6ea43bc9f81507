// /account/profile: the member's profile form, its post (checked on the server too), and what they often order.
import type { FastifyRequest } from 'fastify';
import { Form } from '../body.ts';
import { queryParam } from '../context.ts';
import { html, type RawHtml } from '../html.ts';
import { type Lang, pick } from '../i18n.ts';
import type { Services } from '../services.ts';
import { frequentlyOrdered } from './frequently-ordered.ts';
import { prefixOf } from './layout.ts';
import { loginRequired } from './login-required.ts';
import { COUNTRIES, PROFILE_FIELDS, type Profile, profileForm } from './profile-form.ts';
import type { PageRegistrar } from './registrar.ts';

const profilePage = (s: Services, req: FastifyRequest, lang: Lang, p: Profile, note: RawHtml | '') => ({
  title: pick(lang, 'My profile', 'Mon profil'),
  main: html`<h1>${pick(lang, 'My profile', 'Mon profil')}</h1>
<nav class="sf-account-nav" aria-label="${pick(lang, 'My account', 'Mon compte')}"><a href="${prefixOf(lang)}/account/baskets">${pick(lang, 'My baskets', 'Mes paniers')}</a> · <a href="${prefixOf(lang)}/account/messages">${pick(lang, 'My messages', 'Mes messages')}</a></nav>
${note}${profileForm(lang, p)}
${frequentlyOrdered(s, req, lang)}`,
});

const readProfile = (form: Form): Profile => {
  const read = (name: keyof Profile) => (form.opt(name, PROFILE_FIELDS[name]) ?? '').trim();
  return { name: read('name'), email: read('email'), country: read('country'), zip: read('zip'), phone: read('phone') };
};

export const profilePages = (s: Services, page: PageRegistrar): void => {
  // Saved profiles live as long as the process: the demo needs the round trip, not the storage.
  const profiles = new Map<number, Profile>();
  page('/account/profile', (req, lang) => {
    const user = req.ctx.user;
    if (!user) return loginRequired(lang, req.url);
    const saved = queryParam(req, 'saved') === '1';
    const profile = profiles.get(user.id) ?? { name: user.name, email: user.email, country: 'CA', zip: '', phone: '' };
    return profilePage(
      s,
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
      const profile = readProfile(new Form(req.body, lang));
      // The server checks on its side too (a page without the bundle, or a hand-made post).
      if (!profile.name || !profile.email || !profile.zip || !COUNTRIES.some((c) => c === profile.country)) {
        reply.code(400);
        return profilePage(
          s,
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
};
