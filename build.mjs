// Builds the bundle in two flavours (React, preact/compat) with lazy widget chunks, checks it, prints its sizes.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { findEval, findUncompiled } from './tools/dist-checks.mjs';
import { customElementsJson, loadManifests, manifestSummary, vscodeData, webTypes } from './tools/manifest.mjs';
import { messagesPlugin } from './tools/messages-plugin.mjs';
import { printTable, sizeRows } from './tools/size-table.mjs';

const root = resolve(import.meta.dirname);
const dist = join(root, 'dist');
const watch = process.argv.includes('--watch');
const LOADER_ENTRY = 'shared/loader/storefront.ts';
const FLAVOURS = {
  react: {},
  preact: { react: 'preact/compat', 'react-dom': 'preact/compat' },
};

function options(flavour, compiled) {
  return {
    absWorkingDir: root,
    entryPoints: { storefront: LOADER_ENTRY },
    outdir: join(dist, flavour),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022', 'chrome111', 'firefox113', 'safari16.4'],
    minify: !watch,
    sourcemap: 'linked',
    metafile: true,
    legalComments: 'none',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
    alias: {
      ...FLAVOURS[flavour],
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
    plugins: [messagesPlugin(compiled)],
    logLevel: 'warning',
  };
}

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

/** The loader keeps a stable name for page authors; everything it imports is content-hashed. */
function publishLoader(flavour, metafile) {
  // Lazy chunks carry an entryPoint too: pick the loader's own output.
  const [file] = Object.entries(metafile.outputs).find(([, info]) => info.entryPoint === LOADER_ENTRY) ?? [];
  if (!file) throw new Error(`${flavour}: no loader output`);
  copyFileSync(join(root, file), join(dist, flavour, 'storefront.js'));
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
    publishLoader(flavour, js.metafile);
    // The benchmark reads the import graph to size a page's first load.
    writeFileSync(join(dist, flavour, 'meta.json'), JSON.stringify(js.metafile));
    problems.push(...findUncompiled(js.metafile, compiled, root));
    const rows = [...sizeRows(js.metafile, root), ...sizeRows(css.metafile, root)];
    const total = printTable(flavour, rows);
    sizes[flavour] = { files: rows, totalJs: total };
  }
  problems.push(...findEval(dist));
  await writeManifests();
  writeFileSync(join(dist, 'sizes.json'), `${JSON.stringify(sizes, null, 2)}\n`);
  if (problems.length) {
    console.error(`\nBuild checks failed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nBuild checks passed: no eval/new Function, every message catalogue precompiled.');
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
