// @vitest-environment node
// Field reports against the real app: the bundle's batches and the browsers' reports are stored as they came or not at
// all, and only an editor sees the picture they make.
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import { makeTempDir, NAVIGATION, post } from '../test/support/demo-app.ts';
import { createDemoFetch, type DemoFetch } from '../test/support/demo-fetch.ts';
import { buildApp } from './app.ts';
import { DB_FILE } from './db/open.ts';
import { Database } from './db/sqlite.ts';

const LISTING_PATH = ENDPOINTS.listingProducts.path;

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});
const NOW = Date.UTC(2026, 11, 6, 14, 30);
const start = async () => {
  const dataDir = makeTempDir();
  const clock = { now: NOW };
  const app = await buildApp({ dataDir, distDir: path.join(dataDir, 'no-dist'), now: () => clock.now });
  apps.push(app);
  const rows = <T>(sql: string): T[] => {
    const db = new Database(path.join(dataDir, DB_FILE), { readOnly: true });
    try {
      return db.prepare<[], T>(sql).all();
    } finally {
      db.close();
    }
  };
  return { app, clock, fetch: createDemoFetch(app), rows };
};

const batch = {
  v: 1,
  release: '0.1.0 preact',
  page: 'category',
  failures: [{ kind: 'endpoint', widget: 'sf-listing', status: 500, path: LISTING_PATH, count: 2 }],
  vitals: [{ name: 'INP', value: 312, rating: 'poor', widget: 'sf-listing', script: 'sf-listing' }],
};
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'empty' };
/** What navigator.sendBeacon sends for a string body. */
const beacon = (f: DemoFetch, body: unknown, headers: Record<string, string> = {}) =>
  f('/__sf/reports', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...SAME_ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const count = (t: Awaited<ReturnType<typeof start>>, table: string) =>
  t.rows<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)[0]?.n;

it('stores a batch, each failure and vital with the time received, the release and the page', async () => {
  const t = await start();
  const res = await beacon(t.fetch, batch);
  expect(res.status).toBe(204);
  expect(t.rows('SELECT received, release, page, kind, widget, status, path, count FROM field_failures')).toEqual([
    {
      received: NOW,
      release: '0.1.0 preact',
      page: 'category',
      kind: 'endpoint',
      widget: 'sf-listing',
      status: 500,
      path: LISTING_PATH,
      count: 2,
    },
  ]);
  expect(t.rows('SELECT received, release, page, name, value, rating, widget, script FROM field_vitals')).toEqual([
    {
      received: NOW,
      release: '0.1.0 preact',
      page: 'category',
      name: 'INP',
      value: 312,
      rating: 'poor',
      widget: 'sf-listing',
      script: 'sf-listing',
    },
  ]);
});

it('takes application/json as well', async () => {
  const t = await start();
  expect((await beacon(t.fetch, batch, { 'content-type': 'application/json' })).status).toBe(204);
  expect(count(t, 'field_vitals')).toBe(1);
});

it('keeps nothing of the request beside the batch: no cookie, address or user agent column', async () => {
  const t = await start();
  await beacon(t.fetch, batch, { cookie: 'sfsite=b2c', 'user-agent': 'Jane Doe browser' });
  const columns = (table: string) => t.rows<{ name: string }>(`PRAGMA table_info(${table})`).map((c) => c.name);
  expect(columns('field_failures')).toEqual([
    'id',
    'received',
    'release',
    'page',
    'kind',
    'widget',
    'status',
    'path',
    'count',
  ]);
  expect(columns('field_vitals')).toEqual([
    'id',
    'received',
    'release',
    'page',
    'name',
    'value',
    'rating',
    'widget',
    'script',
  ]);
});

const goodFailure = batch.failures[0];
it.each([
  [
    'a query string in a path',
    { ...batch, failures: [goodFailure, { ...goodFailure, path: '/cart?email=a@b.ca' }] },
    400,
  ],
  ['a field the wire does not name', { ...batch, cookie: 'sfsid=0123' }, 400],
  ['a vital with a field the wire does not name', { ...batch, vitals: [{ ...batch.vitals[0], url: '/cart' }] }, 400],
  ['another wire version', { ...batch, v: 2 }, 400],
  ['text that is not JSON', '{"v":1,', 400],
  ['an empty body', '', 400],
  ['a body over 64 KB', JSON.stringify({ ...batch, pad: 'x'.repeat(65 * 1024) }), 413],
])('refuses %s and stores nothing of it', async (_what, body, status) => {
  const t = await start();
  expect((await beacon(t.fetch, body)).status).toBe(status);
  expect([count(t, 'field_failures'), count(t, 'field_vitals')]).toEqual([0, 0]);
});

