// The page an account page shows a visitor who is not logged in: a link to the login page that comes back here.
import { html } from '../html.ts';
import { pick } from '../i18n.ts';
import { prefixOf } from './layout.ts';

export const loginRequired = (lang: 'en' | 'fr', path: string) => ({
  title: pick(lang, 'Log in', 'Connexion'),
  main: html`<p><a href="${prefixOf(lang)}/login?returnUrl=${encodeURIComponent(path)}">${pick(lang, 'Please log in to see this page.', 'Veuillez vous connecter pour voir cette page.')}</a></p>`,
});
