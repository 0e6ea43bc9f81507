// The profile form: its fields, their server-side limits, and its HTML (the browser checks it with form rules).
import { html, type RawHtml } from '../html.ts';
import { type Lang, pick } from '../i18n.ts';

export interface Profile {
  name: string;
  email: string;
  country: string;
  zip: string;
  phone: string;
}
/** The profile form's fields and their server-side limits (the browser checks the same form with form rules). */
export const PROFILE_FIELDS = { name: 80, email: 200, country: 2, zip: 10, phone: 20 } as const satisfies Record<
  keyof Profile,
  number
>;
export const COUNTRIES = ['CA', 'US'] as const;
const postalCodeFinder = (lang: Lang) =>
  pick(
    lang,
    'https://www.canadapost-postescanada.ca/cpc/en/tools/find-a-postal-code.page',
    'https://www.canadapost-postescanada.ca/scp/fr/outils/trouver-un-code-postal.page',
  );

export const profileForm = (lang: Lang, p: Profile): RawHtml =>
  html`<form method="post" class="sf-profile-form" data-sf-validate data-sf-unsaved-warning>
<p><label for="profile-name">${pick(lang, 'Full name', 'Nom complet')}</label> <input id="profile-name" name="name" value="${p.name}" required maxlength="${PROFILE_FIELDS.name}" autocomplete="name"></p>
<p><label for="profile-email">${pick(lang, 'Email', 'Courriel')}</label> <input id="profile-email" name="email" type="email" value="${p.email}" required maxlength="${PROFILE_FIELDS.email}" autocomplete="email"></p>
<p><label for="profile-country">${pick(lang, 'Country', 'Pays')}</label> <select id="profile-country" name="country" autocomplete="country">${COUNTRIES.map((c) => html`<option value="${c}"${c === p.country ? html` selected` : ''}>${c === 'CA' ? 'Canada' : pick(lang, 'United States', 'États-Unis')}</option>`)}</select></p>
<p><label for="profile-zip">${pick(lang, 'Postal code', 'Code postal')}</label> <input id="profile-zip" name="zip" value="${p.zip}" required data-val-zip data-val-zip-country="country" autocomplete="postal-code"></p>
<p><label for="profile-phone">${pick(lang, 'Phone', 'Téléphone')}</label> <input id="profile-phone" name="phone" type="tel" value="${p.phone}" data-val-phone data-val-phone-country="country" autocomplete="tel"></p>
<button type="submit">${pick(lang, 'Save', 'Enregistrer')}</button></form>
<p><a href="${postalCodeFinder(lang)}" data-sf-external-link>${pick(lang, 'Find a postal code (Canada Post)', 'Trouver un code postal (Postes Canada)')}</a></p>`;
