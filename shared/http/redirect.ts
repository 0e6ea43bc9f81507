// Redirects the spec asks for (Result REDIRECT, 401 redirect_to_login:), refusing any that leave the site.
import { createTranslator, resolveLocale, sharedMessages } from '../i18n/index.ts';
import { MessageType, showStatusMessage } from '../stores/status.ts';
import { httpConfig } from './config.ts';
import { navigation, toSameOriginUrl } from './navigation.ts';

export const LOGIN_PREFIX = 'redirect_to_login:';

/** Navigates to a same-origin URL; anything else is refused with a visible error. Returns whether it navigated. */
export function redirectTo(raw: unknown): boolean {
  const url = toSameOriginUrl(raw);
  if (!url) {
    const t = createTranslator(sharedMessages, resolveLocale());
    showStatusMessage(t('redirectRefused'), MessageType.ERROR);
    console.warn('[storefront] refused a redirect that leaves this site:', raw);
    return false;
  }
  navigation.assign(url.href);
  return true;
}

/** The login URL for a 401: the one after the prefix, else the configured fallback, plus the return parameter. */
export function loginUrlFor(statusText: string, location: Location = window.location): string {
  const config = httpConfig();
  const given = statusText.startsWith(LOGIN_PREFIX) ? statusText.slice(LOGIN_PREFIX.length).trim() : '';
  const url = new URL(given || config.fallbackLoginUrl, location.href);
  const back = config.returnParam === 'returnUrl' ? location.pathname : location.pathname + location.search;
  url.searchParams.set(config.returnParam, back);
  return url.href;
}
