// @vitest-environment node
// The reference server's own defences: fault switch for tests only, cross-site posts refused, security headers,
// hashed passwords checked off the event loop, login limits per address and account, Secure cookies behind https, preview for editors only.
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import { makeTempDir, NAVIGATION, post, postJson } from '../test/support/demo-app.ts';
import { createDemoFetch } from '../test/support/demo-fetch.ts';
import { type BuildOptions, buildApp } from './app.ts';
import { SESSION_COOKIE } from './context.ts';
import { DB_FILE } from './db/open.ts';
import { Database } from './db/sqlite.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});
const start = async (opts: BuildOptions = {}) => {
  const dataDir = makeTempDir();
  const clock = { now: Date.UTC(2026, 10, 25, 10) };
  const app = await buildApp({ dataDir, distDir: path.join(dataDir, 'no-dist'), now: () => clock.now, ...opts });
  apps.push(app);
  return { app, dataDir, clock, fetch: createDemoFetch(app) };
};
const setCookies = (res: Response) => res.headers.getSetCookie();
const BUYER = { email: 'buyer@example.com', password: 'demo', returnUrl: '/cart' };

/** Every POST route of the app, read from Fastify's route tree. */
const postRoutes = (app: FastifyInstance): string[] => {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false, method: 'POST' }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?) \(POST\)$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(m[2] ?? '');
    paths.push(stack.join(''));
  }
  return paths;
};

