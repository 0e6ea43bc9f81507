// /login: the form (with the demo accounts), and its post, counted against repeated attempts before the check.
import { Form } from '../body.ts';
import { queryParam } from '../context.ts';
import { html } from '../html.ts';
import { pick, t } from '../i18n.ts';
import { PasswordChecksBusy } from '../passwords.ts';
import { loginUser, safeReturnUrl } from '../routes/session.ts';
import type { Services } from '../services.ts';
import { prefixOf } from './layout.ts';
import type { PageRegistrar } from './registrar.ts';

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

export const loginPages = (s: Services, page: PageRegistrar): void => {
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
};
