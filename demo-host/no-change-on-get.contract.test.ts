// @vitest-environment node
// A GET changes nothing a page did not ask for: a fragment's `<img src="/?site=b2c">` (a same-origin, credentialed
// GET) flips no preference, no GET switches the order being edited, and the test fault switch takes POSTs only.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import { login, makeTempDir, NAVIGATION, post } from '../test/support/demo-app.ts';
import { createDemoFetch } from '../test/support/demo-fetch.ts';
import { type BuildOptions, buildApp } from './app.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});
const start = async (opts: BuildOptions = {}) => {
  const dataDir = makeTempDir();
  const app = await buildApp({ dataDir, distDir: path.join(dataDir, 'no-dist'), ...opts });
  apps.push(app);
  return createDemoFetch(app);
};
const setCookieNames = (res: Response) => res.headers.getSetCookie().map((c) => c.split('=')[0]);

/** Subresource requests a page (or a fragment in it) makes on its own, as browsers label them. */
const SUBRESOURCES = {
  image: { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' },
  script: { 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' },
  style: { 'sec-fetch-dest': 'style', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' },
  'fetch()': { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' },
  iframe: { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
  // A browser without Fetch Metadata names what it wants in Accept: never HTML for an image.
  'image (older browser)': { accept: 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5' },
} as const satisfies Record<string, Record<string, string>>;
const siteOf = async (res: Response) => /<body class="([^"]+)"/.exec(await res.text())?.[1];

describe('preference switches in the query', () => {
  it.each(Object.entries(SUBRESOURCES))('a %s request sets no preference cookie', async (_, headers) => {
    const f = await start();
    const res = await f('/?site=b2c&flavour=react', { headers });
    expect(res.status).toBe(200);
    expect(setCookieNames(res)).not.toContain('sfsite');
    expect(setCookieNames(res)).not.toContain('sfflavour');
    expect(await siteOf(await f('/', { headers: NAVIGATION }))).toBe('b2b');
  });

  it('a page navigation sets them, and later pages keep them', async () => {
    const f = await start();
    const res = await f('/?site=b2c&flavour=react', { headers: NAVIGATION });
    expect(setCookieNames(res)).toEqual(expect.arrayContaining(['sfsite', 'sfflavour']));
    expect(await siteOf(await f('/catalog', { headers: NAVIGATION }))).toBe('b2c');
    expect(f.cookies.get('sfflavour')).toBe('react');
  });

  it('an older browser without Sec-Fetch-Dest keeps the switch on a page load (Accept names HTML)', async () => {
    const f = await start();
    await f('/?site=b2c', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(f.cookies.get('sfsite')).toBe('b2c');
  });

  it('the request that carries the query is still answered in that mode (nothing is stored)', async () => {
    const f = await start();
    const res = await f('/?site=b2c', { headers: SUBRESOURCES.image });
    expect(await siteOf(res)).toBe('b2c');
    expect(f.cookies.has('sfsite')).toBe(false);
  });

  it("an editor's preview is switched only by a page navigation", async () => {
    const f = await start();
    await post(f, '/login', { email: 'editor@example.com', password: 'demo', returnUrl: '/' });
    const image = await f('/?preview=1', { headers: SUBRESOURCES.image });
    expect(setCookieNames(image)).not.toContain('sfpreview');
    expect(await (await f('/', { headers: NAVIGATION })).text()).not.toMatch(/data-sf-preview/);
    await f('/?preview=1', { headers: NAVIGATION });
    expect(await (await f('/', { headers: NAVIGATION })).text()).toMatch(/data-sf-preview/);
    await f('/?preview=0', { headers: SUBRESOURCES.image });
    expect(await (await f('/', { headers: NAVIGATION })).text()).toMatch(/data-sf-preview/);
  });
});

describe('editing an order for approval', () => {
  const orderOnPage = async (f: typeof fetch) =>
    /data-id-order-to-add-products="(\d+)"/.exec(await (await f('/product/PAP-0001')).text())?.[1];
  const SAME_ORIGIN = { origin: 'http://127.0.0.1', host: '127.0.0.1', 'sec-fetch-site': 'same-origin' };

  it('a GET (a link, an image, another site) switches nothing', async () => {
    const f = await start();
    await login(f);
    const res = await f('/account/approval/edit?id=1&returnUrl=/cart', { headers: NAVIGATION });
    expect(res.status).toBe(404);
    expect(await orderOnPage(f)).toBe('0');
  });

  it('a same-origin POST starts and stops it; another site cannot', async () => {
    const f = await start();
    await login(f);
    const cross = await post(f, '/account/approval/edit', { id: 1 }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    expect(await orderOnPage(f)).toBe('0');

    const on = await post(f, '/account/approval/edit', { id: 1, returnUrl: '/product/PAP-0001' }, SAME_ORIGIN);
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/product/PAP-0001');
    expect(await orderOnPage(f)).toBe('1');

    const off = await post(f, '/account/approval/edit', { id: 0 }, SAME_ORIGIN);
    expect(off.headers.get('location')).toBe('/account/approval');
    expect(await orderOnPage(f)).toBe('0');
  });

  it.each([
    ['en', '/account/approval', 'Add products to order SO-10421'],
    ['fr', '/fr/account/approval', 'Ajouter des produits à la commande SO-10421'],
  ])('the orders page (%s) offers a button in a POST form, not a link', async (_, page, label) => {
    const f = await start();
    await login(f);
    const h = await (await f(page)).text();
    expect(h).not.toMatch(/<a [^>]*approval\/edit/);
    const form = /<form method="post" action="\/account\/approval\/edit"[^>]*>(.*?)<\/form>/s.exec(h)?.[1] ?? '';
    expect(form).toContain('<input type="hidden" name="id" value="1">');
    expect(form).toMatch(new RegExp(`<button type="submit">${label}</button>`));
  });

  it.each([
    ['en', '/product/PAP-0001', 'Stop adding to this order'],
    ['fr', '/fr/product/PAP-0001', 'Arrêter d’ajouter à cette commande'],
  ])('while editing, every page (%s) offers a button to stop, in a POST form', async (_, page, label) => {
    const f = await start();
    await login(f);
    await post(f, '/account/approval/edit', { id: 1 });
    const h = await (await f(page)).text();
    expect(h).not.toMatch(/<a [^>]*approval\/edit/);
    const form = /<form method="post" action="\/account\/approval\/edit"[^>]*>(.*?)<\/form>/s.exec(h)?.[1] ?? '';
    expect(form).toContain('<input type="hidden" name="id" value="0">');
    expect(form).toContain(`<button type="submit">${label}</button>`);
  });
});

describe('the fault switch takes POSTs only', () => {
  it('a same-origin <img src="/__fault?mode=drop"> switches nothing', async () => {
    const f = await start({ faults: true });
    const res = await f('/__fault?mode=drop', { headers: SUBRESOURCES.image });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(setCookieNames(res)).toEqual([]);
    expect((await post(f, ENDPOINTS.cartCount.path)).status).toBe(200);
  });

  it('a POST from this site switches it on for a path prefix, and off', async () => {
    const f = await start({ faults: true });
    const on = await post(f, '/__fault', { mode: '500', path: '/shoppingcart' }, { 'sec-fetch-site': 'same-origin' });
    expect(on.status).toBe(200);
    expect((await post(f, ENDPOINTS.addProduct.path, {})).status).toBe(500);
    expect((await post(f, ENDPOINTS.cartCount.path)).status).toBe(200);
    expect((await post(f, '/__fault', { mode: 'off' })).status).toBe(200);
    expect((await post(f, ENDPOINTS.addProduct.path, {})).status).toBe(400);
  });
});
