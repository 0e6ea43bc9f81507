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
import pkg from '../../package.json' with { type: 'json' };
import { ENDPOINTS, type Endpoint } from '../../shared/legacy/endpoints.ts';
import { login, makeTempDir } from '../../test/support/demo-app.ts';
import { createDemoFetch, type DemoFetch } from '../../test/support/demo-fetch.ts';
import { type Io, run } from './run.ts';
import { routedPath } from './server/contract-path.ts';

const ORIGIN = 'http://127.0.0.1';
/** The paths of the records that change data, as the server routes them. */
const WRITE_PATHS = new Set(
  Object.values(ENDPOINTS as Record<string, Endpoint>).flatMap((e) =>
    e.changesData && e.path !== null ? [routedPath(e.path)] : [],
  ),
);
const isWrite = (url: string) => WRITE_PATHS.has(routedPath(url.split('?')[0] ?? ''));
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

/** A dist/ whose loaders name this package's release, as the build's would (tools/build/chunk-plan.mjs registrySource). */
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
    expect(posts.filter(isWrite)).toEqual([]);
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
    expect(received.filter((r) => isWrite(r.url)).map((r) => r.url)).toEqual(['/shoppingcart/addproducts']);
    const count = await (await member(`${ORIGIN}/ecomwgtheader/getcartelementcount`, { method: 'POST' })).json();
    expect(count).toBeGreaterThan(0);
  });
});

describe('a page whose sections point at writes in disguise, without --allow-writes', () => {
  it('sends none of them: the signed-in session the cookies file carries is still signed in after the check', async () => {
    const shopper = createDemoFetch(app);
    await login(shopper);
    const signedIn = async () =>
      (
        await shopper(`${ORIGIN}${ENDPOINTS.messageReplyForm.path}`, {
          method: 'POST',
          body: new URLSearchParams({ idPost: '1' }),
        })
      ).status;
    expect(await signedIn()).toBe(200);
    const dir = makeTempDir();
    const cookies = path.join(dir, 'cookies.txt');
    fs.writeFileSync(cookies, `127.0.0.1\tFALSE\t/\tFALSE\t0\tsfsid\t${shopper.cookies.get('sfsid')}\n`);
    const sections = [
      '/bpwgtlogin/%6Cogout',
      '/Bpwgtlogin/%4Cogout',
      '/shoppingcart/%61ddproducts',
      '/a/../bpwgtlogin/logout',
    ]
      .map((url, i) => `<sf-async-section data-ajax-url="${url}" data-async-load-handle-id="h${i}"></sf-async-section>`)
      .join('\n');
    const page = path.join(dir, 'page.html');
    fs.writeFileSync(page, `<!doctype html><html><head></head><body>\n${sections}\n</body></html>`);
    received.length = 0;
    const { io: value, text } = io(createDemoFetch(app));
    const code = await run([page, '--base-url', `${ORIGIN}/`, '--server', '--cookies-file', cookies], value);
    expect(received.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(text().match(/not probed: not the contract’s path/g)).toHaveLength(4);
    expect(code).toBe(1);
    expect(await signedIn()).toBe(200);
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

describe('the preload lines demo-host writes, checked per engine against the release', () => {
  const CORE = 'chunks/core-A.js';
  const HASH = `sha384-${'a'.repeat(64)}`;
  /** A dist/ with one chunk every page preloads; `listed`: its hash in the release's integrity.json. */
  function distWithLines(listed: string): string {
    const dist = fakeDist(pkg.version);
    for (const flavour of ['preact', 'react']) {
      fs.mkdirSync(path.join(dist, flavour, 'chunks'));
      fs.writeFileSync(path.join(dist, flavour, CORE), 'export {};');
      const plan = { every: [`./${CORE}`], keys: {}, french: [], integrity: { [`./${CORE}`]: HASH } };
      fs.writeFileSync(path.join(dist, flavour, 'preload.json'), JSON.stringify(plan));
      fs.writeFileSync(path.join(dist, flavour, 'integrity.json'), JSON.stringify({ [CORE]: listed }));
    }
    return dist;
  }
  async function check(listed: string, wrap: (f: typeof fetch) => typeof fetch = (f) => f) {
    const host = await buildApp({ dataDir: makeTempDir(), distDir: distWithLines(listed) });
    const agents: string[] = [];
    host.addHook('onRequest', async (req) => {
      if (req.url.startsWith('/category/15')) agents.push(req.headers['user-agent'] ?? '');
    });
    try {
      const fetcher = createDemoFetch(host);
      const page = await (await fetcher(`${ORIGIN}/category/15`)).text();
      agents.length = 0;
      const { io: value, text } = io(wrap(fetcher));
      const code = await run([`${ORIGIN}/category/15`], value);
      return { code, text: text(), page, agents };
    } finally {
      await host.close();
    }
  }

  it('clean: the one set of plain script lines, with the release’s hashes, for the checker and for Safari', async () => {
    const { code, text, page, agents } = await check(HASH);
    expect(page).toContain(`<link rel="preload" as="script" crossorigin="anonymous" integrity="${HASH}"`);
    expect(page).not.toContain('modulepreload');
    expect(text).toMatch(/category\/15: no findings/);
    expect(code).toBe(0);
    expect(agents).toHaveLength(2);
    expect(agents[1]).toMatch(/AppleWebKit\/.* Safari\//);
  });

  it('a hash on the lines that is not the release’s: the browser drops that download, the chunk comes twice', async () => {
    const { code, text } = await check(`sha384-${'b'.repeat(64)}`);
    expect(code).toBe(1);
    expect(text).toMatch(
      /category\/15:\d+:\d+ {2}⚠ preload-integrity {2}The integrity on the line of chunks\/core-A\.js is not the chunk’s: the browser drops that download/,
    );
  });

  it('a server that writes modulepreload lines for every browser, Safari too', async () => {
    const modulepreloads =
      (f: typeof fetch): typeof fetch =>
      async (input, init) => {
        const res = await f(input, init);
        if (!String(input).includes('/category/15')) return res;
        const body = (await res.text()).replaceAll('rel="preload" as="script"', 'rel="modulepreload"');
        return new Response(body, { status: res.status, headers: res.headers });
      };
    const { code, text } = await check(HASH, modulepreloads);
    expect(code).toBe(1);
    expect(text).toMatch(
      /category\/15 \(the page as Safari gets it\):\d+:\d+ {2}✖ preload-webkit {2}Safari gets a modulepreload line of chunks\/core-A\.js/,
    );
  });
});
