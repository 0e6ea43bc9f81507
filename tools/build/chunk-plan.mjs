// The shipped chunks, in esbuild's own terms: one entry per widget family, a `core` hub every entry imports and a `ui`
// hub every UI entry imports (esbuild's code splitting makes one chunk per set of importing entries: one chunk of
// each), and the loader's registry generated from each widget manifest.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import { loadManifests } from './manifest.mjs';

/**
 * Widget families: the widgets a page type starts together share one chunk, so a page stays within a few files.
 * Non-UI behaviours never share a family with a UI widget (they must not pull the UI library); a widget not listed
 * is a family of its own.
 */
const FAMILIES = {
  // On every page (page-helpers enhances the header's search field) and without UI; tracking joins them: most pages
  // have tracking markup or add-to-cart sections, and one file less keeps every page within its file budget.
  behaviours: ['page-helpers', 'review-box', 'tracking'],
  chrome: ['header', 'status-bar', 'cart-summary'],
  product: ['ehf-popover', 'product-carousel', 'product-gallery', 'quantity-table', 'product-qr'],
  // Small widgets of one page type each: one chunk per pair is one file boundary less in the whole bundle.
  home: ['async-section', 'home-carousel'],
  account: ['baskets', 'message-reply'],
};
/**
 * Families whose code joins a hub: the page chrome is on every page and renders UI, so its code shares the UI
 * runtime's chunk (one gzip stream, no list of imports between them) and its own chunk only names its define()s.
 */
const HUB_FAMILIES = { chrome: 'ui' };
/**
 * Families without UI that run only on the store's own pages, beside the chrome (so with the UI runtime loaded):
 * preview mode. What they share with the widgets (the HTTP client, the endpoints) rides with the UI runtime rather
 * than in `core`, which every small behaviour loads alone (bench/README.md, sizes).
 */
const BESIDE_CHROME = ['editor-preview'];
const familyOf = (dir) => Object.keys(FAMILIES).find((f) => FAMILIES[f].includes(dir)) ?? dir;

/** The UI library and what binds it to custom elements: a module that reaches one of these belongs to `ui`. */
export const UI_LIBRARY = /(^|\/)node_modules\/(react|react-dom|scheduler|preact|@r2wc|@nanostores\/react)\//;

const FAMILY = 'sf-family';
const HUB = 'sf-hub';
/** Where the bundle's one Trusted Types policy is held, and the export a family receives it by from the loader. */
const TRUSTED_POLICY = 'shared/loader/trusted-policy.ts';
const ADOPT = 'adoptPolicy';
const REGISTRY = 'sf-build:registry';
const SHA384 = 'sha384-';

/**
 * The loader registry, declared once in each widgets/<dir>/manifest.ts: its tag (a widget) or its selector (a
 * delegated behaviour) → the folder's define module. Throws when a manifest's folder has no define module, or two
 * manifests claim the same key (tools/build/manifest.test.ts checks that every define module has a manifest).
 */
export async function registryEntries(root) {
  const manifests = await loadManifests(root);
  const entries = manifests.map((m) => ({
    key: m.tag ?? m.selector,
    dir: m.dir,
    loadOn: m.loadOn ?? 'ready',
    keepsClicks: m.keepsClicks,
    keepsEnter: m.keepsEnter,
    // A behaviour's name (sf:error, the switches) is its folder; a widget's is its tag, its key.
    ...(m.tag ? {} : { name: m.dir }),
    entry: ['ts', 'tsx'].map((ext) => `widgets/${m.dir}/define.${ext}`).find((f) => existsSync(join(root, f))),
  }));
  const missing = entries.filter((e) => !e.entry).map((e) => e.dir);
  if (missing.length) throw new Error(`no widgets/<dir>/define.ts for the manifest of ${missing.join(', ')}`);
  const keys = new Set(entries.map((e) => e.key));
  if (keys.size !== entries.length) throw new Error('two manifests declare the same tag or selector');
  return entries;
}

