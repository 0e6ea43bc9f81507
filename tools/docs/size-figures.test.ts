// The size figures are stated once, generated from the last bench run: the table in docs/performance.md is the one
// bench/results.json gives, and no other document states the loader's size.
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cellsOf } from './markdown-table.mjs';
import { DOC, generatedIn, readInputs, sizeTable } from './size-figures.mjs';

const root = join(import.meta.dirname, '..', '..');
const tableOnly = (text: string) => cellsOf(text.slice(text.indexOf('|')));

it('docs/performance.md holds the size table of bench/results.json (run `node tools/docs/size-figures.mjs --write` if not)', () => {
  const { results, budgets } = readInputs(root);
  const generated = generatedIn(readFileSync(join(root, DOC), 'utf8'));
  expect(generated, 'no sizes markers in docs/performance.md').toBeDefined();
  const expected = sizeTable(results, budgets);
  expect(tableOnly(generated ?? '')).toEqual(tableOnly(expected));
  expect(generated?.split('\n')[0]).toBe(expected.split('\n')[0]);
});

it('writes each figure with its bytes, and its ceiling beside it', () => {
  const results = {
    date: '2026-12-07T04:00:00.000Z',
    machine: { text: '2 cores' },
    sizes: Object.fromEntries(
      ['preact', 'react'].map((f, i) => [
        f,
        Object.fromEntries(
          ['loader', 'firstLoad', 'everything', 'behaviourAlone'].map((k) => [k, { gzip: 1024 * (i + 1) }]),
        ),
      ]),
    ),
  };
  const ceilings = { loader: 2048, firstLoad: 2048, everything: 2048, behaviourAlone: 2048 };
  const table = sizeTable(results, { ceilings: { preact: ceilings, react: ceilings } });
  expect(table).toContain('Measured 2026-12-07 (2 cores)');
  expect(tableOnly(table)[2]).toEqual([
    '`storefront.js`, the loader (the hashes of its chunks included)',
    '1.0 KB (1024 B)',
    '2.0 KB',
    '2.0 KB (2048 B)',
    '2.0 KB',
  ]);
});

/** "the loader (≈ 5.1 KB gz", "loader (about 6 KB)", "a ~5.1 KB gz loader", "Sizes: loader 2.0 KB". */
const LOADER_SIZE = /loader\W{0,3}(?:is\s|of\s)?(?:≈|~|about)?\s*\d+(?:\.\d+)? ?KB|\d+(?:\.\d+)? ?KB(?: gz)? loader/i;

it('no guide states the loader’s size in figures: they link to the generated table', () => {
  const guides = [
    'README.md',
    'bench/README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((f) => f.endsWith('.md') && f !== 'performance.md')
      .map((f) => `docs/${f}`),
  ];
  const stated = guides.filter((file) => LOADER_SIZE.test(readFileSync(join(root, file), 'utf8')));
  expect(stated).toEqual([]);
});