describe('the fault switch exists only when started for tests', () => {
  it('npm start (no DEMO_FAULTS): no /__fault route, and x-demo-fault is ignored', async () => {
    const saved = process.env.DEMO_FAULTS;
    delete process.env.DEMO_FAULTS;
    try {
      const t = await start();
      expect((await post(t.fetch, '/__fault', { mode: '500' })).status).toBe(404);
      expect(t.fetch.cookies.has('sffault')).toBe(false);
      const res = await post(t.fetch, ENDPOINTS.cartCount.path, {}, { 'x-demo-fault': '500' });
      expect(res.status).toBe(200);
    } finally {
      if (saved !== undefined) process.env.DEMO_FAULTS = saved;
    }
  });

  it('DEMO_FAULTS=1 (what the test commands set) turns it on', async () => {
    const saved = process.env.DEMO_FAULTS;
    process.env.DEMO_FAULTS = '1';
    try {
      const t = await start();
      expect((await post(t.fetch, '/__fault', { mode: '500', path: '/shoppingcart' })).status).toBe(200);
      expect((await post(t.fetch, ENDPOINTS.addProduct.path)).status).toBe(500);
    } finally {
      if (saved === undefined) delete process.env.DEMO_FAULTS;
      else process.env.DEMO_FAULTS = saved;
    }
  });

  it('refuses to be switched from another site (a link or form elsewhere cannot break this browser)', async () => {
    const t = await start({ faults: true });
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const res = await post(t.fetch, '/__fault', { mode: '500' }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(setCookies(res), JSON.stringify(headers)).toEqual([]);
    }
    // Typed in the address bar, or from this site's own pages.
    expect((await post(t.fetch, '/__fault', { mode: '500', path: '/x' }, { 'sec-fetch-site': 'none' })).status).toBe(
      200,
    );
    expect((await post(t.fetch, '/__fault', { mode: 'off' }, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('can always be switched off, whatever the case of its path (the router ignores case)', async () => {
    const t = await start({ faults: true });
    await post(t.fetch, '/__fault', { mode: '500' });
    expect((await t.fetch('/cart')).status).toBe(500);
    const off = await post(t.fetch, '/__FAULT', { mode: 'off' });
    expect(off.status).toBe(200);
    expect((await t.fetch('/cart')).status).toBe(200);
  });
});

describe('no state change from another site', () => {
  const CROSS = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];

  it('logout posted from another site is refused: the session and its cart stay', async () => {
    const t = await start();
    await post(t.fetch, '/login', BUYER);
    const sid = t.fetch.cookies.get(SESSION_COOKIE);
    expect(sid).toMatch(/^[a-f0-9]{32}$/);
    for (const headers of CROSS) {
      const res = await post(t.fetch, ENDPOINTS.logout.path, {}, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(t.fetch.cookies.get(SESSION_COOKIE)).toBe(sid);
    }
    expect(await (await t.fetch('/cart')).text()).toMatch(/data-authenticated="true"/i);
    // The page's own logout (same origin) still works.
    const own = await post(t.fetch, ENDPOINTS.logout.path, {}, { origin: 'http://127.0.0.1', host: '127.0.0.1' });
    expect(((await own.json()) as { Result: number }).Result).toBe(3);
    expect(t.fetch.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('every POST route refuses a cross-site request before its handler runs', async () => {
    const t = await start();
    const routes = postRoutes(t.app);
    expect(routes).toEqual(expect.arrayContaining([ENDPOINTS.logout.path, ENDPOINTS.addProducts.path, '/login']));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes)
      for (const headers of CROSS) {
        const res = await post(t.fetch, route, {}, headers);
        expect(res.status, `${route} ${JSON.stringify(headers)}`).toBe(403);
      }
    // Nothing was stored: no session was made by any of them.
    expect(t.fetch.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('a same-origin post, or one without Origin (an older browser, a server-side client), goes through', async () => {
    const t = await start();
    const same = { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080', 'sec-fetch-site': 'same-origin' };
    expect((await post(t.fetch, ENDPOINTS.validateSector.path, { postalCode: 'h2x1y4' }, same)).status).toBe(200);
    expect((await postJson<number>(t.fetch, ENDPOINTS.cartCount.path)) >= 0).toBe(true);
  });
});

describe('security headers on every reply', () => {
  it('pages, calls and errors carry the strict CSP with Trusted Types, nosniff, frame and referrer rules', async () => {
    const t = await start();
    const replies = [
      await t.fetch('/'),
      await t.fetch('/fr/category/1'),
      await t.fetch('/login'),
      await post(t.fetch, ENDPOINTS.cartCount.path),
      await t.fetch('/no-such-page'),
      await t.fetch('/img/product/PAP-0001.svg'),
    ];
    for (const res of replies) {
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
      );
      expect(directives.get('script-src'), res.url).toBe("'self'");
      expect(directives.get('object-src')).toBe("'none'");
      expect(directives.get('base-uri')).toBe("'none'");
      expect(directives.get('frame-ancestors')).toBe("'none'");
      expect(directives.get('require-trusted-types-for')).toBe("'script'");
      expect(directives.get('trusted-types')).toBe('storefront');
      expect(csp).not.toContain('unsafe');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('passwords', () => {
  it('are stored as scrypt hashes (seeded users included), and checked against them', async () => {
    const t = await start();
    const db = new Database(path.join(t.dataDir, DB_FILE), { readOnly: true });
    const rows = db.prepare<[], { password: string }>('SELECT password FROM users').all();
    db.close();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const { password } of rows) expect(password).toMatch(/^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect((await post(t.fetch, '/login', { ...BUYER, password: 'wrong' })).status).toBe(401);
    expect((await post(t.fetch, '/login', BUYER)).status).toBe(303);
  });

  it('a database from before (plain-text passwords) is hashed when opened', async () => {
    const t = await start();
    await t.app.close();
    const db = new Database(path.join(t.dataDir, DB_FILE));
    db.prepare("UPDATE users SET password = 'demo'").run();
    db.close();
    const again = await buildApp({ dataDir: t.dataDir, distDir: path.join(t.dataDir, 'no-dist') });
    apps.push(again);
    const check = new Database(path.join(t.dataDir, DB_FILE), { readOnly: true });
    const plain = check.prepare("SELECT count(*) AS n FROM users WHERE password NOT LIKE 'scrypt$%'").get() as {
      n: number;
    };
    check.close();
    expect(plain.n).toBe(0);
    expect((await post(createDemoFetch(again), '/login', BUYER)).status).toBe(303);
  });
});

describe('login limits: per address, per account, with backoff', () => {
  /** A login form post from a given client address (as the socket, or as the proxy's X-Forwarded-For). */
  const tryLogin = (
    app: FastifyInstance,
    address: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: fields.lang === 'fr' ? '/fr/login' : '/login',
      remoteAddress: address,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ ...BUYER, ...fields }).toString(),
    });

  it('one account tried from many addresses waits, doubling, then gets in with the right password', async () => {
    const t = await start();
    for (let i = 0; i < 5; i += 1)
      expect((await tryLogin(t.app, `10.0.0.${i + 1}`, { password: `x${i}` })).statusCode).toBe(401);
    // A sixth address, the right password: the account waits a moment (not a 15-minute lock for everyone).
    const held = await tryLogin(t.app, '10.0.0.99', {});
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBe(1);
    expect(held.body).toContain('Too many');
    t.clock.now += 1000;
    expect((await tryLogin(t.app, '10.0.0.6', { password: 'x5' })).statusCode).toBe(401);
    const longer = await tryLogin(t.app, '10.0.0.99', {});
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);
    t.clock.now += 2000;
    expect((await tryLogin(t.app, '10.0.0.99', {})).statusCode).toBe(303);
    // A success clears the account's count.
    expect((await tryLogin(t.app, '10.0.0.7', { password: 'x6' })).statusCode).toBe(401);
    expect((await tryLogin(t.app, '10.0.0.99', {})).statusCode).toBe(303);
  });

  it('one address trying a new email each time is held after 20 failures, whatever the email', async () => {
    const t = await start();
    for (let i = 0; i < 20; i += 1)
      expect((await tryLogin(t.app, '10.0.1.1', { email: `nobody${i}@example.com` })).statusCode).toBe(401);
    const held = await tryLogin(t.app, '10.0.1.1', { email: 'nobody-else@example.com' });
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tryLogin(t.app, '10.0.1.1', {})).statusCode).toBe(429);
    // Another address is not held.
    expect((await tryLogin(t.app, '10.0.1.2', {})).statusCode).toBe(303);
  });

  it('IPv6 addresses count by /64: rotating inside one network does not escape the limit', async () => {
    const t = await start();
    for (let i = 0; i < 20; i += 1)
      await tryLogin(t.app, `2001:db8:1:2:${(i + 1).toString(16)}::${i + 7}`, { email: `v6-${i}@example.com` });
    expect((await tryLogin(t.app, '2001:db8:1:2:ffff::1', { email: 'v6-x@example.com' })).statusCode).toBe(429);
    expect((await tryLogin(t.app, '2001:db8:1:3::1', {})).statusCode).toBe(303);
  });

  it('behind a proxy (trustProxy), each client counts on its own', async () => {
    const t = await start({ trustProxy: '127.0.0.1' });
    for (let i = 0; i < 20; i += 1)
      await tryLogin(t.app, '127.0.0.1', { email: `p${i}@example.com` }, { 'x-forwarded-for': '203.0.113.5' });
    const held = await tryLogin(t.app, '127.0.0.1', { email: 'p@example.com' }, { 'x-forwarded-for': '203.0.113.5' });
    expect(held.statusCode).toBe(429);
    const other = await tryLogin(t.app, '127.0.0.1', {}, { 'x-forwarded-for': '203.0.113.6' });
    expect(other.statusCode).toBe(303);
  });

  it('answers in French on the French login page', async () => {
    const t = await start();
    for (let i = 0; i < 5; i += 1) await post(t.fetch, '/fr/login', { ...BUYER, password: `x${i}` });
    const blocked = await post(t.fetch, '/fr/login', BUYER);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain('Trop de');
  });
});

describe('password checks off the event loop', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logins wait on the hash pool, at most two at once, while pages are still served', async () => {
    const t = await start();
    // The real scrypt, held until the test lets each one go.
    const real = crypto.scrypt;
    const held: (() => void)[] = [];
    vi.spyOn(crypto, 'scrypt').mockImplementation(((...args: Parameters<typeof real>) => {
      held.push(() => real(...args));
    }) as typeof real);
    const logins = [1, 2, 3, 4, 5].map((i) =>
      t.app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: `10.0.2.${i}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...BUYER, email: `someone${i}@example.com` }).toString(),
      }),
    );
    await vi.waitFor(() => expect(held.length).toBe(2), { timeout: 10_000 });
    // The server answers a page while those five logins wait.
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect(held.length).toBe(2);
    for (let released = 0; released < 5; released += 1) {
      await vi.waitFor(() => expect(held.length).toBeGreaterThan(0), { timeout: 10_000 });
      held.shift()?.();
    }
    for (const res of await Promise.all(logins)) expect(res.statusCode).toBe(401);
  });

  it('past sixteen waiting, a login is answered "busy" at once (bilingual), not queued', async () => {
    const t = await start();
    const real = crypto.scrypt;
    const held: (() => void)[] = [];
    vi.spyOn(crypto, 'scrypt').mockImplementation(((...args: Parameters<typeof real>) => {
      held.push(() => real(...args));
    }) as typeof real);
    const logins = Array.from({ length: 19 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: i === 18 ? '/fr/login' : '/login',
        remoteAddress: `10.0.3.${i + 1}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...BUYER, email: `queued${i}@example.com` }).toString(),
      }),
    );
    const first = await Promise.race(logins);
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('5');
    expect(first.body).toMatch(/Too many logins at this moment|Trop de connexions en ce moment/);
    for (let released = 0; released < 18; released += 1) {
      await vi.waitFor(() => expect(held.length).toBeGreaterThan(0), { timeout: 10_000 });
      held.shift()?.();
    }
    const codes = (await Promise.all(logins)).map((r) => r.statusCode).sort((a, b) => a - b);
    expect(codes).toEqual([...Array<number>(18).fill(401), 503]);
  });
});

describe('Secure cookies behind https', () => {
  it('every cookie is Secure when the request came over https (X-Forwarded-Proto), and not over plain http', async () => {
    const t = await start();
    const https = { 'x-forwarded-proto': 'https' };
    const login = await post(t.fetch, '/login', BUYER, https);
    const sector = await post(t.fetch, ENDPOINTS.validateSector.path, { postalCode: 'h2x1y4' }, https);
    const pref = await t.fetch('/?site=b2c&flavour=react', { headers: { ...https, ...NAVIGATION } });
    const all = [...setCookies(login), ...setCookies(sector), ...setCookies(pref)];
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const c of all) expect(c, c).toMatch(/;\s*Secure/i);

    const plain = createDemoFetch(t.app);
    for (const c of setCookies(await post(plain, '/login', BUYER))) expect(c).not.toMatch(/;\s*Secure/i);
  });
});

describe('editor preview only for a signed-in editor', () => {
  const previewOn = async (res: Response) => /<body[^>]*data-sf-preview="true"/i.test(await res.text());

  it('?preview=1 from a link does nothing for an anonymous visitor or a buyer, and sets no cookie', async () => {
    const t = await start();
    const res = await t.fetch('/?preview=1', { headers: NAVIGATION });
    expect(await previewOn(res)).toBe(false);
    expect(setCookies(res).some((c) => c.startsWith('sfpreview='))).toBe(false);
    // A cookie planted by another means is not honoured either.
    t.fetch.cookies.set('sfpreview', '1');
    expect(await previewOn(await t.fetch('/'))).toBe(false);
    await post(t.fetch, '/login', BUYER);
    expect(await previewOn(await t.fetch('/?preview=1', { headers: NAVIGATION }))).toBe(false);
  });

  it('the editor gets preview, remembered for the browser session only, and leaves it with ?preview=0', async () => {
    const t = await start();
    await post(t.fetch, '/login', { ...BUYER, email: 'editor@example.com' });
    const on = await t.fetch('/?preview=1', { headers: NAVIGATION });
    expect(await previewOn(on)).toBe(true);
    const cookie = setCookies(on).find((c) => c.startsWith('sfpreview=')) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(await previewOn(await t.fetch('/catalog'))).toBe(true);
    expect(await previewOn(await t.fetch('/?preview=0', { headers: NAVIGATION }))).toBe(false);
    expect(await previewOn(await t.fetch('/catalog'))).toBe(false);
  });
});