/** Family name → its registry entries. */
export function familiesOf(entries) {
  const families = {};
  for (const entry of entries) {
    const name = familyOf(entry.dir);
    families[name] = [...(families[name] ?? []), entry];
  }
  return families;
}

/** A family's export name for one widget's define(): its folder in camel case. */
const exportName = (dir) => dir.replace(/-(.)/g, (_, c) => c.toUpperCase());

/** Source files in an import graph (metafile.inputs), following static imports only. */
function closure(inputs, starts) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imp of inputs[file]?.imports ?? [])
      if (imp.kind === 'import-statement' && !imp.external) queue.push(imp.path);
  }
  return seen;
}

/**
 * From a first build's import graph (`inputs` of its metafile, families without hubs), the hubs: every module two
 * families reach (or a lazily imported module a family also imports statically) goes to `ui` when it reaches the UI
 * library or when nothing without UI reaches it (a family without UI, the French texts, or what those import lazily:
 * the HTTP client, the cart store… ride with the UI runtime every page with a widget loads), else to `core`. So a
 * page with only behaviours without UI (tracking, form rules, page helpers) loads only what they use of the shared
 * code, and a page with widgets loads the same files and import levels as with one hub. Esbuild follows every static import of a file for splitting, used or not: that is the
 * graph read here. Each entry (a family, or what the sources import lazily: header panels, the French texts…) imports
 * the hubs, so every member of a hub has the same importers: one chunk per hub. What only one family and
 * lazy parts share stays out of the hubs (pages without that family do not pay for it): esbuild's own chunk.
 * `besideChrome` names the families without UI that count as widgets here (they run where the UI runtime is loaded).
 */
export function planHubs(inputs, families, besideChrome = BESIDE_CHROME) {
  const familyNames = Object.keys(families);
  const lazy = new Set();
  for (const info of Object.values(inputs))
    for (const imp of info.imports) if (imp.kind === 'dynamic-import' && !imp.external) lazy.add(imp.path);
  const familyGroups = familyNames.map((name) => closure(inputs, [`${FAMILY}:${name}`]));
  const reachedBy = new Map();
  for (const members of familyGroups) for (const file of members) reachedBy.set(file, (reachedBy.get(file) ?? 0) + 1);
  const reachesUi = (files) => [...files].some((f) => UI_LIBRARY.test(f));
  const pullsUi = (file) => reachesUi(closure(inputs, [file]));
  const alone = familyNames.filter((name, i) => !besideChrome.includes(name) && !reachesUi(familyGroups[i]));
  const withoutUi = reachedWithoutUi(inputs, alone);
  const hubs = { core: [], ui: [] };
  for (const [file, count] of reachedBy)
    if ((count > 1 || lazy.has(file)) && !/^sf-[a-z]+:/.test(file))
      hubs[pullsUi(file) || !withoutUi.has(file) ? 'ui' : 'core'].push(file);
  // Every entry imports core (esbuild's own helpers, used here and there, then join it rather than make a chunk of
  // their own); an entry that reaches the UI library, or a module of the ui hub, imports ui too.
  for (const [name, hub] of Object.entries(HUB_FAMILIES))
    for (const { entry } of families[name] ?? []) if (!hubs[hub].includes(entry)) hubs[hub].push(entry);
  const inUi = new Set(hubs.ui);
  const entries = [...familyNames.map((name) => `${FAMILY}:${name}`), ...lazy];
  const imports = new Map(
    entries.map((entry) => {
      const graph = closure(inputs, [entry]);
      const ui = reachesUi(graph) || [...graph].some((f) => inUi.has(f));
      return [entry, ui ? ['core', 'ui'] : ['core']];
    }),
  );
  // The families whose code holds the Trusted Types policy (it marks their server HTML) receive it from the loader.
  const policy = familyNames.filter((_, i) => [...familyGroups[i]].some((f) => f === TRUSTED_POLICY));
  return { hubs, lazy, imports, policy };
}

/**
 * `families` with the widget of folder `dir` in a family of its own, named after the folder (the floor of a lone
 * behaviour, bench/size-floor.mjs). Throws when no family holds that widget.
 */
