// Page-wide settings of the legacy client: where login lives, which return parameter it reads (LEGACY-MARKUP.md §10), read timeout.
import { parsePositiveWhole } from '../config/legacy-values.ts';

type ReturnParam = 'returnUrl' | 'returnurl';
export interface HttpConfig {
  /**
   * The site's login page (<html data-sf-login-url>, or the header's data-login-url): where a `redirect_to_login:`
   * status text with no URL after it goes (else /login). A 401 that does not ask for login at all, in its status text
   * or its body, is a failed call like any other, whatever this says (LEGACY-MARKUP.md §10).
   */
  fallbackLoginUrl?: string;
  /** returnUrl = current path; returnurl = current path and query (the two readings of LEGACY-MARKUP.md §10). */
  returnParam: ReturnParam;
  /** Client timeout of reads; false = none, as the legacy client (the spec names none). Data changes never have one. */
  timeoutMs: number | false;
}

const defaults: HttpConfig = { returnParam: 'returnUrl', timeoutMs: false };
let overrides: Partial<HttpConfig> = {};

/** Reads <html data-sf-login-url data-sf-return-param data-sf-read-timeout-ms>, then any value set by configureHttp. */
export function httpConfig(): HttpConfig {
  const root = typeof document === 'undefined' ? null : document.documentElement;
  const fromPage: Partial<HttpConfig> = {};
  const login = root?.getAttribute('data-sf-login-url');
  if (login) fromPage.fallbackLoginUrl = login;
  const param = root?.getAttribute('data-sf-return-param');
  if (param === 'returnUrl' || param === 'returnurl') fromPage.returnParam = param;
  // An opt-in (LEGACY-MARKUP.md §12): a whole number of milliseconds above 0; anything else leaves reads waiting.
  const timeout = parsePositiveWhole(root?.getAttribute('data-sf-read-timeout-ms'));
  if (timeout !== undefined) fromPage.timeoutMs = timeout;
  return { ...defaults, ...fromPage, ...overrides };
}

export function configureHttp(config: Partial<HttpConfig>): void {
  overrides = { ...overrides, ...config };
}

export function resetHttpConfig(): void {
  overrides = {};
}
