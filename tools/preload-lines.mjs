// The optional preload lines for the CMS layout (docs/integrating.md §4): the chunks every page runs, and each
// widget's, fetched while the page's HTML still arrives instead of once the loader has run. Each line is a plain
// preload: it only fetches and puts no module in the module map (WebKit would keep an unchecked modulepreload's
// copy), and the loader's own checked request then takes those bytes. `as=fetch` for Chromium and Firefox: a file
// preloaded `as=script` is compiled by Chromium as a classic script while it streams in, then again as a module on
// the main thread when the loader's modulepreload takes it. `as=script` with the file's integrity for WebKit, whose
// module script takes no download of another kind and would ask the network again (docs/performance.md "Preload
// lines by engine").
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The widgets of every page of the shop's layout: the chrome, and the behaviours its search form wakes. */
const EVERY_PAGE = ['header', 'status-bar', 'cart-summary', 'page-helpers'];

/**
 * What the layout may preload: `every` (the chunks every page runs), `keys` (each widget that loads at once → its
 * chunks), `french` (a French page's texts) and each of those files' integrity. Paths are relative to the flavour's
 * folder, dependencies first (what WebKit's check starts first).
 */
export function preloadPlan(entries, chunks) {
  const ready = entries.filter((entry) => (entry.loadOn ?? 'ready') === 'ready');
  const depsFirst = (files) => [...new Set(files)].reverse();
  const every = depsFirst(ready.filter((e) => EVERY_PAGE.includes(e.dir)).flatMap((e) => chunks.graph[e.key]));
  const keys = Object.fromEntries(ready.map((e) => [e.key, depsFirst(chunks.graph[e.key])]));
  const files = new Set([...every, ...Object.values(keys).flat(), ...chunks.french]);
  const integrity = {};
  for (const file of files) {
    if (!chunks.integrity[file]) throw new Error(`${file}: no integrity for a chunk the preload lines name`);
    integrity[file] = chunks.integrity[file];
  }
  return { every, keys, french: depsFirst(chunks.french), integrity };
}

/**
 * One line: `base` is the URL of the flavour's folder, ending with a slash. A fetch preload carries no `integrity`
 * (Chromium ignores it there): the loader's own request checks the bytes.
 */
const preloadLine = (base, file, integrity) => {
  const href = `${base}${file.replace(/^\.\//, '')}`;
  return integrity
    ? `<link rel="preload" as="script" crossorigin="anonymous" integrity="${integrity}" href="${href}">`
    : `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`;
};

/** The lines for `files` of the plan, for WebKit (Safari, every iOS browser) or for the other engines. */
export const preloadLines = (plan, files, base, { webkit = false } = {}) =>
  files.map((file) => preloadLine(base, file, webkit ? plan.integrity[file] : undefined));

/**
 * Writes `preload.json` (the plan), `preload.html` (the lines every page may carry, for Chromium and Firefox) and
 * `preload-webkit.html` (the same files, for WebKit) into a flavour's folder.
 */
export function writePreload(dir, plan) {
  writeFileSync(join(dir, 'preload.json'), `${JSON.stringify(plan, null, 2)}\n`);
  const note = (engines) =>
    `<!-- Optional, right after the storefront.js script tag, for ${engines}: the chunks every page runs, fetched with the HTML. Prefix each href with this folder's URL (e.g. https://cdn.example/sf/0.1.0/preact/); for this release only (docs/integrating.md §4). -->`;
  const write = (file, engines, webkit) =>
    writeFileSync(
      join(dir, file),
      `${[note(engines), ...preloadLines(plan, plan.every, '', { webkit })].join('\n')}\n`,
    );
  write('preload.html', 'Chromium and Firefox (any browser but WebKit)', false);
  write('preload-webkit.html', 'WebKit (Safari, every iOS browser)', true);
}
