// @vitest-environment node
// Contract: the layout carries the build's preload lines (dist/<flavour>/preload.json) right after the loader's tag:
// the chunks every page runs, a French page's texts and the chunks of the page's own widgets that load at once.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTempDir } from '../test/support/demo-app.ts';
import { buildApp } from './app.ts';

const hash = (c: string) => `sha384-${c.repeat(64)}`;
const PLAN = {
  every: ['./chunks/core-C.js', './chunks/chrome-A.js'],
  names: { '.sf-add-to-cart': 'add-to-cart' },
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
  app = await buildApp({ dataDir, distDir: path.join(dataDir, 'dist'), faults: true });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The page's <head> (or its whole HTML), and the hrefs of its preload lines in order. */
async function head(url: string, part: 'head' | 'page' = 'head') {
  const res = await app.inject({ method: 'GET', url, cookies: { CanDeliverToSector: '1' } });
  const text = part === 'head' ? res.body.slice(0, res.body.indexOf('</head>')) : res.body;
  const lines = [
    ...text.matchAll(/<link rel="preload" as="script" crossorigin="anonymous" integrity="([^"]+)" href="([^"]+)">/g),
  ];
  return { text, lines: lines.map(([, integrity, href]) => [href, integrity]) };
}
const line = (file: string) => [`/dist/preact/${file.slice(2)}`, PLAN.integrity[file as keyof typeof PLAN.integrity]];

/** Where the loader's tag ends and the first preload line starts, in the text. */
const order = (text: string) => ({
  loader: text.indexOf('storefront.js"></script>') + 'storefront.js"></script>'.length,
  firstLine: text.search(/<link rel="(modulepreload|preload)"/),
});

it('carries the chunks every page runs, each with its integrity, right after the loader tag', async () => {
  const { text, lines } = await head('/?flavour=preact');
  expect(lines.slice(0, 2)).toEqual([line('./chunks/core-C.js'), line('./chunks/chrome-A.js')]);
  // Lines first would queue the loader behind the chunks on an HTTP/1.1 host's six connections.
  const { loader, firstLine } = order(text);
  expect(firstLine).toBeGreaterThan(loader);
  expect(text.slice(loader, firstLine).trim()).toBe('');
  expect(lines.map(([href]) => href)).not.toContain('/dist/preact/chunks/fr-F.js');
});

it('adds the chunks of the page’s own widgets that load at once, and a French page’s texts', async () => {
  const search = await head('/search?flavour=preact');
  expect(search.lines).toContainEqual(line('./chunks/listing-D.js'));
  expect(search.lines).toContainEqual(line('./chunks/add-to-cart-E.js'));
  // Each file once.
  expect(new Set(search.lines.map(([href]) => href)).size).toBe(search.lines.length);
  // Home's async sections bring product cards: their add engine is fetched with the page.
  const home = await head('/?flavour=preact');
  expect(home.lines).toContainEqual(line('./chunks/add-to-cart-E.js'));
  expect(home.lines).not.toContainEqual(line('./chunks/listing-D.js'));
  const fr = await head('/fr/?flavour=preact');
  expect(fr.lines).toContainEqual(line('./chunks/fr-F.js'));
});

it('carries them by default, leaves them out with ?preload=0, and with the loader at the end of <body> follows it there', async () => {
  expect((await head('/?flavour=preact')).lines).not.toEqual([]);
  expect((await head('/?flavour=preact&preload=0')).lines).toEqual([]);
  const endHead = await head('/?flavour=preact&script=end');
  expect(endHead.text).not.toContain('storefront.js"></script>');
  expect(endHead.lines).toEqual([]);
  const end = await head('/?flavour=preact&script=end', 'page');
  expect(end.lines.slice(0, 2)).toEqual([line('./chunks/core-C.js'), line('./chunks/chrome-A.js')]);
  const { loader, firstLine } = order(end.text);
  expect(firstLine).toBeGreaterThan(loader);
  expect(end.text.slice(loader, firstLine).trim()).toBe('');
  expect(end.text.indexOf('</body>')).toBeGreaterThan(firstLine);
});

it('writes one page for every engine: plain script preloads, no modulepreload, nothing that varies by User-Agent', async () => {
  const UA = {
    safari:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    chromeOnIphone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
    chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  };
  const pageFor = (userAgent: string) =>
    app.inject({
      method: 'GET',
      url: '/?flavour=preact',
      headers: { 'user-agent': userAgent },
      cookies: { CanDeliverToSector: '1' },
    });
  const heads = new Set<string>();
  for (const userAgent of Object.values(UA)) {
    const res = await pageFor(userAgent);
    expect(res.body).not.toMatch(/rel="modulepreload"/);
    expect(String(res.headers.vary ?? '')).not.toMatch(/user-agent/i);
    heads.add(res.body.slice(0, res.body.indexOf('</head>')).replace(/nonce="[^"]*"/g, ''));
  }
  expect(heads.size).toBe(1);
  const { lines } = await head('/?flavour=preact');
  expect(lines.slice(0, 2)).toEqual([line('./chunks/core-C.js'), line('./chunks/chrome-A.js')]);
});

it('is the README’s embed: the loader’s tag, then the lines in the form the README shows, nothing between', async () => {
  const readme = fs.readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');
  const embed = /## Embed it\n+```html\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const loaderTag = embed.split('\n').find((l) => l.includes('storefront.js')) ?? '';
  const lineShown = embed.split('\n').find((l) => l.startsWith('<link rel="preload"')) ?? '';
  expect(loaderTag).toBe('<script type="module" async src="/dist/preact/storefront.js"></script>');
  // The README's line with its two per-release values (the hash, the chunk's name) as the page's own.
  const form = (l: string) => l.replace(/integrity="[^"]*"/, 'integrity="…"').replace(/chunks\/[^"]*"/, 'chunks/…"');
  const { text } = await head('/?flavour=preact');
  const after = text.slice(text.indexOf(loaderTag) + loaderTag.length).split('\n');
  expect(text).toContain(loaderTag);
  expect(after[1] && form(after[1])).toBe(form(lineShown));
  expect(after[0]?.trim()).toBe('');
});

it('writes no line of a widget switched off for the release (its switches.json), by the name the switch takes', async () => {
  const flip = (off: string) => app.inject({ method: 'POST', url: '/__switches', payload: { off } });
  try {
    expect((await flip('sf-listing add-to-cart')).statusCode).toBe(200);
    const { lines } = await head('/search?flavour=preact');
    const hrefs = lines.map(([href]) => href);
    expect(hrefs).not.toContain('/dist/preact/chunks/listing-D.js');
    expect(hrefs).not.toContain('/dist/preact/chunks/add-to-cart-E.js');
    // The chunks every page runs stay: the README's lines are the layout's whatever is switched off.
    expect(hrefs).toEqual(expect.arrayContaining(['/dist/preact/chunks/core-C.js', '/dist/preact/chunks/chrome-A.js']));
  } finally {
    await flip('');
  }
  expect((await head('/search?flavour=preact')).lines).toContainEqual(line('./chunks/listing-D.js'));
});
