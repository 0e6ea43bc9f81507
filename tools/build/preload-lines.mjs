// The preload lines of the README's embed (docs/integrating.md §4): the chunks every page runs, and each
// widget's, fetched while the page's HTML still arrives instead of once the loader has run. Each line carries the
// chunk's integrity, one set for every engine (the format: shared/preload-lines.mjs).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { preloadLines } from '../../shared/preload-lines.mjs';

/** The widgets of every page of the shop's layout: the chrome, and the behaviours its search form wakes. */
const EVERY_PAGE = ['header', 'status-bar', 'cart-summary', 'page-helpers'];

/**
 * What the layout may preload: `every` (the chunks every page runs), `keys` (each widget that loads at once → its
 * chunks), `names` (each key → the name its switch takes), `french` (a French page's texts) and each of those files'
 * integrity. Paths are relative to the flavour's folder, dependencies first (what WebKit's check starts first).
 * `streamed`: the files that carry V8's compile hint (tools/build/compile-hints.mjs), named by no line. Chromium
 * compiles those while they stream in, on another thread, when the loader's module request fetches them; a line's
 * copy is a script's, compiled again as the module on the main thread (React's: 270 ms at 4× CPU, on every page).
 */
export function preloadPlan(entries, chunks, { streamed = [] } = {}) {
  const ready = entries.filter((entry) => (entry.loadOn ?? 'ready') === 'ready');
  const depsFirst = (files) => [...new Set(files)].reverse().filter((file) => !streamed.includes(file));
  const every = depsFirst(ready.filter((e) => EVERY_PAGE.includes(e.dir)).flatMap((e) => chunks.graph[e.key]));
  const keys = Object.fromEntries(ready.map((e) => [e.key, depsFirst(chunks.graph[e.key])]));
  const files = new Set([...every, ...Object.values(keys).flat(), ...chunks.french]);
  const integrity = {};
  for (const file of files) {
    if (!chunks.integrity[file]) throw new Error(`${file}: no integrity for a chunk the preload lines name`);
    integrity[file] = chunks.integrity[file];
  }
  // Each key's name, as the switches name it (a widget's tag, a behaviour's folder): a layout leaves out the lines
  // of a widget it switched off.
  const names = Object.fromEntries(ready.map((e) => [e.key, e.name ?? e.key]));
  return { every, keys, names, french: depsFirst(chunks.french), integrity };
}

/**
 * Writes `preload.json` (the plan) and `preload.html` (the lines every page may carry, in every engine) into a
 * flavour's folder.
 */
export function writePreload(dir, plan) {
  writeFileSync(join(dir, 'preload.json'), `${JSON.stringify(plan, null, 2)}\n`);
  const note =
    "<!-- Right after the storefront.js script tag, for every browser: the chunks every page runs, fetched with the HTML. Prefix each href with this folder's URL (e.g. https://cdn.example/sf/0.1.0/preact/); for this release only (docs/integrating.md §4). -->";
  writeFileSync(join(dir, 'preload.html'), `${[note, ...preloadLines(plan, plan.every, '')].join('\n')}\n`);
}
