// Size figures from the build's import graph: loader, each widget chunk, a page's first load, everything.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outputsByEntry, staticClosure } from '../tools/build/chunk-graph.mjs';
import { measure } from '../tools/build/size-table.mjs';

/** The tags a typical page shows at once: header, status bar, cart summary (bench/README.md, sizes). */
const FIRST_LOAD_KEYS = ['widgets/header/define.ts', 'widgets/status-bar/define.ts', 'widgets/cart-summary/define.ts'];

/**
 * The small delegated behaviours: each alone on a page (its markup, no widget) loads its chunk graph and the loader;
 * `behaviourAlone` is the largest graph, loader not counted (bench/README.md, sizes).
 */
export const SMALL_BEHAVIOURS = [
  'widgets/form-rules/define.ts',
  'widgets/page-helpers/define.ts',
  'widgets/review-box/define.ts',
  'widgets/tracking/define.ts',
];

function add(a, b) {
  return { min: a.min + b.min, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}
const zero = { min: 0, gzip: 0, brotli: 0 };

export function flavourSizes(root, flavour) {
  const meta = JSON.parse(readFileSync(join(root, 'dist', flavour, 'meta.json'), 'utf8'));
  const outputs = meta.outputs;
  const size = (file) => measure(join(root, file));
  /** A chunk plus everything it imports statically (what must arrive before it runs). */
  const closure = (file, seen = new Set()) => staticClosure(outputs, file, seen);
  const js = Object.keys(outputs).filter((f) => f.endsWith('.js'));
  const byEntry = outputsByEntry(outputs);
  const loaderFile = byEntry['shared/loader/storefront.ts'];
  const widgets = {};
  for (const [entry, file] of Object.entries(byEntry)) {
    if (!entry.startsWith('widgets/')) continue;
    widgets[entry] = [...closure(file)].reduce((t, f) => add(t, size(f)), zero);
  }
  const first = new Set(closure(loaderFile));
  for (const key of FIRST_LOAD_KEYS) if (byEntry[key]) closure(byEntry[key], first);
  const alone = SMALL_BEHAVIOURS.filter((key) => widgets[key]).sort((a, b) => widgets[b].gzip - widgets[a].gzip);
  return {
    loader: size(loaderFile),
    behaviourAlone: alone.length ? widgets[alone[0]] : zero,
    behaviourAloneIs: alone[0],
    firstLoad: [...first].reduce((t, f) => add(t, size(f)), zero),
    firstLoadIncludes: FIRST_LOAD_KEYS.filter((k) => byEntry[k]),
    everything: js.reduce((t, f) => add(t, size(f)), zero),
    widgets,
  };
}
