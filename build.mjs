// Builds the bundle in two flavours (React, preact/compat) with lazy widget chunks, checks it, prints its sizes.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { FLAVOURS, jsOptions } from './tools/build-options.mjs';
import { frenchChunks, LOADER_ENTRY, preloadMap, registryEntries } from './tools/chunk-graph.mjs';
import { coalesce, coalescedMetafile } from './tools/coalesce.mjs';
import { findEval, findUiInBehaviours, findUncompiled } from './tools/dist-checks.mjs';
import { customElementsJson, loadManifests, manifestSummary, vscodeData, webTypes } from './tools/manifest.mjs';
import { precompress } from './tools/precompress.mjs';
import { printTable, sizeRows } from './tools/size-table.mjs';

const root = resolve(import.meta.dirname);
const dist = join(root, 'dist');
const watch = process.argv.includes('--watch');
// esbuild's split output is staged beside dist/<flavour> (same depth, so source map paths stay right) and then
// coalesced into dist/<flavour> (tools/coalesce.mjs).
const stageOf = (flavour) => join(dist, `.stage-${flavour}`);

const options = (flavour, compiled) =>
  jsOptions({ root, flavour, compiled, outdir: watch ? join(dist, flavour) : stageOf(flavour), watch });

const cssOptions = (flavour) => ({
  absWorkingDir: root,
  entryPoints: { storefront: 'shared/ui/storefront.css' },
  outdir: join(dist, flavour),
  bundle: true,
  minify: true,
  target: ['chrome111', 'firefox113', 'safari16.4'],
  metafile: true,
  logLevel: 'warning',
});

/**
 * Coalesces esbuild's chunks, then publishes the loader under its stable name with every registry key's chunk
 * graph written in, so it starts a widget's chunks at once. Returns the final metafile.
 */
async function coalesceAndPublish(flavour, stageMeta) {
  const outdir = join(dist, flavour);
  // Lazy chunks carry an entryPoint too: pick the loader's own output.
  const [loaderFile] = Object.entries(stageMeta.outputs).find(([, info]) => info.entryPoint === LOADER_ENTRY) ?? [];
  if (!loaderFile) throw new Error(`${flavour}: no loader output`);
  const chunks = await coalesce({ metafile: stageMeta, root, outdir, loaderFile });
  rmSync(stageOf(flavour), { recursive: true, force: true });
  const meta = coalescedMetafile(chunks, stageMeta, root, outdir, 'storefront.js');
  const graph = preloadMap(meta.outputs, registryEntries(root), `dist/${flavour}`);
  const loader = chunks.find((c) => c.isEntry);
  const french = frenchChunks(meta.outputs, `dist/${flavour}`);
  let code = loader.code;
  for (const [name, value] of [
    ['__SF_CHUNK_GRAPH__', graph],
    ['__SF_FRENCH_CHUNKS__', french],
  ]) {
    const placeholder = new RegExp(`(["'\`])${name}\\1`);
    if (!placeholder.test(code)) throw new Error(`${flavour}: the loader lost its ${name} placeholder`);
    code = code.replace(placeholder, () => JSON.stringify(JSON.stringify(value)));
  }
  rmSync(join(outdir, loader.fileName));
  writeFileSync(join(outdir, 'storefront.js'), code);
  meta.outputs[`dist/${flavour}/storefront.js`].bytes = Buffer.byteLength(code);
  return meta;
}

async function buildOnce() {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  const sizes = {};
  const problems = [];
  for (const flavour of Object.keys(FLAVOURS)) {
    const compiled = new Set();
    const js = await esbuild.build(options(flavour, compiled));
    const css = await esbuild.build(cssOptions(flavour));
    problems.push(...findUncompiled(js.metafile, compiled, root));
    const meta = await coalesceAndPublish(flavour, js.metafile);
    // The benchmark reads the import graph to size a page's first load.
    writeFileSync(join(dist, flavour, 'meta.json'), JSON.stringify(meta));
    problems.push(...findUiInBehaviours(meta).map((p) => `${flavour}: ${p}`));
    const rows = [...sizeRows(meta, root), ...sizeRows(css.metafile, root)];
    const total = printTable(flavour, rows);
    sizes[flavour] = { files: rows, totalJs: total };
  }
  problems.push(...findEval(dist));
  // What a CDN would serve: .br and .gz beside every JS and CSS file (demo-host picks one by Accept-Encoding).
  for (const flavour of Object.keys(FLAVOURS)) precompress(join(dist, flavour));
  await writeManifests();
  writeFileSync(join(dist, 'sizes.json'), `${JSON.stringify(sizes, null, 2)}\n`);
  if (problems.length) {
    console.error(`\nBuild checks failed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    '\nBuild checks passed: no eval/new Function, every message catalogue precompiled, no UI library in behaviours without UI.',
  );
}

// custom-elements.json and editor completion data, generated from each widget manifest.ts.
async function writeManifests() {
  const manifests = await loadManifests(root);
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const write = (name, data) => writeFileSync(join(dist, name), `${JSON.stringify(data, null, 2)}\n`);
  write('custom-elements.json', customElementsJson(manifests, version));
  write('vscode.html-custom-data.json', vscodeData(manifests));
  write('web-types.json', webTypes(manifests, version));
  console.log(manifestSummary(manifests));
}

if (watch) {
  for (const flavour of Object.keys(FLAVOURS)) {
    const ctx = await esbuild.context({ ...options(flavour, new Set()), entryNames: '[name]' });
    await ctx.watch();
    const cssCtx = await esbuild.context(cssOptions(flavour));
    await cssCtx.watch();
  }
  console.log('Watching widgets/ and shared/ (dist/react, dist/preact)…');
} else {
  await buildOnce();
}
