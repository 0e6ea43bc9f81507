// The one build pipeline (production, --watch and the bench): esbuild builds the widget families' chunks, then the
// loader, whose registry, chunk graph and French chunk list are generated from that build's metafile.
import { readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { jsOptions } from './build-options.mjs';
import { FRENCH_ENTRY, frenchChunks, LOADER_ENTRY, lazyMap, preloadMap, staticImports } from './chunk-graph.mjs';
import {
  familiesOf,
  familyPlugin,
  frenchPrelude,
  isolateFamily,
  narrowCore,
  planHubs,
  registryEntries,
  registryPlugin,
} from './chunk-plan.mjs';
import { hintEagerCompile } from './compile-hints.mjs';
import { foldFacades } from './facades.mjs';
import { sri } from './integrity.mjs';
import { preloadPlan } from './preload-lines.mjs';

const familyEntries = (families) =>
  Object.fromEntries(Object.keys(families).map((name) => [name, `sf-family:${name}`]));

function familyOptions({ root, flavour, outdir, watch, compiled, families, plan }) {
  return {
    ...jsOptions({
      root,
      flavour,
      compiled,
      outdir,
      watch,
      plugins: [familyPlugin(root, families, plan)],
      frenchPrelude: frenchPrelude(plan, FRENCH_ENTRY),
    }),
    entryPoints: familyEntries(families),
  };
}

/**
 * The registry keys and families (from the manifests), and the hubs read from a first build's import graph. With
 * `alone` (a widget's folder), that widget is a family of its own and `core` holds only what it reaches (narrowCore).
 */
async function plan({ root, flavour, outdir, watch, alone = null }) {
  const entries = await registryEntries(root);
  const families = alone ? isolateFamily(familiesOf(entries), alone) : familiesOf(entries);
  const first = await esbuild.build({
    ...familyOptions({ root, flavour, outdir, watch, compiled: new Set(), families, plan: null }),
    write: false,
    sourcemap: false,
  });
  const hubs = planHubs(first.metafile.inputs, families);
  return { entries, families, plan: alone ? narrowCore(hubs, first.metafile.inputs, alone) : hubs };
}

/**
 * The families' build in memory with the widget of folder `dir` in a family of its own, `core` narrowed to what it
 * reaches: the floor of a lone behaviour that shares each module with the widgets (bench/size-floor.mjs).
 */
export async function buildAlone({ root, flavour, outdir, dir }) {
  const planned = await plan({ root, flavour, outdir, watch: false, alone: dir });
  return esbuild.build({
    ...familyOptions({ root, flavour, outdir, watch: false, compiled: new Set(), ...planned }),
    write: false,
    sourcemap: false,
  });
}

/**
 * Folds each family chunk that only re-exports a hub into it (tools/build/facades.mjs: its keys load the hub, by the names
 * in `exportNames`), names each family's output after the define modules it holds (`entryPoints`, for the readers of meta.json), and
 * reads what the loader needs from the metafile: each family's file, each key's static graph, the French chunks,
 * each lazily imported module's graph, the sha384 of each of those files as written (the loader checks each chunk with it before running it),
 * and what each of them imports statically (WebKit's check starts those first).
 */
function chunksOf(metafile, root, outdir, entries, families) {
  const dir = relative(root, outdir).split('\\').join('/');
  const folded = foldFacades(root, metafile);
  const exportNames = Object.fromEntries(Object.entries(folded).map(([family, { names }]) => [family, names]));
  const familyFile = {};
  for (const [file, info] of Object.entries(metafile.outputs)) {
    const name = info.entryPoint?.startsWith('sf-family:') ? info.entryPoint.slice('sf-family:'.length) : null;
    if (!name || !file.endsWith('.js')) continue;
    info.entryPoints = families[name].map((e) => e.entry);
    familyFile[name] = `./${posix.relative(dir, file)}`;
  }
  const graph = preloadMap(metafile.outputs, entries, dir);
  const french = frenchChunks(metafile.outputs, dir);
  const lazy = lazyMap(metafile, dir);
  const files = new Set([...Object.values(graph).flat(), ...french, ...Object.values(lazy).flat()]);
  const integrity = Object.fromEntries([...files].map((file) => [file, sri(readFileSync(join(outdir, file)))]));
  const imports = staticImports(metafile.outputs, dir, files);
  return { familyFile, exportNames, graph, french, lazy, integrity, imports };
}

/** The package's version (package.json): the loader names its copy with it. */
const packageVersion = (root) => JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

/** The loader as one file, `storefront.js`; with `chunks`, it imports the families' chunks, else it holds them. */
function loaderOptions({ root, flavour, outdir, watch, entries, families, chunks }) {
  const bundle = { flavour, version: packageVersion(root) };
  const plugins = [registryPlugin(entries, bundle, chunks), ...(chunks ? [] : [familyPlugin(root, families)])];
  return {
    ...jsOptions({ root, flavour, outdir, watch, plugins }),
    entryPoints: { storefront: LOADER_ENTRY },
    entryNames: '[name]',
    splitting: false,
  };
}

/**
 * Builds one flavour into `outdir`; returns the metafile of both builds (loader included), the compiled catalogues
 * the hashes the loader checks its chunks against (file relative to the loader → sha384), the names of the lazy
 * parts in its table, and what the layout's preload lines may name (tools/build/preload-lines.mjs).
 */
export async function buildFlavour({ root, flavour, outdir }) {
  const planned = await plan({ root, flavour, outdir, watch: false });
  const compiled = new Set();
  const families = await esbuild.build(familyOptions({ root, flavour, outdir, watch: false, compiled, ...planned }));
  const streamed = hintEagerCompile(root, outdir, families.metafile).map((file) => `./${file}`);
  // Read from the files written: the hashes the loader carries are those of the bytes shipped.
  const chunks = {
    ...chunksOf(families.metafile, root, outdir, planned.entries, planned.families),
    policy: planned.plan.policy,
  };
  const loader = await esbuild.build(loaderOptions({ root, flavour, outdir, watch: false, ...planned, chunks }));
  hintEagerCompile(root, outdir, loader.metafile);
  const metafile = {
    inputs: { ...families.metafile.inputs, ...loader.metafile.inputs },
    outputs: { ...families.metafile.outputs, ...loader.metafile.outputs },
  };
  return {
    metafile,
    compiled,
    loaderIntegrity: chunks.integrity,
    lazyParts: Object.keys(chunks.lazy),
    preload: preloadPlan(planned.entries, chunks, { streamed }),
  };
}

/** The same two builds on every change of the sources (the loader after each families' build). */
export async function watchFlavour({ root, flavour, outdir }) {
  const planned = await plan({ root, flavour, outdir, watch: true });
  const loaderAfter = {
    name: 'sf-loader-after-families',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length) return;
        const chunks = {
          ...chunksOf(result.metafile, root, outdir, planned.entries, planned.families),
          policy: planned.plan.policy,
        };
        await esbuild.build(loaderOptions({ root, flavour, outdir, watch: true, ...planned, chunks }));
      });
    },
  };
  const options = familyOptions({ root, flavour, outdir, watch: true, compiled: new Set(), ...planned });
  const ctx = await esbuild.context({ ...options, plugins: [...options.plugins, loaderAfter] });
  await ctx.watch();
  return ctx;
}

/** One file per flavour holding everything (the bench's comparison build): the loader with the families inlined. */
export async function buildSingleBundle({ root, flavour, outdir }) {
  const entries = await registryEntries(root);
  const families = familiesOf(entries);
  const built = await esbuild.build({
    ...loaderOptions({ root, flavour, outdir, watch: false, entries, families, chunks: null }),
    sourcemap: false,
  });
  hintEagerCompile(root, outdir, built.metafile);
  return built;
}
