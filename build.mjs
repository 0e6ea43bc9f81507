// Builds the bundle in two flavours (React, preact/compat) with lazy widget chunks, checks it, prints its sizes.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { buildCheck } from './cli/check/build.mjs';
import { FLAVOURS } from './tools/build/build-options.mjs';
import {
  findEval,
  findUiInBehaviours,
  findUncheckedLazyImports,
  findUncompiled,
  findUnknownLazyParts,
  scriptsUnder,
} from './tools/build/dist-checks.mjs';
import { findIntegrityMismatch, writeIntegrity } from './tools/build/integrity.mjs';
import {
  customElementsJson,
  hostTypes,
  loadManifests,
  manifestSummary,
  vscodeData,
  webTypes,
} from './tools/build/manifest.mjs';
import { buildFlavour, watchFlavour } from './tools/build/pipeline.mjs';
import { precompress } from './tools/build/precompress.mjs';
import { writePreload } from './tools/build/preload-lines.mjs';
import { printTable, sizeRows } from './tools/build/size-table.mjs';

const root = resolve(import.meta.dirname);
const dist = join(root, 'dist');
const watch = process.argv.includes('--watch');

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

async function buildOnce() {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  const sizes = {};
  const problems = [];
  const loaderIntegrity = {};
  for (const flavour of Object.keys(FLAVOURS)) {
    const built = await buildFlavour({ root, flavour, outdir: join(dist, flavour) });
    const { metafile: meta, compiled } = built;
    loaderIntegrity[flavour] = built.loaderIntegrity;
    const css = await esbuild.build(cssOptions(flavour));
    problems.push(...findUncompiled(meta, compiled, root));
    // The benchmark reads the import graph to size a page's first load.
    writeFileSync(join(dist, flavour, 'meta.json'), JSON.stringify(meta));
    // The preload lines of the README's embed (docs/integrating.md §4).
    writePreload(join(dist, flavour), built.preload);
    problems.push(...findUiInBehaviours(meta).map((p) => `${flavour}: ${p}`));
    problems.push(...findUncheckedLazyImports(meta).map((p) => `${flavour}: ${p}`));
    const output = scriptsUnder(join(dist, flavour, 'chunks'));
    problems.push(...findUnknownLazyParts(output, built.lazyParts).map((p) => `${flavour}: ${p}`));
    const rows = [...sizeRows(meta, root), ...sizeRows(css.metafile, root)];
    const total = printTable(flavour, rows);
    sizes[flavour] = { files: rows, totalJs: total };
  }
  problems.push(...findEval(dist));
  // What a CDN would serve: .br and .gz beside every JS and CSS file (demo-host picks one by Accept-Encoding).
  for (const flavour of Object.keys(FLAVOURS)) precompress(join(dist, flavour));
  // The sha384 of every shipped file, for the host's `integrity` attribute (docs/hosting.md); the loader's own
  // copies of its chunks' hashes must agree with it (a step rewriting a chunk after the loader's build would not).
  for (const flavour of Object.keys(FLAVOURS)) {
    writeIntegrity(join(dist, flavour));
    const mismatched = findIntegrityMismatch(join(dist, flavour), loaderIntegrity[flavour]);
    problems.push(...mismatched.map((p) => `${flavour}: ${p}`));
  }
  await writeManifests();
  // The page checker, the package's bin (cli/check/README.md).
  await buildCheck(root, dist);
  writeFileSync(join(dist, 'sizes.json'), `${JSON.stringify(sizes, null, 2)}\n`);
  if (problems.length) {
    console.error(`\nBuild checks failed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    '\nBuild checks passed: no eval/new Function, every message catalogue precompiled, no UI library in behaviours without UI, every lazy import goes through the loader’s check under a name its table knows, the loader’s chunk hashes match integrity.json.',
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
  // TypeScript hosts: the elements, their JSX attributes and the event details (docs/package.md "Types for TypeScript hosts").
  mkdirSync(join(dist, 'types'), { recursive: true });
  const events = readFileSync(join(root, 'shared/stores/events.ts'), 'utf8');
  for (const [name, text] of Object.entries(hostTypes(manifests, events)))
    writeFileSync(join(dist, 'types', name), text);
  console.log(manifestSummary(manifests));
}

if (watch) {
  for (const flavour of Object.keys(FLAVOURS)) {
    await watchFlavour({ root, flavour, outdir: join(dist, flavour) });
    const cssCtx = await esbuild.context(cssOptions(flavour));
    await cssCtx.watch();
  }
  console.log('Watching widgets/ and shared/ (dist/react, dist/preact)…');
} else {
  await buildOnce();
}
