// @vitest-environment node
// The checker against demo-host's real app: every page it serves, in both spellings of booleans (English pages write
// True/False, French ones true/false), is clean and its endpoints answer as the widgets expect; planted faults are
// reported where they are; no call that changes data is made without --allow-writes.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../demo-host/app.ts';
import { DEMO_PAGES } from '../../demo-host/pages/list.ts';
import { createDemoFetch, type DemoFetch } from '../../demo-host/test-fetch.ts';
import { login, makeTempDir } from '../../demo-host/test-helpers.ts';
import pkg from '../../package.json' with { type: 'json' };
import { changesData } from '../../shared/legacy/endpoints.ts';
import { type Io, run } from './run.ts';

const ORIGIN = 'http://127.0.0.1';
/** The demo pages, plus the variants whose markup differs (modes, quote cart, editor preview, loader at the end). */
const PAGES = [
  ...DEMO_PAGES.map((p) => ({ path: p.path, member: p.member === true })),
  { path: '/category/1?prebooking=1', member: false },
  { path: '/category/1?purchaselist=1', member: true },
  { path: '/search?inktoner=1', member: false },
  { path: '/cart?quote=1', member: true },
  { path: '/product/PAP-0007?script=end', member: false },
  { path: '/?site=b2c', member: false },
];

let app: FastifyInstance;
let anonymous: DemoFetch;
let member: DemoFetch;
/** Every request the server received: method and path. */
const received: { method: string; url: string }[] = [];

/** A dist/ whose loaders name this package's release, as the build's would (tools/chunk-plan.mjs registrySource). */
function fakeDist(version: string): string {
  const dist = makeTempDir();
  for (const flavour of ['preact', 'react']) {
    fs.mkdirSync(path.join(dist, flavour), { recursive: true });
    fs.writeFileSync(path.join(dist, flavour, 'storefront.js'), `var A={flavour:"${flavour}",version:"${version}"};`);
    fs.writeFileSync(path.join(dist, flavour, 'storefront.css'), '');
  }
  return dist;
}

beforeAll(async () => {
  app = await buildApp({ dataDir: makeTempDir(), distDir: fakeDist(pkg.version) });
  app.addHook('onRequest', async (req) => {
    received.push({ method: req.method, url: req.url });
  });
  anonymous = createDemoFetch(app);
  member = createDemoFetch(app);
  await login(member);
  received.length = 0;
});
afterAll(async () => {
  await app.close();
});

const io = (fetcher: typeof fetch) => {
  const out: string[] = [];
  const value: Io = { env: {}, fetch: fetcher, out: (t) => out.push(t), err: (t) => out.push(t) };
  return { io: value, text: () => out.join('') };
};

describe('every demo-host page, in English (True/False) and French (true/false)', () => {
  for (const lang of ['en', 'fr'] as const) {
    for (const page of PAGES) {
      const url =
        lang === 'fr'
          ? page.path.startsWith('/?') || page.path === '/'
            ? `/fr${page.path}`
            : `/fr${page.path}`
          : page.path;
      it(`${url}${page.member ? ' (signed in)' : ''}: a clean report, markup and server`, async () => {
        const { io: value, text } = io(page.member ? member : anonymous);
        const code = await run(['check', `${ORIGIN}${url}`, '--server', '--json'], value);
        const report = JSON.parse(text());
        const [only] = report.reports;
        expect(only.findings, text()).toEqual([]);
        expect(only.probes.filter((p: { ok: boolean }) => !p.ok)).toEqual([]);
        expect(only.tags).toBeGreaterThan(0);
        expect(code).toBe(0);
      });
    }
  }

  it('made no call that changes data (no --allow-writes), and probed the endpoints the tags use', () => {
    const posts = received.filter((r) => r.method !== 'GET').map((r) => r.url.split('?')[0] ?? '');
    expect(posts.filter((p) => changesData(p))).toEqual([]);
    for (const path of [
      '/ecomwgtheader/getsearchsuggestions/',
      '/ecomwgtheader/getcartelementcount',
      '/ecomasync/render',
      '/ecomwgtproductlisting/getproducts',
      '/bputils/rendersectordeliveryvalidation',
      '/ecomwgtshoppingcartsummary/index',
      '/bputils/rendermessagereply',
      '/bputils/renderproductehf',
    ])
      expect(posts.map((p) => p.toLowerCase())).toContain(path);
  });
});

describe('--allow-writes with a test account', () => {
  it('adds the page’s first product to that account’s cart, as its button would, and reads the reply', async () => {
    const cookies = path.join(makeTempDir(), 'cookies.txt');
    fs.writeFileSync(cookies, `sfsid=${member.cookies.get('sfsid')}\n`);
    received.length = 0;
    const { io: value, text } = io(anonymous);
    const code = await run([`${ORIGIN}/category/15`, '--server', '--allow-writes', '--cookies-file', cookies], value);
    expect(text()).toMatch(/✔ addProducts +POST \/shoppingcart\/addproducts/);
    expect(code).toBe(0);
    expect(received.filter((r) => changesData(r.url.split('?')[0] ?? '')).map((r) => r.url)).toEqual([
      '/shoppingcart/addproducts',
    ]);
    const count = await (await member(`${ORIGIN}/ecomwgtheader/getcartelementcount`, { method: 'POST' })).json();
    expect(count).toBeGreaterThan(0);
  });
});

describe('planted faults on a served page', () => {
  it('a stale bundle: the page’s storefront.js is another release', async () => {
    const stale = await buildApp({ dataDir: makeTempDir(), distDir: fakeDist('0.0.1') });
    try {
      const { io: value, text } = io(createDemoFetch(stale));
      expect(await run([`${ORIGIN}/cart`], value)).toBe(1);
      expect(text()).toMatch(/stale-bundle {2}The page loads storefront\.js 0\.0\.1 \(preact\); this checker is from /);
    } finally {
      await stale.close();
    }
  });

  it('bad behaviour markup in a reply the widget inserts (the listing’s results), at its line in that reply', async () => {
    let plantedLine = 0;
    const planted: typeof fetch = async (input, init) => {
      const response = await anonymous(input, init);
      if (!String(input).includes('getproducts')) return response;
      const text = await response.text();
      const at = text.search(/minqty="/);
      plantedLine = text.slice(0, at).split('\n').length;
      return new Response(text.replace(/minqty="[^"]*"/, 'minqty="lots"'), { headers: response.headers });
    };
    const { io: value, text } = io(planted);
    expect(await run([`${ORIGIN}/category/15`, '--server'], value)).toBe(1);
    expect(plantedLine).toBeGreaterThan(0);
    expect(text()).toMatch(
      new RegExp(
        `/category/15 \\(listingProducts\\):${plantedLine}:\\d+  ✖ invalid-value  minqty="lots" on <input> is not a number`,
      ),
    );
  });

  it('a reply field of the wrong type, reported for its endpoint', async () => {
    const planted: typeof fetch = async (input, init) => {
      const response = await anonymous(input, init);
      if (!String(input).includes('getsearchsuggestions')) return response;
      return new Response(JSON.stringify({ Suggestions: 'paper', hasProduct: false, ProductValue: '' }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const { io: value, text } = io(planted);
    expect(await run([`${ORIGIN}/`, '--server'], value)).toBe(1);
    expect(text()).toMatch(
      /✖ searchSuggestions +POST \/ecomwgtheader\/getsearchsuggestions\/ +reply does not fit: search suggestions: Suggestions/,
    );
    expect(text()).toMatch(/✔ cartCount/);
  });
});
