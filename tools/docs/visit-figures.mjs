// A shopper's visit, stated once: docs/performance.md's "A visit" table is generated from the last visits the bench
// measured (bench/results.json, timings.load.visit: `BENCH_ONLY=visit npx node bench/run.mjs`), and
// `node tools/docs/visit-figures.mjs --write` rewrites it between the markers; tools/docs/visit-figures.test.ts fails
// when the table and the results disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { between, formatMarkdown, replaceBetween } from './markdown-table.mjs';

const START = '<!-- visit:start (generated from bench/results.json by `node tools/docs/visit-figures.mjs --write`) -->';
const END = '<!-- visit:end -->';
export const DOC = 'docs/performance.md';

/** The targets of a visit (split ÷ one file, search box usable): each warm page and the visit's sum. */
const TARGETS = { warmPage: 1.0, visit: 0.9 };

const seconds = (v) => (v == null ? 'n/a' : `${(v / 1000).toFixed(2)} s`);
const ratioOf = (a, b) => (a == null || b == null ? null : a / b);
/** Over a target as the table shows it (two decimals). */
const over = (ratio, target) => ratio != null && Number(ratio.toFixed(2)) > target;
const pair = (a, b) => {
  const ratio = ratioOf(a, b);
  return ratio == null ? 'n/a' : `${seconds(a)} / ${seconds(b)} (${ratio.toFixed(2)})`;
};
const SLOTS = { coalesced: 'split, the README’s embed', bare: 'split, no preload lines' };
/** The one-file build's second slot in the same visits (bench/timings/visit.mjs): the run's own spread. */
const AGAIN = 'the one file against itself (the run’s spread)';
/** The split build's floor per page and for the visit, as the bench computed it (bench/timings/split-floor.mjs). */
const FLOOR = 'the split’s floor: its loader’s start + the one file’s render';

/** The table for `visit` (bench/results.json timings.load.visit), or a sentence when no visit was measured. */
export function visitTable(visit) {
  if (!visit?.flavours) return 'No visit measured yet: `BENCH_ONLY=visit npx node bench/run.mjs`.';
  const names = visit.pages;
  const rows = [];
  const misses = [];
  const spreads = [];
  for (const [flavour, slots] of Object.entries(visit.flavours)) {
    const single = slots.single?.median;
    if (!single) continue;
    const row = (label, slot, cells, visitCell, rendered) =>
      rows.push(
        `| ${label}${slot.errors.length ? ` (${slot.errors.length} failed)` : ''} | ${flavour} | ${cells.join(' | ')} | ${visitCell} | ${rendered} |`,
      );
    const measured = (m) => [
      names.map((n) => pair(m.pages[n]?.searchUsable, single.pages[n]?.searchUsable)),
      pair(m.visit.searchUsable, single.visit.searchUsable),
      pair(m.visit.allRendered, single.visit.allRendered),
    ];
    for (const [build, slot] of Object.entries(slots)) {
      if (build === 'single' || build === 'again') continue;
      const m = slot.median;
      row(SLOTS[build] ?? build, slot, ...measured(m));
      names.slice(1).forEach((n) => {
        const r = ratioOf(m.pages[n]?.searchUsable, single.pages[n]?.searchUsable);
        if (over(r, TARGETS.warmPage)) misses.push(`${n} ${flavour} ${SLOTS[build] ?? build}: ${r.toFixed(2)}`);
      });
      const total = ratioOf(m.visit.searchUsable, single.visit.searchUsable);
      if (over(total, TARGETS.visit)) misses.push(`the visit ${flavour} ${SLOTS[build] ?? build}: ${total.toFixed(2)}`);
    }
    if (slots.again) {
      const m = slots.again.median;
      row(AGAIN, slots.again, ...measured(m));
      const ratios = names.map((n) => ratioOf(m.pages[n]?.searchUsable, single.pages[n]?.searchUsable));
      const known = ratios.filter((r) => r != null);
      const total = ratioOf(m.visit.searchUsable, single.visit.searchUsable);
      if (known.length && total != null)
        spreads.push(
          `${Math.min(...known).toFixed(2)}–${Math.max(...known).toFixed(2)} a page, ${total.toFixed(2)} the visit (${flavour})`,
        );
    }
    const floors = visit.floors?.[flavour];
    if (floors?.visit != null)
      row(
        FLOOR,
        { errors: [] },
        names.map((n) => pair(floors.pages[n], single.pages[n]?.searchUsable)),
        pair(floors.visit, single.visit.searchUsable),
        '–',
      );
  }
  return [
    `Measured ${visit.date.slice(0, 10)} (${visit.machine.text}), Chromium, slow 4G (150 ms RTT, 1.6 Mbps) + 4× CPU, the loader in \`<head async>\`, one browser context a visit, medians of ${visit.runs} visits; search box usable from each page's navigation start, split / one file (ratio).`,
    '',
    `| build | flavour | ${names.map((n, i) => `${n} (${i === 0 ? 'cold' : 'warm'})`).join(' | ')} | the visit | every widget rendered, the visit |`,
    `| --- | --- | ${names.map(() => '---:').join(' | ')} | ---: | ---: |`,
    ...rows,
    '',
    `Targets: each warm page ≤ ${TARGETS.warmPage.toFixed(2)}, the visit ≤ ${TARGETS.visit.toFixed(2)}. ${misses.length ? `Not met: ${misses.join('; ')}.` : 'All met.'}${spreads.length ? ` The one file against itself: ${spreads.join('; ')}; a split ratio inside that spread is not told apart from parity by this run.` : ''}`,
  ].join('\n');
}

/** The generated text in a document, or undefined without the markers. */
export const generatedIn = (doc) => between(doc, START, END)?.text;

/** The last visits measured: a visits-only run dates them itself, a full run's share the run's date and machine. */
export function visitOf(results) {
  const visit = results.timings?.load?.visit;
  return visit && { date: results.date, machine: results.machine, ...visit };
}

export const readVisit = (root) => visitOf(JSON.parse(readFileSync(join(root, 'bench/results.json'), 'utf8')));

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--write')) {
  const root = join(import.meta.dirname, '..', '..');
  const path = join(root, DOC);
  writeFileSync(path, replaceBetween(readFileSync(path, 'utf8'), START, END, visitTable(readVisit(root))));
  formatMarkdown(root, [path]);
  console.log(`${DOC}: the visit table`);
}
