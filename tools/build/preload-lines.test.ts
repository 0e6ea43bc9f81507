// The optional preload lines for the CMS layout: each chunk with its integrity, one set for every engine, dependencies
// first.
// @vitest-environment node
import { preloadLines } from '../../shared/preload-lines.mjs';
import { preloadPlan } from './preload-lines.mjs';

const entries = [
  { key: 'sf-header', dir: 'header', loadOn: 'ready' },
  { key: 'sf-status-bar', dir: 'status-bar', loadOn: 'ready' },
  { key: 'sf-listing', dir: 'listing', loadOn: 'ready' },
  { key: '.sf-add-to-cart', dir: 'add-to-cart', loadOn: 'ready', name: 'add-to-cart' },
  { key: 'sf-product-qr', dir: 'product-qr', loadOn: 'visible' },
];
const hash = (c: string) => `sha384-${c.repeat(64)}`;
const chunks = {
  graph: {
    'sf-header': ['./chunks/chrome-A.js', './chunks/ui-B.js', './chunks/core-C.js'],
    'sf-status-bar': ['./chunks/chrome-A.js', './chunks/ui-B.js', './chunks/core-C.js'],
    'sf-listing': ['./chunks/listing-D.js', './chunks/ui-B.js', './chunks/core-C.js'],
    '.sf-add-to-cart': ['./chunks/listing-D.js', './chunks/core-C.js'],
    'sf-product-qr': ['./chunks/product-E.js', './chunks/ui-B.js', './chunks/core-C.js'],
  },
  french: ['./chunks/fr-F.js', './chunks/core-C.js'],
  integrity: {
    './chunks/chrome-A.js': hash('A'),
    './chunks/ui-B.js': hash('B'),
    './chunks/core-C.js': hash('C'),
    './chunks/listing-D.js': hash('D'),
    './chunks/product-E.js': hash('E'),
    './chunks/fr-F.js': hash('F'),
  },
};

it('names the chunks every page runs (the chrome), dependencies first, and each widget that loads at once', () => {
  const plan = preloadPlan(entries, chunks);
  expect(plan.every).toEqual(['./chunks/core-C.js', './chunks/ui-B.js', './chunks/chrome-A.js']);
  expect(plan.keys['sf-listing']).toEqual(['./chunks/core-C.js', './chunks/ui-B.js', './chunks/listing-D.js']);
  // A widget that waits for its moment is not fetched before it (shared/loader/wake.ts).
  expect(Object.keys(plan.keys)).not.toContain('sf-product-qr');
  expect(plan.french).toEqual(['./chunks/core-C.js', './chunks/fr-F.js']);
  expect(plan.integrity['./chunks/product-E.js']).toBeUndefined();
  // The name each switch takes: a widget's tag, a behaviour's folder.
  expect(plan.names).toEqual({
    'sf-header': 'sf-header',
    'sf-status-bar': 'sf-status-bar',
    'sf-listing': 'sf-listing',
    '.sf-add-to-cart': 'add-to-cart',
  });
});

it('writes one plain script preload per chunk, with the integrity the loader checks, for every engine', () => {
  const plan = preloadPlan(entries, chunks);
  // Not a modulepreload: WebKit would keep that copy in its module map whatever its integrity.
  expect(preloadLines(plan, ['./chunks/core-C.js', './chunks/ui-B.js'], '/dist/preact/')).toEqual([
    `<link rel="preload" as="script" crossorigin="anonymous" integrity="${hash('C')}" href="/dist/preact/chunks/core-C.js">`,
    `<link rel="preload" as="script" crossorigin="anonymous" integrity="${hash('B')}" href="/dist/preact/chunks/ui-B.js">`,
  ]);
});

it('names no file V8 compiles as it streams in (the compile hint): a line’s copy is compiled again on the main thread', () => {
  // Chromium compiles a file the line fetched once as a script, then again as the module, on the main thread: for
  // the file that holds react-dom a long task of its own on a phone, paid on every page, warm ones too.
  const plan = preloadPlan(entries, chunks, { streamed: ['./chunks/ui-B.js'] });
  expect(plan.every).toEqual(['./chunks/core-C.js', './chunks/chrome-A.js']);
  expect(plan.keys['sf-listing']).toEqual(['./chunks/core-C.js', './chunks/listing-D.js']);
  expect(plan.integrity['./chunks/ui-B.js']).toBeUndefined();
});

it('fails the build for a chunk it would name without its integrity', () => {
  const { './chunks/core-C.js': _, ...missing } = chunks.integrity;
  expect(() => preloadPlan(entries, { ...chunks, integrity: missing })).toThrow(/core-C\.js/);
});