export function isolateFamily(families, dir) {
  const own = Object.values(families)
    .flat()
    .filter((member) => member.dir === dir);
  if (!own.length) throw new Error(`isolateFamily: no family holds the widget of widgets/${dir}`);
  const isolated = {};
  for (const [name, members] of Object.entries(families)) {
    const others = members.filter((member) => member.dir !== dir);
    if (others.length) isolated[name] = others;
  }
  return { ...isolated, [dir]: own };
}

/**
 * `plan` with `core` narrowed to what the static graph of `family` reaches, the rest of it in a hub of its own
 * (`rest`) that each entry reaching one of its modules imports, and every entry importing `ui` (whose modules may
 * reach it). So the family's graph is its own chunk and each module it shares with the widgets, once, as the build
 * tree-shakes it: the floor of a lone behaviour on a page that shares one copy of each module (bench/size-floor.mjs).
 */
export function narrowCore(plan, inputs, family) {
  const reached = closure(inputs, [`${FAMILY}:${family}`]);
  const rest = new Set(plan.hubs.core.filter((file) => !reached.has(file)));
  const imports = new Map(
    [...plan.imports].map(([entry, hubs]) => {
      const needsRest = hubs.includes('ui') || [...closure(inputs, [entry])].some((file) => rest.has(file));
      return [entry, needsRest ? ['core', 'rest', ...hubs.filter((hub) => hub !== 'core')] : hubs];
    }),
  );
  return {
    ...plan,
    hubs: { ...plan.hubs, core: plan.hubs.core.filter((file) => reached.has(file)), rest: [...rest] },
    imports,
  };
}

/**
 * Every module something without UI can run: the static graphs of the families that run without the UI runtime
 * (`alone`) and of the French texts (`sf-french:`), and of what those import lazily, transitively.
 */
function reachedWithoutUi(inputs, alone) {
  const starts = alone.map((name) => `${FAMILY}:${name}`);
  for (const file of Object.keys(inputs)) if (file.startsWith('sf-french:')) starts.push(file);
  const seen = closure(inputs, starts);
  let grown = true;
  while (grown) {
    grown = false;
    for (const file of [...seen])
      for (const imp of inputs[file]?.imports ?? [])
        if (imp.kind === 'dynamic-import' && !imp.external && !seen.has(imp.path)) {
          for (const f of closure(inputs, [imp.path])) seen.add(f);
          grown = true;
        }
  }
  return seen;
}

/** The hub imports an entry starts with. */
const hubImports = (plan, entry) => (plan?.imports.get(entry) ?? []).map((hub) => `import "${HUB}:${hub}";`).join('');

/**
 * esbuild plugin: `sf-family:<name>` modules (each widget's define() under its folder's name), the hubs, the hub
 * imports put in front of each lazily imported module (on its first line: its source map stays exact), and each
 * relative import() of the sources wrapped in lazyImport (wrapLazyImports). Without a plan (the first build, or one
 * bundle) no hub is imported.
 */
