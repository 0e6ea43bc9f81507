// @vitest-environment node
// Host pages, createDemoFetch behaviour and the fault switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import { login, NAVIGATION, passSector, post, startApp, type TestApp } from '../test/support/demo-app.ts';
import { createDemoFetch } from '../test/support/demo-fetch.ts';
import { DEMO_PAGES } from './pages/list.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('CMS host pages', () => {
  it('render every demo page (demo-host/pages/list.ts) in English and French with the layout and tags', async () => {
    // Member pages for a logged-in buyer, in a cookie jar of their own (the other tests here are anonymous).
    const member = createDemoFetch(t.app);
    await login(member);
    for (const { path, member: needsLogin } of DEMO_PAGES) {
      for (const pre of ['', '/fr']) {
        const url = pre && path === '/' ? '/fr/' : `${pre}${path}`;
        const res = await (needsLogin ? member : t.fetch)(url);
        expect(res.status, url).toBe(200);
        const h = await res.text();
        expect(h, url).toContain(`<html lang="${pre ? 'fr' : 'en'}">`);
        expect(h).toMatch(/<body class="b2[bc]"/);
        expect(h).toContain('<sf-status-bar>');
        expect(h).toContain('<sf-header data-widget-code="ecomwgtheader"');
        expect(h).toContain('npm run build');
      }
    }
  });
  it('opts a page in to the field reports only on ?report=1, remembered for the next pages until ?report=0', async () => {
    const f = createDemoFetch(t.app);
    const meta = /<meta name="sf-report" content="\/__sf\/reports" data-page-type="([a-z-]+)">/;
    expect(await (await f('/')).text()).not.toMatch(meta);
    expect((await (await f('/?report=1', { headers: NAVIGATION })).text()).match(meta)?.[1]).toBe('home');
    expect((await (await f('/category/1')).text()).match(meta)?.[1]).toBe('category');
    expect((await (await f('/fr/quick-order')).text()).match(meta)?.[1]).toBe('quick-order');
    expect(await (await f('/product/PAP-0001?report=0', { headers: NAVIGATION })).text()).not.toMatch(meta);
    expect(await (await f('/cart')).text()).not.toMatch(meta);
  });
  it('home has six async sections of one URL; listing pages carry the listing attributes and first page', async () => {
    const home = await (await t.fetch('/')).text();
    expect(home.split(`<sf-async-section data-ajax-url="${ENDPOINTS.asyncRender.path}"`)).toHaveLength(7);
    const cat = await (await t.fetch('/category/1')).text();
    expect(cat).toContain('data-max-product-to-sort-by-price-asc-desc="150"');
    expect(cat).toMatch(
      new RegExp(
        `<sf-listing[^>]*data-widget-ajax-url="${ENDPOINTS.listingProducts.path}"[^>]*><div class="sf-listing-results"`,
      ),
    );
    expect(await (await t.fetch('/search?QS=JetPro')).text()).toMatch(/ProductsTotalCount" value="[1-9]/);
  });
  it('writes booleans the ASP.NET way ("True"/"False") on English pages and their fragments, in lower case on French ones', async () => {
    const f = createDemoFetch(t.app);
    await login(f);
    const en = await (await f('/category/3')).text();
    const fr = await (await f('/fr/category/3')).text();
    expect(en).toMatch(/<body [^>]*data-authenticated="True"/);
    expect(fr).toMatch(/<body [^>]*data-authenticated="true"/);
    expect(en).toMatch(/ isdigitalproduct="False"/);
    expect(en).not.toMatch(/ is[a-z]+="(true|false)"/);
    expect(fr).toMatch(/ isdigitalproduct="false"/);
    expect(fr).not.toMatch(/ is[a-z]+="(True|False)"/);
    const anonymous = await (await t.fetch('/')).text();
    expect(anonymous).toMatch(/<body [^>]*data-authenticated="False"/);
    const fragment = async (culture: string) =>
      (
        await post(t.fetch, ENDPOINTS.listingProducts.path, { categoryId: '3' }, { cookie: `culture=${culture}` })
      ).text();
    expect(await fragment('en')).toMatch(/data-price-sort-unavailable="False"[\s\S]* uomduplicate="False"/);
    expect(await fragment('fr')).toMatch(/data-price-sort-unavailable="false"[\s\S]* uomduplicate="false"/);
  });

  it('switches site mode, flavour and (for the editor) preview by query and remembers them', async () => {
    const f = createDemoFetch(t.app);
    await post(f, '/login', { email: 'editor@example.com', password: 'demo', returnUrl: '/' });
    expect(await (await f('/?site=b2c&flavour=react&preview=1', { headers: NAVIGATION })).text()).toMatch(
      /<body class="b2c"[^>]*data-sf-preview="True"/,
    );
    const again = await (await f('/')).text();
    expect(again).toContain('<body class="b2c"');
    expect(again).toContain('data-sf-preview="True"');
  });
  it('escapes the hostile title on the product page', async () => {
    const h = await (await t.fetch('/product/PAP-0013')).text();
    expect(h).not.toContain('<script>alert');
    expect(h).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
  it('login honours same-origin returnUrl only, and unknown pages are 404', async () => {
    const f = createDemoFetch(t.app);
    const ok = await post(f, '/login', { email: 'buyer@example.com', password: 'demo', returnUrl: '/cart?x=1' });
    expect(ok.headers.get('location')).toBe('/cart?x=1');
    const evil = await post(createDemoFetch(t.app), '/login', {
      email: 'buyer@example.com',
      password: 'demo',
      returnUrl: '//evil.example',
    });
    expect(evil.headers.get('location')).toBe('/');
    expect(
      (await post(createDemoFetch(t.app), '/login', { email: 'buyer@example.com', password: 'nope' })).status,
    ).toBe(401);
    expect((await t.fetch('/category/99999')).status).toBe(404);
  });
  it('order approval editing marks inputs isfromorderapproval and flags duplicates', async () => {
    const f = createDemoFetch(t.app);
    await login(f);
    await post(f, '/account/approval/edit', { id: 1 });
    const h = await (await f('/product/PAP-0001')).text();
    expect(h).toContain('data-id-order-to-add-products="1"');
    expect(h).toContain('isfromorderapproval="True"');
    expect(h).toContain('uomduplicate="True"');
  });
});

