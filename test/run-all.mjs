// The README's one test command: every gate in order, failing fast, ending with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const counts = { passed: 0, failed: 0 };
const timings = [];

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numTodoTests ?? 0) * 0 };
}

const gates = [
  ['type check', bin('tsc'), ['--noEmit', '-p', '.']],
  ['lint + format', bin('biome'), ['ci', '--colors=off', '--max-diagnostics=50', '.']],
  ['unused code (knip)', bin('knip'), ['--no-progress']],
  ['import structure', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', '--progress', 'none', '.']],
  ['public surface (api:check)', process.execPath, ['tools/build/api-surface.mjs']],
  ['build + checks', process.execPath, ['build.mjs']],
  ['package contents (npm pack)', process.execPath, ['tools/build/pack-check.mjs']],
  ['size budgets', process.execPath, ['bench/run.mjs', '--check', '--size-only']],
  [
    'unit, component, contract tests, stories',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'unit.json')}`],
    join(reports, 'unit.json'),
  ],
  [
    'the walk of one add, in call order',
    bin('vitest'),
    [
      'run',
      '--config',
      'vitest.walk.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'walk.json')}`,
    ],
    join(reports, 'walk.json'),
  ],
  ['Storybook build + a Docs page per tag and behaviour', process.execPath, ['stories/build-storybook.mjs']],
  [
    'browser suite (Chromium)',
    bin('vitest'),
    [
      'run',
      '--config',
      'vitest.browser.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'browser.json')}`,
    ],
    join(reports, 'browser.json'),
  ],
  [
    // Chromium walks these journeys in the suite above; here the two other engines (test:engines runs all three), and
    // the field faults and a page left mid-load in all three.
    'browser journeys (Firefox ESR, WebKitGTK; field faults and a page left mid-load in Chromium too)',
    bin('vitest'),
    [
      'run',
      '--config',
      'vitest.engines.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'engines.json')}`,
    ],
    join(reports, 'engines.json'),
  ],
];

// Every gate runs on this script's Node (npm's scripts get package.json's `node` devDependency, docs/contributing.md "The toolchain and the commands"):
// the gates started with process.execPath directly, the tools' `#!/usr/bin/env node` lines through PATH.
const PATH = [dirname(process.execPath), process.env.PATH].filter(Boolean).join(delimiter);
console.log(`Node ${process.version} (${process.execPath})`);

let failedGate = null;
for (const [name, command, args, report] of gates) {
  if (!existsSync(command) && command !== process.execPath) {
    failedGate = `${name} (missing ${command}; run npm ci)`;
    break;
  }
  if (name === 'size budgets' && !existsSync(join(root, 'bench/run.mjs'))) continue;
  if (name.startsWith('browser') && !existsSync(join(root, 'vitest.browser.config.ts'))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH,
      FORCE_COLOR: process.env.CI ? '0' : '1',
      ...(name.startsWith('browser journeys')
        ? { SF_ENGINES: process.env.SF_ENGINES ?? 'firefox,webkit,chromium-field,chromium-leave' }
        : {}),
    },
  });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const tested = report ? vitestCounts(report) : null;
  if (tested) {
    counts.passed += tested.passed;
    counts.failed += tested.failed;
  } else {
    counts[result.status === 0 ? 'passed' : 'failed'] += 1;
  }
  if (result.status !== 0) {
    failedGate = name;
    break;
  }
}

console.log(`\nGate times: ${timings.join(' · ')}`);
if (failedGate) console.log(`Failed at: ${failedGate}`);
console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedGate ? 1 : 0);
