// The reference server's own defences (README "What the reference server guarantees"): cross-site requests refused,
// security headers and the CSP built in one place, Secure cookies behind https, password hashes checked off the event
// loop, login limits per address and per account.
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

/** `scrypt$<salt>$<hash>`, base64. Synchronous: only for seeding and migrating at start, never per request. */
export const hashPassword = (password: string): string => {
  const salt = crypto.randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${crypto.scryptSync(password, salt, KEY_LENGTH).toString('base64')}`;
};

/**
 * Checked when the account does not exist, so an unknown email costs one scrypt run, as a wrong password does. A
 * random salt and hash: no password matches it, and making it costs nothing (made on first use).
 */
let dummyHash: string | undefined;
const standIn = (): string => {
  dummyHash ??= `scrypt$${crypto.randomBytes(16).toString('base64')}$${crypto.randomBytes(KEY_LENGTH).toString('base64')}`;
  return dummyHash;
};

/** Checks running at once: scrypt runs on libuv's pool (4 threads), which file reads and compression share. */
const CHECKS_AT_ONCE = 2;
/** Checks waiting beyond those: past this the login is answered "busy" at once rather than queued for long. */
const CHECKS_WAITING = 16;

/** Too many password checks queued: answer "busy, try again shortly" (pages/account.ts). */
export class PasswordChecksBusy extends Error {}

/** The process's password checks (one libuv pool per process, so one queue per process). */
const checks = { running: 0, waiting: [] as (() => void)[] };

const scrypt = (password: string, salt: Buffer, length: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    crypto.scrypt(password, salt, length, (err, key) => (err ? reject(err) : resolve(key)));
  });

/** Runs one scrypt off the event loop, at most CHECKS_AT_ONCE together; the rest wait their turn. */
const queued = async (password: string, salt: Buffer, length: number): Promise<Buffer> => {
  if (checks.running >= CHECKS_AT_ONCE) {
    if (checks.waiting.length >= CHECKS_WAITING) throw new PasswordChecksBusy();
    await new Promise<void>((turn) => checks.waiting.push(turn));
  } else checks.running += 1;
  try {
    return await scrypt(password, salt, length);
  } finally {
    // The slot passes straight to the next waiter (running stays counted), or is freed.
    const next = checks.waiting.shift();
    if (next) next();
    else checks.running -= 1;
  }
};

/**
 * True when the password matches the stored hash; `stored` undefined (no such account) checks the stand-in.
 * Throws PasswordChecksBusy when the queue is full.
 */
export const verifyPassword = async (password: string, stored: string | undefined): Promise<boolean> => {
  const [scheme, salt, hash] = (stored ?? standIn()).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await queued(password, Buffer.from(salt, 'base64'), expected.length);
  return crypto.timingSafeEqual(actual, expected) && stored !== undefined;
};

/**
 * Failed logins are counted twice: per client address (whatever the email: one client trying many accounts) and
 * per account (whatever the address: many clients trying one account). Past a free allowance each further failure
 * doubles the wait before the next try, up to a ceiling: an attacker is slowed, but cannot lock a member out for
 * long. A count is forgotten once it has had no failure for FORGET_AFTER_MS.
 */
type Allowance = { free: number; ceilingMs: number };
/** An office behind one address (NAT) gets room for its people's typos. */
const PER_ADDRESS: Allowance = { free: 20, ceilingMs: 15 * 60_000 };
/** The member's own typos; at most a minute's wait for them, however many guesses others make. */
const PER_ACCOUNT: Allowance = { free: 5, ceilingMs: 60_000 };
const FORGET_AFTER_MS = 15 * 60_000;
const FIRST_WAIT_MS = 1000;
/** Bounded memory: a flood of distinct keys forgets the oldest. */
const MAX_KEYS = 10_000;

/**
 * The address a limit counts: IPv4 as it is; IPv6 by its /64 (one host or home network holds a whole /64 and can
 * rotate inside it). An IPv4-mapped IPv6 address is its IPv4 address.
 */
const addressKey = (ip: string): string => {
  const bare = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!bare.includes(':')) return bare;
  const [head = '', tail] = bare.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail stands for two groups.
  const size = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - size(front) - size(back))).fill('0');
  const groups = [...front, ...zeros, ...back].slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${groups.join(':')}::/64`;
};

class Counts {
  private readonly entries = new Map<string, { failures: number; last: number }>();
  constructor(
    private readonly allowance: Allowance,
    private readonly now: () => number,
  ) {}
  /** Milliseconds before this key may try again, or 0. */
  waitMs(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const since = this.now() - entry.last;
    if (since >= FORGET_AFTER_MS) {
      this.entries.delete(key);
      return 0;
    }
    const over = entry.failures - this.allowance.free;
    if (over < 0) return 0;
    return Math.max(0, Math.min(this.allowance.ceilingMs, FIRST_WAIT_MS * 2 ** over) - since);
  }
  failed(key: string): void {
    const entry = this.entries.get(key);
    const now = this.now();
    // Re-inserted so the map's order is oldest failure first.
    this.entries.delete(key);
    const fresh = !entry || now - entry.last >= FORGET_AFTER_MS;
    this.entries.set(key, { failures: fresh ? 1 : entry.failures + 1, last: now });
    if (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value as string);
  }
  clear(key: string): void {
    this.entries.delete(key);
  }
}

/** Login limits per client address and per account (lower-cased email), on the app's clock. */
export class LoginLimiter {
  private readonly addresses: Counts;
  private readonly accounts: Counts;
  constructor(now: () => number) {
    this.addresses = new Counts(PER_ADDRESS, now);
    this.accounts = new Counts(PER_ACCOUNT, now);
  }

  private static account = (email: string) => email.trim().toLowerCase();

  /** Seconds to wait before this address may try this account, or 0. */
  retryAfter(ip: string, email: string): number {
    const wait = Math.max(this.addresses.waitMs(addressKey(ip)), this.accounts.waitMs(LoginLimiter.account(email)));
    return Math.ceil(wait / 1000);
  }
  failed(ip: string, email: string): void {
    this.addresses.failed(addressKey(ip));
    this.accounts.failed(LoginLimiter.account(email));
  }
  /**
   * The account's count starts again; the address's does not (a client could otherwise clear it by logging in to
   * an account of its own between guesses).
   */
  succeeded(_ip: string, email: string): void {
    this.accounts.clear(LoginLimiter.account(email));
  }
}