it.each([
  ['a cross-site Origin', { origin: 'https://evil.example' }],
  ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
])('refuses a batch with %s (403) and stores nothing', async (_what, headers) => {
  const t = await start();
  expect((await beacon(t.fetch, batch, headers)).status).toBe(403);
  expect(count(t, 'field_failures')).toBe(0);
});

it('answers 415 to a body type a beacon does not send', async () => {
  const t = await start();
  const res = await t.fetch('/__sf/reports', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
    body: 'v=1',
  });
  expect(res.status).toBe(415);
  expect(count(t, 'field_failures')).toBe(0);
});

it('limits one client address to 120 reports a minute (429, Retry-After), then lets it through again', async () => {
  const t = await start();
  const small = { ...batch, failures: [], vitals: [] };
  const statuses: number[] = [];
  for (let i = 0; i < 121; i++) statuses.push((await beacon(t.fetch, small)).status);
  expect(statuses.filter((s) => s === 204)).toHaveLength(120);
  const refused = await beacon(t.fetch, batch);
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('60');
  expect(count(t, 'field_failures')).toBe(0);
  t.clock.now += 60_000;
  expect((await beacon(t.fetch, batch)).status).toBe(204);
});

const extensionFont = {
  type: 'csp-violation',
  age: 10,
  url: 'http://127.0.0.1/category/1?email=jane@example.com',
  user_agent: 'Mozilla/5.0',
  body: {
    documentURL: 'http://127.0.0.1/category/1?email=jane@example.com',
    blockedURL: 'chrome-extension://abcdefghijklmnop/fonts/x.woff2',
    effectiveDirective: 'font-src',
    disposition: 'enforce',
    statusCode: 200,
  },
};
const realScript = {
  type: 'csp-violation',
  age: 12,
  url: 'http://127.0.0.1/cart',
  user_agent: 'Mozilla/5.0',
  body: {
    documentURL: 'http://127.0.0.1/cart',
    blockedURL: 'https://evil.example/steal.js?c=1',
    effectiveDirective: 'script-src-elem',
    sourceFile: 'http://127.0.0.1/dist/preact/storefront.js',
    lineNumber: 3,
    columnNumber: 9,
    sample: 'secret',
    disposition: 'enforce',
    statusCode: 200,
  },
};
const reportsPost = (f: DemoFetch, body: unknown, type = 'application/reports+json') =>
  f('/__sf/browser-reports', {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

it('stores browser reports without their query strings, samples or user agents, noise kept apart', async () => {
  const t = await start();
  expect((await reportsPost(t.fetch, [extensionFont, realScript])).status).toBe(204);
  expect(
    t.rows(
      'SELECT received, type, directive, blocked, document, source, line, disposition, noise FROM browser_reports ORDER BY id',
    ),
  ).toEqual([
    {
      received: NOW,
      type: 'csp-violation',
      directive: 'font-src',
      blocked: 'chrome-extension:',
      document: 'http://127.0.0.1/category/1',
      source: null,
      line: null,
      disposition: 'enforce',
      noise: 'extension',
    },
    {
      received: NOW,
      type: 'csp-violation',
      directive: 'script-src-elem',
      blocked: 'https://evil.example/steal.js',
      document: 'http://127.0.0.1/cart',
      source: 'http://127.0.0.1/dist/preact/storefront.js',
      line: 3,
      disposition: 'enforce',
      noise: null,
    },
  ]);
});

it.each([
  ['not a list', { type: 'csp-violation' }, 400],
  ['a report without a type', [{ body: {} }], 400],
  ['text that is not JSON', '[{', 400],
  ['another body type', [realScript], 415, 'text/plain'],
])('refuses browser reports that are %s', async (_what, body, status, type?: string) => {
  const t = await start();
  expect((await reportsPost(t.fetch, body, type)).status).toBe(status);
  expect(count(t, 'browser_reports')).toBe(0);
});

it('names the browser-report endpoint on every page: Reporting-Endpoints, CSP report-to, Integrity-Policy-Report-Only', async () => {
  const t = await start();
  for (const url of ['/', '/fr/cart', '/category/1']) {
    const res = await t.fetch(url, { headers: NAVIGATION });
    expect(res.headers.get('reporting-endpoints')).toBe('sf-browser="/__sf/browser-reports"');
    expect(res.headers.get('integrity-policy-report-only')).toBe(
      'blocked-destinations=(script), endpoints=(sf-browser)',
    );
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('report-to sf-browser');
    expect(csp.startsWith("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;")).toBe(true);
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types storefront");
  }
});

const loginAs = async (f: DemoFetch, email: string) => {
  const res = await post(f, '/login', { email, password: 'demo', returnUrl: '/' });
  expect(res.status).toBe(303);
};

it('shows the field page to an editor only: a visitor is asked to log in, a shopper refused', async () => {
  const t = await start();
  const anonymous = await t.fetch('/__sf/field', { headers: NAVIGATION });
  expect(anonymous.status).toBe(401);
  expect(await anonymous.text()).toContain('/login?returnUrl=%2F__sf%2Ffield');
  await loginAs(t.fetch, 'buyer@example.com');
  const shopper = await t.fetch('/__sf/field', { headers: NAVIGATION });
  expect(shopper.status).toBe(403);
  expect(await shopper.text()).not.toContain('sf-listing');
});

it('shows an editor the figures: p75 INP per widget and page type, the worst interactions, failures, browser reports', async () => {
  const t = await start();
  const inp = (value: number, widget: string, page = 'category') => ({
    ...batch,
    page,
    failures: [],
    vitals: [{ name: 'INP', value, rating: value > 500 ? 'poor' : 'good', widget, script: widget }],
  });
  for (const v of [100, 200, 300, 400]) await beacon(t.fetch, inp(v, 'sf-listing'));
  await beacon(t.fetch, inp(640, 'sf-header', 'home'));
  await beacon(t.fetch, batch);
  await reportsPost(t.fetch, [extensionFont, realScript]);
  await loginAs(t.fetch, 'editor@example.com');
  const res = await t.fetch('/fr/__sf/field', { headers: NAVIGATION });
  expect(res.status).toBe(200);
  const page = await res.text();
  const table = (id: string) => new RegExp(`<table id="${id}"[\\s\\S]*?</table>`).exec(page)?.[0] ?? '';
  // Five INP values for sf-listing on category (100, 200, 300, 400 and the batch's 312): p75 = 312.
  expect(table('sf-field-inp-table')).toMatch(/<td>sf-listing<\/td><td>category<\/td><td>312<\/td><td>5<\/td>/);
  expect(table('sf-field-inp-table')).toMatch(/<td>sf-header<\/td><td>home<\/td><td>640<\/td><td>1<\/td>/);
  expect(table('sf-field-worst-table')).toMatch(/^[\s\S]*?<td>640<\/td><td>sf-header<\/td>/);
  expect(table('sf-field-failures-table')).toContain('<td>endpoint</td><td>sf-listing</td><td>2</td>');
  expect(table('sf-field-browser-table')).toMatch(
    /<td>csp-violation<\/td><td>script-src-elem<\/td><td>1<\/td><td>0<\/td>/,
  );
  expect(table('sf-field-browser-table')).toMatch(/<td>csp-violation<\/td><td>font-src<\/td><td>0<\/td><td>1<\/td>/);
  expect(table('sf-field-latest-table')).toContain('https://evil.example/steal.js');
  expect(table('sf-field-latest-table')).not.toContain('chrome-extension');
  expect(page).toContain('lang="fr"');
  expect(page).toContain('Pires interactions');
  // Scripts are files of this origin with their integrity (the page CSP has no inline script, the integrity policy
  // reports none of them); the figures travel as a data block.
  const scripts = [...page.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
  expect(scripts).toEqual([
    ' type="application/json" id="sf-field-data"',
    expect.stringMatching(/^ src="\/__sf\/field\/uplot\.js" integrity="sha384-[\w+/]+=*" defer$/),
    expect.stringMatching(/^ src="\/__sf\/field\/charts\.js" integrity="sha384-[\w+/]+=*" defer$/),
  ]);
});

it('serves the chart library and the page script from this origin', async () => {
  const t = await start();
  await loginAs(t.fetch, 'editor@example.com');
  for (const [url, type, needle] of [
    ['/__sf/field/uplot.js', 'text/javascript', 'uPlot'],
    ['/__sf/field/uplot.css', 'text/css', '.uplot'],
    ['/__sf/field/charts.js', 'text/javascript', 'sf-field-data'],
  ] as const) {
    const res = await t.fetch(url);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type')).toContain(type);
    expect(await res.text()).toContain(needle);
  }
  const page = await (await t.fetch('/__sf/field', { headers: NAVIGATION })).text();
  for (const [, src = '', integrity] of page.matchAll(/<script src="([^"]+)" integrity="([^"]+)"/g)) {
    const body = Buffer.from(await (await t.fetch(src)).arrayBuffer());
    expect(integrity, src).toBe(`sha384-${crypto.createHash('sha384').update(body).digest('base64')}`);
  }
});
