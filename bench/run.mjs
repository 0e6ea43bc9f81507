// npm run bench: size (always) and, unless --size-only, the browser and server figures; --check gates the budgets.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pageSizes } from './pages.mjs';
import { floorOf, sharedFloorOf } from './size-floor.mjs';
import { flavourSizes, SMALL_BEHAVIOURS } from './sizes.mjs';

const root = join(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// dist/ may be rebuilt by someone else while we read it (shared machine): retry a torn read a few times.
async function readSizes() {
  for (let attempt = 1; ; attempt++) {
    try {
      return { preact: flavourSizes(root, 'preact'), react: flavourSizes(root, 'react') };
    } catch (error) {
      if (error.code !== 'ENOENT' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
}
const sizes = await readSizes();
const rows = [['figure (gzip)', 'preact', 'React', 'React/preact']];
const row = (name, p, r) => rows.push([name, kb(p.gzip), kb(r.gzip), (r.gzip / p.gzip).toFixed(2)]);
row('loader', sizes.preact.loader, sizes.react.loader);
row(
  `first load (${sizes.preact.firstLoadIncludes.map((k) => k.split('/')[1]).join(' + ')})`,
  sizes.preact.firstLoad,
  sizes.react.firstLoad,
);
row('everything', sizes.preact.everything, sizes.react.everything);
for (const widget of Object.keys(sizes.preact.widgets).sort()) {
  const r = sizes.react.widgets[widget];
  // A widget's define.ts is its chunk; any other entry in its folder is a part it loads on first use.
  const [, name, file] = widget.split('/');
  const label = file?.startsWith('define.') ? name : `${name}/${file?.replace(/\.tsx?$/, '')} (lazy)`;
  if (r) row(`  ${label} (with its static imports)`, sizes.preact.widgets[widget], r);
}
const table = rows.map((r) => `| ${r.join(' | ')} |`);
table.splice(1, 0, '|---|---:|---:|---:|');
console.log(table.join('\n'));

// Each small behaviour's two floors, loader not counted (bench/README.md, "The floor"): bundled alone, tree-shaken
// (no shared chunk: every module it uses copied), and sharing one copy of each module with the widgets (its own chunk
// and a core narrowed to what it reaches, each module as the whole build tree-shakes it). The second takes two builds
// per behaviour and gates nothing: the budget check (--check, in the test command) leaves it out.
const sharedFloors = !args.has('--check');
for (const flavour of ['preact', 'react']) {
  sizes[flavour].behaviourFloors = {};
  sizes[flavour].behaviourSharedFloors = {};
  for (const entry of SMALL_BEHAVIOURS) {
    const name = entry.split('/')[1];
    sizes[flavour].behaviourFloors[name] = (await floorOf(root, flavour, [entry])).gzip;
    if (sharedFloors) sizes[flavour].behaviourSharedFloors[name] = (await sharedFloorOf(root, flavour, entry)).gzip;
  }
}
const byName = (floors) =>
  Object.entries(floors)
    .map(([name, gzip]) => `${name} ${kb(gzip)}`)
    .join(', ');
const aloneLine = (flavour) =>
  `${flavour} ${kb(sizes[flavour].behaviourAlone.gzip)} (${sizes[flavour].behaviourAloneIs.split('/')[1]}); each bundled alone: ${byName(sizes[flavour].behaviourFloors)}; each sharing one copy of every module with the widgets: ${sharedFloors ? byName(sizes[flavour].behaviourSharedFloors) : 'not measured with --check'}`;
console.log(
  `\nA small behaviour alone (its static graph; floors: bench/size-floor.mjs):\n- ${aloneLine('preact')}\n- ${aloneLine('react')}`,
);

// Per page type: what the page's server HTML makes the loader start (demo-host's real pages; no browser).
const pages = await pageSizes(root);
const pageRows = [
  '| page | preact JS gz | files | floor | React JS gz | files | floor | widgets started |',
  '|---|---:|---:|---:|---:|---:|---:|---|',
];
for (const p of pages)
  pageRows.push(
    `| ${p.name} (\`${p.path}\`) | ${kb(p.preact.gzip)} | ${p.preact.files} | ${kb(p.preact.floor)} | ${kb(p.react.gzip)} | ${p.react.files} | ${kb(p.react.floor)} | ${p.preact.widgets.join(', ')} |`,
  );
console.log(
  `\nFirst load per page (loader + every chunk of the started widgets' static graphs, gzip -9; floor: the same widgets bundled as one entry, tree-shaken, loader not counted, bench/size-floor.mjs):\n${pageRows.join('\n')}`,
);

const failures = [];
const targetMisses = [];
for (const flavour of ['preact', 'react']) {
  for (const [kind, list] of [
    ['ceiling', failures],
    ['target', targetMisses],
  ]) {
    const limit = budgets.pages[flavour][kind];
    for (const p of pages) {
      if (p[flavour].gzip > limit.gzip)
        list.push(`${flavour} ${p.name}: ${kb(p[flavour].gzip)} gz (${kind} ${kb(limit.gzip)})`);
      if (p[flavour].files > limit.files)
        list.push(`${flavour} ${p.name}: ${p[flavour].files} JS files (${kind} ${limit.files})`);
    }
  }
}
for (const flavour of ['preact', 'react']) {
  for (const [figure, limit] of Object.entries(budgets.ceilings[flavour])) {
    const actual = sizes[flavour][figure].gzip;
    if (actual > limit) failures.push(`${flavour} ${figure}: ${kb(actual)} gz > ceiling ${kb(limit)}`);
  }
  for (const [figure, limit] of Object.entries(budgets.targets[flavour])) {
    const actual = sizes[flavour][figure].gzip;
    if (actual > limit) targetMisses.push(`${flavour} ${figure}: ${kb(actual)} gz (target ${kb(limit)})`);
  }
}
const results = {
  date: new Date().toISOString(),
  node: process.version,
  machine: machine(),
  sizes,
  pages,
  budgetFailures: failures,
  targetMisses,
};
// Interaction responsiveness (bench/interactions.mjs); --interactions-only skips the other browser figures,
// BENCH_ONLY=load (or cls, or visit) skips these.
if (!args.has('--size-only') && !['load', 'cls', 'visit'].includes(process.env.BENCH_ONLY ?? ''))
  results.interactions = await (await import('./interactions.mjs')).interactionFigures(root);
let timingTables = null;
if (!args.has('--size-only') && !args.has('--interactions-only')) {
  const timings = await import('./timings.mjs').catch((error) => {
    console.log(`\n(timing benchmarks not available: bench/timings.mjs could not be loaded: ${error.message})`);
    return { runTimings: null };
  });
  if (timings.runTimings) {
    results.timings = await timings.runTimings(root);
    timingTables = timings.timingsMarkdown(results.timings);
    console.log(`\n${timingTables}`);
    console.log(
      `\n${results.machine.text}; ${results.timings.browser ? `Chromium ${results.timings.browser}; ` : ''}${Math.round(results.timings.seconds)} s`,
    );
  }
}
mkdirSync(join(root, 'bench'), { recursive: true });
const resultsFile = join(root, 'bench', 'results.json');
if (process.env.BENCH_ONLY === 'visit' && !args.has('--size-only')) {
  // The visits alone into the last run's results, its other figures kept.
  const last = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const visitMeasured = { date: results.date, machine: results.machine };
  last.timings ??= {};
  last.timings.load = { ...last.timings.load, visit: { ...results.timings?.load?.visit, ...visitMeasured } };
  writeFileSync(resultsFile, `${JSON.stringify(last, null, 2)}\n`);
} else if (args.has('--interactions-only') && existsSync(resultsFile)) {
  // The interactions alone into the last run's results, its other figures kept (the docs' tables come from them).
  // They carry their runs and CPU rates; which journeys were run is kept beside them.
  const last = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const interactionsMeasured = {
    date: results.date,
    machine: results.machine,
    journeys: process.env.BENCH_INTERACTIONS ?? 'all',
  };
  const updated = { ...last, interactions: results.interactions, interactionsMeasured };
  writeFileSync(resultsFile, `${JSON.stringify(updated, null, 2)}\n`);
} else if (!args.has('--size-only')) writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
else if (args.has('--write-sizes')) {
  // The sizes of a fresh build into the last run's results, its timings kept: docs/performance.md's table is
  // generated from them (tools/docs/size-figures.mjs).
  const last = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const sizesMeasured = { date: results.date, machine: results.machine };
  const updated = { ...last, sizes, pages, budgetFailures: failures, targetMisses, sizesMeasured };
  writeFileSync(resultsFile, `${JSON.stringify(updated, null, 2)}\n`);
}
if (args.has('--write-readme'))
  writeReadme(
    process.env.BENCH_README ?? join(root, 'bench', 'JOURNAL.md'),
    `${table.join('\n')}\n\n${pageRows.join('\n')}`,
    timingTables,
  );
if (targetMisses.length) console.log(`\nTargets not met yet (reported, not gated):\n- ${targetMisses.join('\n- ')}`);
if (failures.length) {
  console.log(`\nOver a size ceiling (bench/budgets.json):\n- ${failures.join('\n- ')}`);
  if (args.has('--check')) process.exit(1);
} else console.log('\nSize ceilings respected.');

// Everything is printed and written: a handle still open a few seconds later (a browser, a socket, a timer) would keep
// the process alive with nothing left to do. Name what it is on stderr and end the run instead of waiting on it.
setTimeout(() => {
  console.error(`bench: still running 5 s after the end; open: ${process.getActiveResourcesInfo().join(', ')}`);
  process.exit(process.exitCode ?? 0);
}, 5000).unref();

/** The machine line of a run: cores (nproc), CPU model (/proc/cpuinfo), Node version. */
function machine() {
  let model = os.cpus()[0]?.model ?? 'unknown CPU';
  try {
    model = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? model;
  } catch {}
  const cores = os.availableParallelism();
  return {
    cores,
    cpu: model.trim(),
    node: process.version,
    text: `${cores} cores (nproc), ${model.trim()}, Node ${process.version}`,
  };
}

/** --write-readme: appends this run (date, machine, tables) to bench/JOURNAL.md's "Runs" section (created if missing). */
function writeReadme(file, sizeTable, timingTables) {
  const date = new Date().toISOString().slice(0, 10);
  const command = args.has('--size-only')
    ? 'npm run bench -- --size-only --write-readme'
    : 'npm run bench -- --write-readme';
  const block = [
    `### Run of ${date} — ${results.machine.text}`,
    '',
    `\`${command}\` (how each figure is taken: [bench/README.md](../bench/README.md); raw figures in \`bench/results.json\`).`,
    '',
    sizeTable,
    ...(timingTables ? ['', timingTables] : []),
    '',
  ].join('\n');
  let text = readFileSync(file, 'utf8');
  const heading = /^## Runs[^\n]*$/m.exec(text);
  if (!heading)
    text = `${text.trimEnd()}\n\n## Runs\n\nFigures from \`npm run bench\`, newest last. Timings are reported, not gated: machines are noisy.\n\n${block}`;
  else {
    // Append at the end of the section: before the next "## " heading, or at the end of the file.
    const rest = text.slice(heading.index + heading[0].length);
    const next = /^## /m.exec(rest);
    const at = next ? heading.index + heading[0].length + next.index : text.length;
    text = `${text.slice(0, at).trimEnd()}\n\n${block}\n${text.slice(at)}`;
  }
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
  console.log(`\nAppended this run to the "Runs" section of ${file}.`);
}
