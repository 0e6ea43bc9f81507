// @vitest-environment node
// Sessions: created only when a handler stores state (never for static files), a new id at login and logout, expired ones pruned.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import { line, lookup, makeTempDir, passSector, post, postJson, products } from '../test/support/demo-app.ts';
import { createDemoFetch, type DemoFetch } from '../test/support/demo-fetch.ts';
import { buildApp } from './app.ts';
import { SESSION_COOKIE } from './context.ts';
import { DB_FILE } from './db/open.ts';
import { Database } from './db/sqlite.ts';
import { MEMBER_IDLE_MS, MEMBER_LIFETIME_MS, SESSION_IDLE_MS } from './sessions.ts';

type App = Awaited<ReturnType<typeof buildApp>>;
const apps: App[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

/** A fresh app whose clock the test moves, with a dist/ folder holding one file. */
const start = async () => {
  const dataDir = makeTempDir();
  const distDir = path.join(dataDir, 'dist');
  fs.mkdirSync(path.join(distDir, 'preact'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'preact', 'storefront.js'), 'export {};');
  const clock = { now: Date.UTC(2026, 10, 23, 10) };
  const app = await buildApp({ dataDir, distDir, now: () => clock.now });
  apps.push(app);
  const sessions = () => lookup<{ n: number }>(dataDir, 'SELECT count(*) AS n FROM sessions').n;
  return { app, dataDir, clock, sessions, fetch: createDemoFetch(app) };
};
const plainCode = (dataDir: string): string =>
  lookup<{ code: string }>(
    dataDir,
    'SELECT p.code FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE p.discontinued = 0 AND p.customizer = 0 AND p.digital = 0 AND u.qty_multiple = 1 AND u.min_qty = 1 AND u.max_qty >= 50 LIMIT 1',
  ).code;
const sessionCookieOf = (res: Response): string | undefined =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(SESSION_COOKIE.length + 1);
const addToCart = (f: DemoFetch, code: string) =>
  post(f, ENDPOINTS.addProducts.path, { products: products(line(code, 1)) });
const cartCount = (f: typeof fetch) => postJson<number>(f, ENDPOINTS.cartCount.path);
const login = (f: typeof fetch, extra: Record<string, string> = {}) =>
  post(f, '/login', { email: 'buyer@example.com', password: 'demo', returnUrl: '/cart', ...extra });
const sessionSetCookie = (res: Response): string =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
const signedIn = async (f: typeof fetch): Promise<boolean> =>
  /data-authenticated="true"/i.test(await (await f('/category/1')).text());

describe('lazy sessions', () => {
  it('writes no session for static files, pages or reads; the first add creates exactly one', async () => {
    const t = await start();
    for (const url of [
      '/dist/preact/storefront.js',
      '/img/product/PAP-0001.svg',
      '/img/category/1.svg',
      '/demo-host.css',
      '/favicon.ico',
      '/',
      '/cart',
      '/category/1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(400);
      expect(String(res.headers['set-cookie'] ?? ''), url).not.toContain(`${SESSION_COOKIE}=`);
    }
    expect(await cartCount(t.fetch)).toBe(0);
    expect(await (await post(t.fetch, ENDPOINTS.cartSummary.path, { isForQuote: false })).text()).toContain(
      'sf-cart-popup__empty',
    );
    expect(t.fetch.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(t.sessions()).toBe(0);

    await passSector(t.fetch);
    expect((await (await addToCart(t.fetch, plainCode(t.dataDir))).json()) as { Result: number }).toMatchObject({
      Result: 1,
    });
    expect(t.fetch.cookies.get(SESSION_COOKIE)).toMatch(/^[a-f0-9]{32}$/);
    expect(t.sessions()).toBe(1);
    await t.fetch('/img/product/PAP-0001.svg');
    await t.fetch('/cart');
    expect(await cartCount(t.fetch)).toBe(1);
    expect(t.sessions()).toBe(1);
  });
});

describe('session fixation', () => {
  it('login issues a new session id; the planted id stays anonymous; the anonymous cart follows the user', async () => {
    const t = await start();
    // The attacker gets an anonymous id and plants it in the victim's browser.
    await passSector(t.fetch);
    await addToCart(t.fetch, plainCode(t.dataDir));
    const planted = t.fetch.cookies.get(SESSION_COOKIE) ?? '';
    expect(planted).toMatch(/^[a-f0-9]{32}$/);

    const res = await login(t.fetch);
    expect(res.status).toBe(303);
    const fresh = sessionCookieOf(res);
    expect(fresh).toMatch(/^[a-f0-9]{32}$/);
    expect(fresh).not.toBe(planted);
    expect(t.fetch.cookies.get(SESSION_COOKIE)).toBe(fresh);
    expect(await cartCount(t.fetch)).toBeGreaterThanOrEqual(1);

    const attacker = createDemoFetch(t.app);
    attacker.cookies.set(SESSION_COOKIE, planted);
    expect((await post(attacker, ENDPOINTS.addProductsToQuote.path, {})).status).toBe(401);
    expect(await (await attacker('/account/baskets')).text()).toContain('/login?returnUrl=');
  });
  it('logout ends the session: the old id no longer works and the cookie is gone', async () => {
    const t = await start();
    await login(t.fetch);
    const member = t.fetch.cookies.get(SESSION_COOKIE) ?? '';
    expect((await postJson<{ Result: number }>(t.fetch, ENDPOINTS.logout.path)).Result).toBe(3);
    expect(t.fetch.cookies.get(SESSION_COOKIE)).not.toBe(member);

    const replay = createDemoFetch(t.app);
    replay.cookies.set(SESSION_COOKIE, member);
    expect((await post(replay, ENDPOINTS.addProductsToQuote.path, {})).status).toBe(401);
    expect(lookup<{ n: number }>(t.dataDir, `SELECT count(*) AS n FROM sessions WHERE id = '${member}'`).n).toBe(0);
  });
});

describe('the visitor marker (body data-sf-visitor, LEGACY-MARKUP.md §0)', () => {
  const markerOf = async (f: typeof fetch) =>
    /<body[^>]* data-sf-visitor="([^"]*)"/.exec(await (await f('/category/1')).text())?.[1];
  it('a member page names the session with an opaque value that changes at every login; anonymous pages have none', async () => {
    const t = await start();
    expect(await markerOf(t.fetch)).toBeUndefined();
    await login(t.fetch);
    const first = await markerOf(t.fetch);
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(first).not.toContain(t.fetch.cookies.get(SESSION_COOKIE));
    expect(await markerOf(t.fetch)).toBe(first);
    await post(t.fetch, ENDPOINTS.logout.path);
    expect(await markerOf(t.fetch)).toBeUndefined();
    await login(t.fetch);
    const second = await markerOf(t.fetch);
    expect(second).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(second).not.toBe(first);
    // The same member in another browser: another session, another marker.
    const other = createDemoFetch(t.app);
    await login(other);
    expect(await markerOf(other)).not.toBe(second);
  });
});

describe('expiry and pruning', () => {
  it('an idle session expires, is pruned with its anonymous cart, and its cookie no longer counts', async () => {
    const t = await start();
    await passSector(t.fetch);
    await addToCart(t.fetch, plainCode(t.dataDir));
    const id = t.fetch.cookies.get(SESSION_COOKIE) ?? '';
    expect(t.sessions()).toBe(1);

    t.clock.now += SESSION_IDLE_MS - 60_000;
    expect(await cartCount(t.fetch)).toBe(1);
    expect(t.sessions()).toBe(1);

    t.clock.now += SESSION_IDLE_MS + 60_000;
    expect(await cartCount(t.fetch)).toBe(0);
    expect(t.sessions()).toBe(0);
    const orphans = lookup<{ n: number }>(
      t.dataDir,
      `SELECT (SELECT count(*) FROM baskets WHERE owner = 's:${id}') + (SELECT count(*) FROM lines WHERE basket_id NOT IN (SELECT id FROM baskets)) AS n`,
    );
    expect(orphans.n).toBe(0);
  });
  it('a session in use stays alive past the idle period', async () => {
    const t = await start();
    await passSector(t.fetch);
    await addToCart(t.fetch, plainCode(t.dataDir));
    for (let day = 0; day < 3; day += 1) {
      t.clock.now += SESSION_IDLE_MS / 2;
      expect(await cartCount(t.fetch)).toBe(1);
    }
    expect(t.sessions()).toBe(1);
  });
});

describe('a shared computer: member sessions end with the browser unless the member asks otherwise', () => {
  it('the login form offers "keep me signed in", unticked, labelled in English and French', async () => {
    const t = await start();
    for (const [url, label] of [
      ['/login', 'Keep me signed in'],
      ['/fr/login', 'Rester connecté'],
    ] as const) {
      const page = await (await t.fetch(url)).text();
      const box = /<input type="checkbox" name="remember"[^>]*>/.exec(page)?.[0] ?? '';
      expect(box, url).not.toBe('');
      expect(box).not.toMatch(/checked/);
      // The box sits in its label (its accessible name) and points at the shared-computer advice.
      expect(page).toMatch(new RegExp(`<label[^>]*>${box.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${label}</label>`));
      const hint = /aria-describedby="([^"]+)"/.exec(box)?.[1] ?? '';
      expect(page).toContain(`id="${hint}"`);
    }
  });

  it('a member gets a browser-session cookie (no Max-Age); an anonymous cart keeps its 30-day cookie', async () => {
    const t = await start();
    await passSector(t.fetch);
    const add = await addToCart(t.fetch, plainCode(t.dataDir));
    expect(sessionSetCookie(add)).toMatch(/Max-Age=2592000/i);
    const res = await login(t.fetch);
    expect(res.status).toBe(303);
    const member = sessionSetCookie(res);
    expect(member).toMatch(/HttpOnly/i);
    expect(member).not.toMatch(/Max-Age|Expires/i);
    // Still a browser-session cookie when renewed on use.
    t.clock.now += 30 * 60_000;
    for (const c of (await t.fetch('/cart')).headers.getSetCookie())
      if (c.startsWith(`${SESSION_COOKIE}=`)) expect(c).not.toMatch(/Max-Age|Expires/i);
  });

  it('"keep me signed in" gives the 30-day cookie', async () => {
    const t = await start();
    const res = await login(t.fetch, { remember: '1' });
    expect(res.status).toBe(303);
    expect(sessionSetCookie(res)).toMatch(/Max-Age=2592000/i);
    t.clock.now += MEMBER_LIFETIME_MS + 60_000;
    expect(await signedIn(t.fetch)).toBe(true);
  });

  it('a member session ends after its idle time, and after its absolute lifetime even while in use', async () => {
    const t = await start();
    await login(t.fetch);
    expect(await signedIn(t.fetch)).toBe(true);
    t.clock.now += MEMBER_IDLE_MS + 60_000;
    expect(await signedIn(t.fetch)).toBe(false);

    await login(t.fetch);
    const id = t.fetch.cookies.get(SESSION_COOKIE);
    // Used every few minutes, never idle, until just before the lifetime ends.
    const step = Math.floor(MEMBER_IDLE_MS / 3);
    let used = 0;
    for (; used + step < MEMBER_LIFETIME_MS - 60_000; used += step) {
      t.clock.now += step;
      expect(await signedIn(t.fetch), `after ${used + step} ms`).toBe(true);
    }
    t.clock.now += MEMBER_LIFETIME_MS - used + 60_000;
    expect(await signedIn(t.fetch)).toBe(false);
    expect(t.fetch.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(lookup<{ n: number }>(t.dataDir, `SELECT count(*) AS n FROM sessions WHERE id = '${id}'`).n).toBe(0);
  });
});

