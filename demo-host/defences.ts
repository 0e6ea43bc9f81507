// The reference server's own defences (README "What the reference server guarantees"): cross-site requests refused,
// security headers and the CSP built in one place, Secure cookies behind https, password hashes, a login rate limit.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from './i18n.ts';
import type { ImageOrigin } from './image-origin.ts';
import { callResult, MsgType, msg, Result } from './results.ts';

/**
 * A request another site made: `Sec-Fetch-Site` says so, or its `Origin` names another host (or is "null": a sandboxed
 * or privacy-sensitive context). A request without either (an older browser, a server-side client) is not refused:
 * SameSite=Lax keeps the session cookie off other sites' posts there.
 */
export const fromAnotherSite = (req: FastifyRequest): boolean => {
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

/** The page CSP, with the image origin (known once the shop listens) as the one extra img-src entry. */
const pageCsp = (framed: boolean, imageOrigin: string | undefined): string =>
  contentSecurityPolicy({
    ...CSP_DIRECTIVES,
    ...(imageOrigin === undefined ? {} : { 'img-src': [...(CSP_DIRECTIVES['img-src'] ?? []), imageOrigin] }),
    ...(framed ? { 'frame-ancestors': ["'self'"] } : {}),
  });

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

// scrypt's defaults (N=16384, r=8, p=1): a deliberate cost per hash (0.3 s measured on a loaded 2-core machine), what
// makes a leaked table slow to guess.
const KEY_LENGTH = 32;

/** `scrypt$<salt>$<hash>`, base64. */
export const hashPassword = (password: string): string => {
  const salt = crypto.randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${crypto.scryptSync(password, salt, KEY_LENGTH).toString('base64')}`;
};

/** A stand-in checked when the account does not exist, so an unknown email takes as long as a wrong password. */
const DUMMY_HASH = hashPassword(crypto.randomBytes(16).toString('hex'));

export const verifyPassword = (password: string, stored: string | undefined): boolean => {
  const [scheme, salt, hash] = (stored ?? DUMMY_HASH).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = crypto.scryptSync(password, Buffer.from(salt, 'base64'), expected.length);
  return crypto.timingSafeEqual(actual, expected) && stored !== undefined;
};

/** Failed logins allowed per address and account within the window; past them, that pair waits for the window. */
const LOGIN_ATTEMPTS = 5;
const LOGIN_WINDOW_MS = 15 * 60_000;

/** Counts failed logins per client address and account (lower-cased email), on the app's clock. */
export class LoginLimiter {
  private readonly failures = new Map<string, { count: number; since: number }>();
  constructor(private readonly now: () => number) {}

  private key = (ip: string, email: string) => `${ip}\n${email.trim().toLowerCase()}`;

  /** Seconds to wait before this pair may try again, or 0. */
  retryAfter(ip: string, email: string): number {
    const entry = this.failures.get(this.key(ip, email));
    if (!entry) return 0;
    const left = entry.since + LOGIN_WINDOW_MS - this.now();
    if (left <= 0) {
      this.failures.delete(this.key(ip, email));
      return 0;
    }
    return entry.count >= LOGIN_ATTEMPTS ? Math.ceil(left / 1000) : 0;
  }
  failed(ip: string, email: string): void {
    const key = this.key(ip, email);
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.since < LOGIN_WINDOW_MS) entry.count += 1;
    else this.failures.set(key, { count: 1, since: this.now() });
    // Bounded memory: a flood of distinct pairs forgets the oldest.
    if (this.failures.size > 10_000) this.failures.delete(this.failures.keys().next().value as string);
  }
  succeeded(ip: string, email: string): void {
    this.failures.delete(this.key(ip, email));
  }
}
