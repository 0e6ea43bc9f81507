// The reference server's own defences (README "What the reference server guarantees"): cross-site requests refused,
// security headers and the CSP built in one place, Secure cookies behind https. Passwords: passwords.ts; login
// limits: login-limiter.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BROWSER_REPORT_GROUP, BROWSER_REPORT_PATH } from './field/paths.ts';
import { t } from './i18n.ts';
import type { ImageOrigin } from './image-origin.ts';
import { callResult, MsgType, msg, Result } from './results.ts';

/**
 * A request another site made: `Sec-Fetch-Site` says so, or its `Origin` names another host (or is "null": a sandboxed
 * or privacy-sensitive context). A request without either (an older browser, a server-side client) is not refused:
 * SameSite=Lax keeps the session cookie off other sites' posts there.
 */
const fromAnotherSite = (req: FastifyRequest): boolean => {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
};

/**
 * The page CSP: what the README recommends to integrators (script-src 'self', Trusted Types policy "storefront"),
 * plus base64 images (LEGACY-MARKUP.md §0b) and framing. One list, so another origin (a CDN for images) is one entry.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'require-trusted-types-for': ["'script'"],
  'trusted-types': ['storefront'],
};
/** The configurator pages open inside the shop's own frame (widgets/add-to-cart README): framed by this site only. */
const FRAMED_BY_SELF = /^\/provider\//i;

export const contentSecurityPolicy = (
  directives: Readonly<Record<string, readonly string[]>> = CSP_DIRECTIVES,
): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * The page CSP, with the image origin (known once the shop listens) as the one extra img-src entry, and its
 * violations reported to demo-host's browser-report endpoint (the field page shows them).
 */
const pageCsp = (framed: boolean, imageOrigin: string | undefined): string =>
  contentSecurityPolicy({
    ...CSP_DIRECTIVES,
    ...(imageOrigin === undefined ? {} : { 'img-src': [...(CSP_DIRECTIVES['img-src'] ?? []), imageOrigin] }),
    ...(framed ? { 'frame-ancestors': ["'self'"] } : {}),
    'report-to': [BROWSER_REPORT_GROUP],
  });

/**
 * Where browsers send their reports (Reporting API), and the integrity policy they report against: every script
 * loaded without integrity metadata is reported, none blocked (report-only), so the field page shows which do.
 */
const REPORTING_HEADERS = {
  'reporting-endpoints': `${BROWSER_REPORT_GROUP}="${BROWSER_REPORT_PATH}"`,
  'integrity-policy-report-only': `blocked-destinations=(script), endpoints=(${BROWSER_REPORT_GROUP})`,
} as const;

/** The request came over https, at this server or at the proxy in front of it (its first X-Forwarded-Proto). */
const overHttps = (req: FastifyRequest): boolean => {
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return req.protocol === 'https' || first === 'https';
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const registerDefences = (app: FastifyInstance, images?: ImageOrigin): void => {
  // Before the body is read or any handler runs: a cross-site request changes nothing (login CSRF, a forced logout
  // that drops an anonymous cart, adds made in the shopper's name).
  app.addHook('onRequest', async (req, reply) => {
    if (!STATE_CHANGING.has(req.method) || !fromAnotherSite(req)) return;
    const lang = req.ctx?.lang ?? 'en';
    return reply.code(403).send(callResult(Result.ERROR, [msg(t(lang, 'crossSite'), MsgType.ERROR)]));
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const framed = FRAMED_BY_SELF.test(req.url);
    reply.header('content-security-policy', pageCsp(framed, images?.of(req)));
    reply.headers(REPORTING_HEADERS);
    reply.header('x-frame-options', framed ? 'SAMEORIGIN' : 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Every cookie, whichever handler set it: behind https none may travel over plain http.
    const cookies = reply.getHeader('set-cookie');
    if (cookies !== undefined && overHttps(req)) {
      const list = Array.isArray(cookies) ? cookies.map(String) : [String(cookies)];
      // Fastify appends to an existing set-cookie header: remove it first.
      reply.removeHeader('set-cookie');
      reply.header(
        'set-cookie',
        list.map((c) => (/;\s*secure\b/i.test(c) ? c : `${c}; Secure`)),
      );
    }
    return payload;
  });
};
