// The login page a 401 asks for (redirect_to_login:, LEGACY-MARKUP.md §10), refusing one that leaves the site; other redirects are followed in reports.ts.
import { toAllowedUrl } from '../url/guard.ts';
import { httpConfig } from './config.ts';

export const LOGIN_PREFIX = 'redirect_to_login:';

const DEFAULT_LOGIN_URL = '/login';

/**
 * The login URL a 401 names, plus the return parameter (LEGACY-MARKUP.md §10): the one after a `redirect_to_login:`
 * status text (none after it: the configured login page, else /login); without that prefix (HTTP/2 and HTTP/3 have no
 * status text) the RedirectUrl of a REDIRECT call result in its body, `bodyLogin`. Undefined when the 401 names
 * neither: it is then not a login request but a failed call (spec §8). Null when
 * the URL leaves the site (other origins only from <html data-sf-login-origins>) or does not parse.
 */
export function loginUrlFor(
  statusText: string,
  location: Location = window.location,
  bodyLogin?: string,
): string | null | undefined {
  const config = httpConfig();
  const given = statusText.startsWith(LOGIN_PREFIX)
    ? statusText.slice(LOGIN_PREFIX.length).trim() || config.fallbackLoginUrl || DEFAULT_LOGIN_URL
    : bodyLogin?.trim();
  if (!given) return undefined;
  const url = toAllowedUrl(given, 'data-sf-login-origins', location.href);
  if (!url) return null;
  const back = config.returnParam === 'returnUrl' ? location.pathname : location.pathname + location.search;
  url.searchParams.set(config.returnParam, back);
  return url.href;
}