export function familyPlugin(root, families, plan = null) {
  return {
    name: 'sf-families',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${FAMILY}:`) }, (args) => ({
        path: args.path.slice(FAMILY.length + 1),
        namespace: FAMILY,
      }));
      // Every relative import() of the sources waits for the loader's check of its chunks (first build too: the
      // hubs are planned with the wrapper's module in them).
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const file = relative(root, args.path).split(sep).join('/');
        const source = readFileSync(args.path, 'utf8');
        const wrapped = wrapLazyImports(source, file, resolve(root, LAZY_IMPORT));
        const prelude = plan?.lazy.has(file) ? hubImports(plan, file) : '';
        if (wrapped === source && !prelude) return undefined;
        const loader = args.path.match(/\.([cm]?[jt]sx?)$/)[1].replace(/^[cm]/, '');
        return { contents: prelude + wrapped, loader };
      });
      build.onLoad({ filter: /.*/, namespace: FAMILY }, (args) => ({
        contents:
          hubImports(plan, `${FAMILY}:${args.path}`) +
          families[args.path]
            .map(({ dir, entry }) => `export{define as ${exportName(dir)}}from${JSON.stringify(`./${entry}`)};`)
            .join('\n') +
          // The loader hands the Trusted Types policy to a family that holds it through this export, never through a
          // global; only those families re-export it, so the chunks stay as their own imports plan them.
          (plan?.policy?.includes(args.path)
            ? `\nexport{adoptStorefrontPolicy as ${ADOPT}}from${JSON.stringify(resolve(root, TRUSTED_POLICY))};`
            : ''),
        resolveDir: root,
        loader: 'js',
      }));
      if (!plan) return;
      build.onResolve({ filter: new RegExp(`^${HUB}:`) }, (args) => ({
        path: args.path.slice(HUB.length + 1),
        namespace: HUB,
      }));
      build.onLoad({ filter: /.*/, namespace: HUB }, (args) => ({
        contents: plan.hubs[args.path].map((file) => `import ${JSON.stringify(resolve(root, file))};`).join('\n'),
        resolveDir: root,
        loader: 'js',
      }));
    },
  };
}

/** The module whose lazyImport waits for the loader's check (shared/loader/lazy-import.ts). */
export const LAZY_IMPORT = 'shared/loader/lazy-import.ts';
/** A dynamic import of a relative path written as a literal (what the sources' lazy parts are). */
const RELATIVE_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"\n]+)\1\s*\)/g;

/**
 * `source` (the project file `file`) with each relative import() run through lazyImport, named by the imported
 * module's project path (the loader's table of lazy parts is keyed by it: chunksOf in tools/build/pipeline.mjs). The
 * wrapper's import goes in front of the first line, every call stays on its line: the source map stays exact.
 */
export function wrapLazyImports(source, file, lazyImportPath) {
  if (file === LAZY_IMPORT) return source;
  const from = posix.dirname(file);
  const wrapped = source.replace(
    RELATIVE_IMPORT,
    (call, _quote, specifier) => `__sfLazyImport(${JSON.stringify(posix.join(from, specifier))},()=>${call})`,
  );
  return wrapped === source
    ? source
    : `import{lazyImport as __sfLazyImport}from${JSON.stringify(lazyImportPath)};${wrapped}`;
}

/** What the French texts' module starts with, so it shares the hubs' chunks (tools/build/messages-plugin.mjs). */
export const frenchPrelude = (plan, frenchEntry) => hubImports(plan, frenchEntry);

/**
 * The registry module's source: `bundle` ({ flavour, version }) names this copy of the bundle (one copy per page:
 * shared/loader/single-copy.ts), and `records` holds one record per key (shared/loader/loads.ts WidgetRecord): its
 * chunk and define() export, its static chunk graph, and what its manifest says of its moment and kept inputs. With
 * `chunks` (the families' build done), the files are written once and named by index, each file's sha384 beside it
 * (`chunks.integrity`: the loader checks each chunk with it), and each lazily imported module's chunks (`chunks.lazy`:
 * checked before lazyImport runs it); without, each key imports its family module (one bundle: esbuild inlines them,
 * nothing to preload or check).
 */
export function registrySource(entries, bundle, chunks = null) {
  const identity = `export const bundle=${JSON.stringify(bundle)};`;
  if (!chunks) {
    const records = entries.map(
      (entry) =>
        `${JSON.stringify(entry.key)}:{load:()=>import(${JSON.stringify(`${FAMILY}:${familyOf(entry.dir)}`)}).then((m)=>({define:m.${exportName(entry.dir)}})),files:[],...${JSON.stringify(manifestFacts(entry))}}`,
    );
    return `${identity}export const records={${records.join(',\n')}};export const split=false;export const chunkImports={};export const frenchChunks=[];export const lazyGraph={};export const integrity={};`;
  }
  const lazy = chunks.lazy ?? {};
  const files = [...new Set([...Object.values(chunks.graph).flat(), ...chunks.french, ...Object.values(lazy).flat()])];
  const index = (file) => files.indexOf(file);
  const table = entries.map((entry) => [entry.key, ...chunkFacts(entry, chunks, index), manifestFacts(entry)]);
  // The hashes without their common prefix: 64 characters each, a third of the loader's size (bench/README.md).
  const hashes = files.map((file) => {
    const value = chunks.integrity?.[file];
    if (!value?.startsWith(SHA384)) throw new Error(`${file}: no sha384 for a chunk the loader loads`);
    return value.slice(SHA384.length);
  });
  return [
    identity,
    'export const split=true;',
    `const files=${JSON.stringify(files)};`,
    `const table=${JSON.stringify(table)};`,
    `export const records=Object.fromEntries(table.map(([key,name,graph,adopt,facts])=>[key,{load:()=>import(files[graph[0]]).then((m)=>({define:m[name],${ADOPT}:m[adopt]})),files:graph.map((i)=>files[i]),...facts}]));`,
    `export const frenchChunks=${JSON.stringify(chunks.french.map(index))}.map((i)=>files[i]);`,
    `export const lazyGraph=Object.fromEntries(${JSON.stringify(Object.entries(lazy).map(([source, graph]) => [source, graph.map(index)]))}.map(([s,g])=>[s,g.map((i)=>files[i])]));`,
    `export const chunkImports=Object.fromEntries(${JSON.stringify(files.map((file) => (chunks.imports?.[file] ?? []).map(index)))}.map((g,i)=>[files[i],g.map((j)=>files[j])]));`,
    `export const integrity=Object.fromEntries(${JSON.stringify(hashes)}.map((h,i)=>[files[i],"${SHA384}"+h]));`,
  ].join('\n');
}

/**
 * A key's define() export in its family's chunk, its graph by file index, and its policy receiver: the export name, or 0
 * for a family without the sanitiser's policy (it inserts no server HTML: its module has no export "0").
 */
function chunkFacts({ key, dir }, chunks, index) {
  const graph = chunks.graph[key];
  if (graph?.[0] !== chunks.familyFile[familyOf(dir)])
    throw new Error(`${key}: its chunk graph does not start with its family`);
  // A family folded into the chunk it re-exported (tools/build/facades.mjs) is read under that chunk's names.
  const renamed = chunks.exportNames?.[familyOf(dir)];
  const name = renamed ? renamed[exportName(dir)] : exportName(dir);
  if (!name) throw new Error(`${key}: ${chunks.familyFile[familyOf(dir)]} does not export its define()`);
  const receives = chunks.policy?.includes(familyOf(dir)) ?? false;
  const adopt = receives ? (renamed ? renamed[ADOPT] : ADOPT) : 0;
  if (adopt === undefined) throw new Error(`${key}: ${chunks.familyFile[familyOf(dir)]} does not export ${ADOPT}`);
  return [name, graph.map(index), adopt];
}

/**
 * What a manifest tells the loader about its key, only what differs from the default: its moment when not at once
 * (`loadOn`: `wake`), the controls whose early clicks are kept (`keepsClicks`: `clicks`), the fields whose Enter
 * is kept (`keepsEnter`: `enter`) and a behaviour's folder (`name`: what sf:error and the switches call it).
 */
function manifestFacts(entry) {
  return {
    ...(entry.name ? { name: entry.name } : {}),
    ...((entry.loadOn ?? 'ready') !== 'ready' ? { wake: entry.loadOn } : {}),
    ...(entry.keepsClicks ? { clicks: entry.keepsClicks } : {}),
    ...(entry.keepsEnter ? { enter: entry.keepsEnter } : {}),
  };
}

/** esbuild plugin for the loader's build: `sf-build:registry` (registrySource), generated from the manifests. */
export function registryPlugin(entries, bundle, chunks = null) {
  return {
    name: 'sf-registry',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${REGISTRY}$`) }, () => ({ path: REGISTRY, namespace: REGISTRY }));
      build.onLoad({ filter: /.*/, namespace: REGISTRY }, () => ({
        contents: registrySource(entries, bundle, chunks),
        resolveDir: process.cwd(),
        loader: 'js',
      }));
    },
  };
}
