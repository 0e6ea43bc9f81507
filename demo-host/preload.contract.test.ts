// @vitest-environment node
// Contract: the layout's <head> carries the build's preload lines (dist/<flavour>/preload.json) before the loader:
// the chunks every page runs, a French page's texts and the chunks of the page's own widgets that load at once.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { makeTempDir } from './test-helpers.ts';

const hash = (c: string) => `sha384-${c.repeat(64)}`;
const PLAN = {
  every: ['./chunks/core-C.js', './chunks/chrome-A.js'],
  keys: {
    'sf-header': ['./chunks/core-C.js', './chunks/chrome-A.js'],
    'sf-listing': ['./chunks/core-C.js', './chunks/listing-D.js'],
    '.sf-add-to-cart': ['./chunks/core-C.js', './chunks/add-to-cart-E.js'],
  },
  french: ['./chunks/core-C.js', './chunks/fr-F.js'],
  integrity: {
    './chunks/core-C.js': hash('C'),
    './chunks/chrome-A.js': hash('A'),
    './chunks/listing-D.js': hash('D'),
    './chunks/add-to-cart-E.js': hash('E'),
    './chunks/fr-F.js': hash('F'),
  },
};
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = makeTempDir();
  const dist = path.join(dataDir, 'dist', 'preact');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'storefront.js'), 'export {};');
  fs.writeFileSync(path.join(dist, 'preload.json'), JSON.stringify(PLAN));
  app = await buildApp({ dataDir, distDir: path.join(dataDir, 'dist') });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The page's <head>, and the hrefs of its preload lines in order. */
async function head(url: string) {
  const res = await app.inject({ method: 'GET', url, cookies: { CanDeliverToSector: '1' } });
  const text = res.body.slice(0, res.body.indexOf('</head>'));
  const lines = [
    ...text.matchAll(/<link rel="preload" as="script" crossorigin="anonymous" integrity="([^"]+)" href="([^"]+)">/g),
  ];
  return { text, lines: lines.map(([, integrity, href]) => [href, integrity]) };
}
const line = (file: string) => [`/dist/preact/${file.slice(2)}`, PLAN.integrity[file as keyof typeof PLAN.integrity]];

it('carries the chunks every page runs, each with its integrity, before the loader tag', async () => {
  const { text, lines } = await head('/?flavour=preact&preload=1');
  expect(lines.slice(0, 2)).toEqual([line('./chunks/core-C.js'), line('./chunks/chrome-A.js')]);
  expect(text.indexOf('rel="preload"')).toBeLessThan(text.indexOf('storefront.js"></script>'));
  expect(lines.map(([href]) => href)).not.toContain('/dist/preact/chunks/fr-F.js');
});

it('adds the chunks of the page’s own widgets that load at once, and a French page’s texts', async () => {
  const search = await head('/search?flavour=preact&preload=1');
  expect(search.lines).toContainEqual(line('./chunks/listing-D.js'));
  expect(search.lines).toContainEqual(line('./chunks/add-to-cart-E.js'));
  // Each file once.
  expect(new Set(search.lines.map(([href]) => href)).size).toBe(search.lines.length);
  // Home's async sections bring product cards: their add engine is fetched with the page.
  const home = await head('/?flavour=preact&preload=1');
  expect(home.lines).toContainEqual(line('./chunks/add-to-cart-E.js'));
  expect(home.lines).not.toContainEqual(line('./chunks/listing-D.js'));
  const fr = await head('/fr/?flavour=preact&preload=1');
  expect(fr.lines).toContainEqual(line('./chunks/fr-F.js'));
});

it('leaves them out unless ?preload=1, and with the loader at the end of <body> keeps them in <head>', async () => {
  expect((await head('/?flavour=preact')).lines).toEqual([]);
  expect((await head('/?flavour=preact&preload=0')).lines).toEqual([]);
  const end = await head('/?flavour=preact&script=end&preload=1');
  expect(end.lines.length).toBeGreaterThan(0);
  expect(end.text).not.toContain('storefront.js"></script>');
});