describe('createDemoFetch', () => {
  it('keeps a cookie jar, returns real Responses with status text and headers, and sends FormData as a form', async () => {
    const f = createDemoFetch(t.app);
    await f('/');
    // A page view stores no state, so it sets the language cookie but no session (see session.contract.test.ts).
    expect(f.cookies.get('culture')).toBe('en');
    expect(f.cookies.has('sfsid')).toBe(false);
    const fd = new FormData();
    fd.append('postalCode', 'M5V 2T6');
    const res = await f(`http://localhost:1234${ENDPOINTS.validateSector.path}`, { method: 'POST', body: fd });
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(f.cookies.get('CanDeliverToSector')).toBe('1');
    const r401 = await f(
      new Request(`http://x${ENDPOINTS.addComments.path}`, {
        method: 'POST',
        body: 'comments=[]',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(r401.status).toBe(401);
    expect(r401.statusText).toBe('redirect_to_login:/login');
  });
});

describe('fault switch', () => {
  it('applies per request via x-demo-fault', async () => {
    const h = (v: string) => ({ 'x-demo-fault': v });
    expect((await post(t.fetch, ENDPOINTS.cartCount.path, {}, h('500'))).status).toBe(500);
    await expect((await post(t.fetch, ENDPOINTS.cartCount.path, {}, h('malformed-json'))).json()).rejects.toThrow();
    expect(
      (await post(t.fetch, ENDPOINTS.cartCount.path, {}, h('html-instead-of-json'))).headers.get('content-type'),
    ).toContain('text/html');
    const l = await post(t.fetch, ENDPOINTS.cartCount.path, {}, h('401-login'));
    expect([l.status, l.statusText]).toEqual([401, 'redirect_to_login:/login']);
    const e = await post(t.fetch, ENDPOINTS.cartCount.path, {}, h('401-empty'));
    expect([e.status, e.statusText]).toEqual([401, '']);
    await expect(post(t.fetch, ENDPOINTS.cartCount.path, {}, h('drop'))).rejects.toThrow(TypeError);
    const started = performance.now();
    expect((await post(t.fetch, ENDPOINTS.cartCount.path, {}, h('latency=120'))).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect((await post(t.fetch, ENDPOINTS.cartCount.path, {}, h('500;path=/shoppingcart'))).status).toBe(200);
  });
  it('a faulted call never reaches its handler: an add answered 500, bad JSON or HTML changes nothing', async () => {
    const f = createDemoFetch(t.app);
    await passSector(f);
    const count = async () => JSON.stringify(await (await post(f, ENDPOINTS.cartCount.path, {})).json());
    const before = await count();
    const add = { products: JSON.stringify([{ ProductCode: 'PAP-0001', Qty: 3, Uom: 0 }]) };
    for (const mode of ['500', 'malformed-json', 'html-instead-of-json', 'drop', '401-login', '401-empty']) {
      await post(f, ENDPOINTS.addProducts.path, add, { 'x-demo-fault': mode }).catch(() => undefined);
      expect(await count(), mode).toBe(before);
    }
    // The switch is what stopped them: the same add without it goes in.
    expect((await (await post(f, ENDPOINTS.addProducts.path, add)).json()).Result).toBe(1);
    expect(await count()).not.toBe(before);
  });
  it('applies per session to a path prefix until switched off', async () => {
    const f = createDemoFetch(t.app);
    expect((await post(f, '/__fault', { mode: '500', path: '/shoppingcart' })).status).toBe(200);
    expect((await post(f, ENDPOINTS.addProduct.path, {})).status).toBe(500);
    expect((await post(f, ENDPOINTS.cartCount.path)).status).toBe(200);
    expect((await post(f, '/__fault', { mode: 'bogus' })).status).toBe(400);
    await post(f, '/__fault', { mode: 'off' });
    expect((await post(f, ENDPOINTS.addProduct.path, {})).status).toBe(400);
  });
});
