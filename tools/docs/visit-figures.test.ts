// The visit's figures are stated once, generated from the last visits the bench measured: the table in
// docs/performance.md is the one bench/results.json gives.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cellsOf } from './markdown-table.mjs';
import { DOC, generatedIn, readVisit, visitOf, visitTable } from './visit-figures.mjs';

const root = join(import.meta.dirname, '..', '..');
const tableOnly = (text: string) => cellsOf(text.slice(text.indexOf('|'), text.lastIndexOf('|') + 1));

it('docs/performance.md holds the visit table of bench/results.json (run `node tools/docs/visit-figures.mjs --write` if not)', () => {
  const generated = generatedIn(readFileSync(join(root, DOC), 'utf8'));
  expect(generated, 'no visit markers in docs/performance.md').toBeDefined();
  const expected = visitTable(readVisit(root));
  expect(tableOnly(generated ?? '')).toEqual(tableOnly(expected));
  expect(generated?.split('\n')[0]).toBe(expected.split('\n')[0]);
  expect(generated?.split('\n').at(-1)).toBe(expected.split('\n').at(-1));
});

const slot = (times: number[], errors: string[] = []) => ({
  errors,
  median: {
    pages: Object.fromEntries(
      ['home', 'category'].map((n, i) => [n, { searchUsable: times[i], allRendered: 2 * (times[i] ?? 0) }]),
    ),
    visit: { searchUsable: (times[0] ?? 0) + (times[1] ?? 0), allRendered: 2 * ((times[0] ?? 0) + (times[1] ?? 0)) },
  },
});

/** Three visits of the home and category pages, measured on a 2-core machine. */
const twoPages = (flavours: Record<string, Record<string, ReturnType<typeof slot>>>) => ({
  date: '2026-12-07T11:00:00.000Z',
  machine: { text: '2 cores' },
  runs: 3,
  pages: ['home', 'category'],
  flavours,
});

it('writes each page and the visit as split / one file with their ratio, and names the targets missed', () => {
  const table = visitTable(twoPages({ preact: { coalesced: slot([900, 1200]), single: slot([1000, 1000]) } }));
  expect(table).toContain('Measured 2026-12-07 (2 cores)');
  expect(tableOnly(table)[2]).toEqual([
    'split, the README’s embed',
    'preact',
    '0.90 s / 1.00 s (0.90)',
    '1.20 s / 1.00 s (1.20)',
    '2.10 s / 2.00 s (1.05)',
    '4.20 s / 4.00 s (1.05)',
  ]);
  expect(table).toContain(
    'Not met: category preact split, the README’s embed: 1.20; the visit preact split, the README’s embed: 1.05.',
  );
});

it('shows the floors: the one file against itself (what the run can tell apart) and the split loader’s start plus the one file’s render', () => {
  const table = visitTable({
    ...twoPages({ preact: { coalesced: slot([900, 1200]), single: slot([1000, 1000]), again: slot([1100, 950]) } }),
    floors: { preact: { pages: { home: 700, category: 400 }, visit: 1100 } },
  });
  const rows = tableOnly(table);
  expect(rows[3]).toEqual([
    'the one file against itself (the run’s spread)',
    'preact',
    '1.10 s / 1.00 s (1.10)',
    '0.95 s / 1.00 s (0.95)',
    '2.05 s / 2.00 s (1.02)',
    '4.10 s / 4.00 s (1.02)',
  ]);
  expect(rows[4]).toEqual([
    'the split’s floor: its loader’s start + the one file’s render',
    'preact',
    '0.70 s / 1.00 s (0.70)',
    '0.40 s / 1.00 s (0.40)',
    '1.10 s / 2.00 s (0.55)',
    '–',
  ]);
  // Neither floor row is a build: the targets name the split's rows alone.
  expect(table).toContain(
    'Not met: category preact split, the README’s embed: 1.20; the visit preact split, the README’s embed: 1.05.',
  );
  expect(table).toContain('The one file against itself: 0.95–1.10 a page, 1.02 the visit');
});

it('says how to measure when no visit is in the results', () => {
  expect(visitTable(undefined)).toBe('No visit measured yet: `BENCH_ONLY=visit npx node bench/run.mjs`.');
});

it('dates the visits of a full run by the run, and those of a visits-only run by their own date', () => {
  const visit = { runs: 3, pages: [], flavours: {} };
  const run = { date: '2026-12-07T10:00:00.000Z', machine: { text: 'run' } };
  expect(visitOf({ ...run, timings: { load: { visit } } })).toEqual({ ...run, ...visit });
  const own = { date: '2026-12-08T10:00:00.000Z', machine: { text: 'own' } };
  expect(visitOf({ ...run, timings: { load: { visit: { ...visit, ...own } } } })).toEqual({ ...visit, ...own });
  expect(visitOf({ ...run, timings: { load: {} } })).toBeUndefined();
});
