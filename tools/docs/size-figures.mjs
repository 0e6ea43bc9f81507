// The bundle's size figures, stated once: docs/performance.md's "Sizes" table is generated from the last bench run's
// bench/results.json (`node tools/docs/size-figures.mjs --write` rewrites it between the markers);
// tools/docs/size-figures.test.ts fails when the table and the results disagree. Other documents link to it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { between, formatMarkdown, replaceBetween } from './markdown-table.mjs';

const START = '<!-- sizes:start (generated from bench/results.json by `node tools/docs/size-figures.mjs --write`) -->';
const END = '<!-- sizes:end -->';
export const DOC = 'docs/performance.md';

/** The figures of a run, in the order the table shows them, with what each one counts. */
const FIGURES = [
  ['loader', '`storefront.js`, the loader (the hashes of its chunks included)'],
  ['firstLoad', 'first load: the loader, header, status bar and cart summary'],
  ['everything', 'every chunk of every widget'],
  ['behaviourAlone', 'the largest small behaviour alone, its chunks without the loader'],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The table for `results` (bench/results.json), gzip bytes as the ceilings count them (bench/budgets.json). */
export function sizeTable(results, budgets) {
  const rows = FIGURES.map(([figure, what]) => {
    const cells = ['preact', 'react'].flatMap((flavour) => {
      const measured = results.sizes[flavour][figure].gzip;
      return [`${kb(measured)} (${measured} B)`, `${kb(budgets.ceilings[flavour][figure])}`];
    });
    return `| ${what} | ${cells.join(' | ')} |`;
  });
  // A size-only run (--write-sizes) dates its sizes apart from the last full run's timings.
  const { date, machine } = results.sizesMeasured ?? results;
  return [
    `Measured ${date.slice(0, 10)} (${machine.text}), gzip level 9.`,
    '',
    '| figure | preact | preact ceiling | React | React ceiling |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/** The generated text in a document, or undefined without the markers. */
export const generatedIn = (doc) => between(doc, START, END)?.text;

export function readInputs(root) {
  const read = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
  return { results: read('bench/results.json'), budgets: read('bench/budgets.json') };
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--write')) {
  const root = join(import.meta.dirname, '..', '..');
  const { results, budgets } = readInputs(root);
  const path = join(root, DOC);
  writeFileSync(path, replaceBetween(readFileSync(path, 'utf8'), START, END, sizeTable(results, budgets)));
  formatMarkdown(root, [path]);
  console.log(`${DOC}: sizes of ${(results.sizesMeasured ?? results).date}`);
}
