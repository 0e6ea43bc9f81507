// npm run bench: size (always) and, unless --size-only, the browser and server figures; --check gates the budgets.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flavourSizes } from './sizes.mjs';

const root = join(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const sizes = { preact: flavourSizes(root, 'preact'), react: flavourSizes(root, 'react') };
const rows = [['figure (gzip)', 'preact', 'React', 'React/preact']];
const row = (name, p, r) => rows.push([name, kb(p.gzip), kb(r.gzip), (r.gzip / p.gzip).toFixed(2)]);
row('loader', sizes.preact.loader, sizes.react.loader);
row(`first load (${sizes.preact.firstLoadIncludes.map((k) => k.split('/')[1]).join(' + ')})`, sizes.preact.firstLoad, sizes.react.firstLoad);
row('everything', sizes.preact.everything, sizes.react.everything);
for (const widget of Object.keys(sizes.preact.widgets).sort()) {
  const r = sizes.react.widgets[widget];
  if (r) row(`  ${widget.split('/')[1]} (with its static imports)`, sizes.preact.widgets[widget], r);
}
const table = rows.map((r) => `| ${r.join(' | ')} |`);
table.splice(1, 0, '|---|---:|---:|---:|');
console.log(table.join('\n'));

const failures = [];
for (const flavour of ['preact', 'react']) {
  for (const [figure, limit] of Object.entries(budgets[flavour])) {
    const actual = sizes[flavour][figure].gzip;
    if (actual > limit) failures.push(`${flavour} ${figure}: ${kb(actual)} gz > budget ${kb(limit)}`);
  }
}
const results = { date: new Date().toISOString(), node: process.version, sizes, budgetFailures: failures };
if (!args.has('--size-only')) {
  const { runTimings } = await import('./timings.mjs').catch(() => ({ runTimings: null }));
  if (runTimings) results.timings = await runTimings(root);
  else console.log('\n(timing benchmarks not available: bench/timings.mjs is missing)');
}
mkdirSync(join(root, 'bench'), { recursive: true });
if (!args.has('--size-only')) writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
if (failures.length) {
  console.log(`\nOver budget:\n- ${failures.join('\n- ')}`);
  if (args.has('--check')) process.exit(1);
} else console.log('\nAll size budgets met.');