describe('a database from before lazy sessions', () => {
  it('gains the seen column, drops the empty anonymous sessions of the old code, and keeps those that hold a cart', async () => {
    const t = await start();
    await passSector(t.fetch);
    await addToCart(t.fetch, plainCode(t.dataDir));
    const kept = t.fetch.cookies.get(SESSION_COOKIE) ?? '';
    await t.app.close();
    // What the old code left: no seen column, and a session row (with an empty cart) per cookieless request.
    const db = new Database(path.join(t.dataDir, DB_FILE));
    db.exec('DROP INDEX sessions_seen; ALTER TABLE sessions DROP COLUMN seen;');
    // Ids a real session (random hex) cannot have: a pattern like 's:e%' also matched the kept one 1 time in 16.
    const oldIds = [0, 1, 2, 3, 4].map((i) => `${i}`.padStart(32, 'e'));
    for (const id of oldIds) {
      db.prepare('INSERT INTO sessions (id, user_id, order_to_add, created) VALUES (?, NULL, 0, ?)').run(
        id,
        t.clock.now,
      );
      db.prepare("INSERT INTO baskets (owner, kind, name, is_current, created) VALUES (?, 'cart', 'Cart', 1, ?)").run(
        `s:${id}`,
        t.clock.now,
      );
    }
    db.close();

    const again = await buildApp({ dataDir: t.dataDir, distDir: path.join(t.dataDir, 'dist'), now: () => t.clock.now });
    apps.push(again);
    expect(lookup<{ ids: string }>(t.dataDir, 'SELECT group_concat(id) AS ids FROM sessions').ids).toBe(kept);
    const owners = oldIds.map((id) => `'s:${id}'`).join(', ');
    expect(lookup<{ n: number }>(t.dataDir, `SELECT count(*) AS n FROM baskets WHERE owner IN (${owners})`).n).toBe(0);
    const f = createDemoFetch(again);
    f.cookies.set(SESSION_COOKIE, kept);
    expect(await cartCount(f)).toBe(1);
  });
});
