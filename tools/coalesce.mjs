// Post-build step: rolldown re-bundles esbuild's split output into a few deliberate chunks (UI runtime, core
// without the UI library, behaviours, page-chrome widgets, one chunk per widget family), since esbuild makes one
// chunk per set of importers (evanw/esbuild#3780) and every chunk level costs a shopper a round trip.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { FRENCH_ENTRY, LOADER_ENTRY } from './chunk-graph.mjs';

/**
 * Widget families: the widgets a page type starts together share one chunk, so a page stays within a few files.
 * Non-UI behaviours never share a chunk with a UI widget (they must not pull the UI library); a widget not listed
 * gets a chunk of its own.
 */
const FAMILIES = {
  // On every page (page-helpers enhances the header's search field) and without UI: part of core, one file less.
  // Tracking is not: only pages with tracking markup or add-to-cart sections fetch it, as its own chunk.
  core: ['page-helpers', 'review-box'],
  chrome: ['header', 'status-bar', 'cart-summary'],
  product: ['ehf-popover', 'product-carousel', 'product-gallery', 'quantity-table', 'product-qr'],
};
const familyOf = (widget) => Object.keys(FAMILIES).find((f) => FAMILIES[f].includes(widget)) ?? widget;

/** The UI library and what binds it to custom elements: these inputs make a chunk part of the UI runtime. */
const UI_LIBRARY = /^node_modules\/(react|react-dom|scheduler|preact|@r2wc|@nanostores\/react)\//;

/** An entry is eager when the loader imports it for a tag (a widget's define); every other entry is a lazy part. */
const isDefine = (entry) => /^widgets\/[^/]+\/define\.tsx?$/.test(entry);
const widgetOf = (entry) => entry.split('/')[1];

/**
 * Which coalesced chunk each esbuild output goes to (absolute path → group name), or none (a lazy part or code
 * only lazy parts share: rolldown's own splitting keeps those lazy).
 */
function planGroups(metafile, root) {
  const outputs = metafile.outputs;
  const js = Object.keys(outputs).filter((f) => f.endsWith('.js'));
  // Each output's static importers' entries: which define entries (eagerly) reach it.
  const reachedBy = new Map(js.map((f) => [f, new Set()]));
  const walk = (file, entry, seen = new Set()) => {
    if (seen.has(file)) return;
    seen.add(file);
    reachedBy.get(file)?.add(entry);
    for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') walk(imp.path, entry, seen);
  };
  for (const file of js) {
    const entry = outputs[file].entryPoint;
    if (entry && isDefine(entry)) walk(file, entry);
  }
  const hasUi = (file) => Object.keys(outputs[file].inputs).some((input) => UI_LIBRARY.test(input));
  const pullsUi = (file, seen = new Set()) => {
    if (seen.has(file)) return false;
    seen.add(file);
    return (
      hasUi(file) || (outputs[file].imports ?? []).some((i) => i.kind === 'import-statement' && pullsUi(i.path, seen))
    );
  };
  const groups = new Map();
  for (const file of js) {
    const entry = outputs[file].entryPoint;
    if (entry === LOADER_ENTRY) continue;
    let group = null;
    if (entry && isDefine(entry)) group = familyOf(widgetOf(entry));
    else if (!entry && reachedBy.get(file).size) {
      const families = new Set([...reachedBy.get(file)].map((e) => familyOf(widgetOf(e))));
      if (hasUi(file)) group = 'ui';
      else if (families.size === 1) group = [...families][0];
      else group = pullsUi(file) ? 'ui' : 'core';
    }
    if (group) groups.set(resolve(root, file), group);
  }
  return groups;
}

/**
 * esbuild's linked source maps, handed to rolldown so the final maps still point at the TypeScript sources.
 * `effectful`: outputs that run for their effect (the French texts register themselves), which package.json's
 * sideEffects list would otherwise let rolldown empty.
 */
function inputMaps(effectful) {
  return {
    name: 'sf-input-maps',
    load(id) {
      if (!id.endsWith('.js')) return null;
      const code = readFileSync(id, 'utf8');
      let map = null;
      try {
        map = JSON.parse(readFileSync(`${id}.map`, 'utf8'));
      } catch {}
      return {
        code: code.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n'),
        map,
        ...(effectful.has(id) ? { moduleSideEffects: true } : {}),
      };
    },
  };
}

/** Priorities: the UI runtime and core claim their modules first, so a family chunk never copies them. */
const PRIORITY = { ui: 30, core: 20 };

/**
 * Re-bundles the staged esbuild output (`stageDir`, metafile paths relative to `root`) into `outdir`; returns
 * rolldown's output chunks.
 */
export async function coalesce({ metafile, root, outdir, loaderFile }) {
  const groups = planGroups(metafile, root);
  const names = [...new Set(groups.values())];
  const effectful = new Set(
    Object.entries(metafile.outputs)
      .filter(([, info]) => info.entryPoint === FRENCH_ENTRY)
      .map(([file]) => resolve(root, file)),
  );
  const bundle = await rolldown({
    input: { storefront: resolve(root, loaderFile) },
    plugins: [inputMaps(effectful)],
    // Entries are only ever imported whole by the loader: a chunk may export more than its entry did.
    preserveEntrySignatures: 'allow-extension',
    logLevel: 'warn',
    onLog(level, log, handler) {
      if (log.code === 'EMPTY_BUNDLE') return;
      handler(level, log);
    },
  });
  try {
    const { output } = await bundle.write({
      dir: outdir,
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      minify: true,
      sourcemap: true,
      codeSplitting: {
        // The plan already puts each module's dependencies where they belong (families → ui → core, never back):
        // pulling them into the importer's group would drag the UI library into core.
        includeDependenciesRecursively: false,
        groups: names.map((name) => ({
          name,
          test: (id) => groups.get(id) === name,
          priority: PRIORITY[name] ?? 10,
        })),
      },
    });
    const chunks = output
      .filter((o) => o.type === 'chunk')
      .map(({ fileName, name, code, imports, dynamicImports, isEntry, moduleIds }) => ({
        fileName,
        name,
        code,
        imports,
        dynamicImports,
        isEntry,
        moduleIds,
      }));
    return inlineRuntime(chunks, outdir);
  } finally {
    await bundle.close();
  }
}

/**
 * rolldown puts its helpers (namespace objects for the widgets the loader imports) in a chunk of their own, a
 * 158-byte file every page would fetch: move them into core and point every importer there. Each changed file
 * gets one new first line (its map one `;` in front), so the source maps stay exact.
 */
function inlineRuntime(chunks, outdir) {
  const runtime = chunks.find((c) => c.moduleIds.length === 1 && /rolldown[/:]runtime/.test(c.moduleIds[0]));
  if (!runtime) return chunks;
  const core = chunks.find((c) => c.name === 'core');
  if (!core) throw new Error('coalesce: rolldown made a runtime chunk but there is no core chunk to hold it');
  const exportsMatch = /export\{([^}]*)\};?\s*$/.exec(runtime.code);
  if (!exportsMatch) throw new Error(`coalesce: cannot read the exports of ${runtime.fileName}`);
  const body = runtime.code.slice(0, exportsMatch.index);
  const exported = exportsMatch[1].split(',').map((spec) => {
    const [local, name = local] = spec.trim().split(/\s+as\s+/);
    return { local, name };
  });
  const shared = `$sfRuntime$`;
  const runtimeImport = new RegExp(
    `import\\{([^}]*)\\}from"(\\.\\.?/[^"]*${runtime.fileName.split('/').pop().replace(/[.$]/g, '\\$&')})";`,
  );
  const rest = chunks.filter((c) => c !== runtime);
  for (const chunk of rest) {
    const match = runtimeImport.exec(chunk.code);
    if (!match && chunk !== core) continue;
    // `t as e` / `t`: the runtime's exported name, the importer's local name.
    const bindings = (match?.[1] ?? '')
      .split(',')
      .filter(Boolean)
      .map((spec) => {
        const [name, local = name] = spec.trim().split(/\s+as\s+/);
        return { name, local };
      });
    let first;
    if (chunk === core) {
      const locals = bindings.map((b) => `${b.name}:${b.local}`).join(',');
      first = `const ${shared}=(()=>{${body};return{${exported.map((e) => `${e.name}:${e.local}`).join(',')}}})()${locals ? `,{${locals}}=${shared}` : ''};export const{${exported.map((e) => `${e.name}:$rt_${e.name}`).join(',')}}=${shared};`;
    } else {
      const from = posix.relative(posix.dirname(chunk.fileName), core.fileName);
      first = `import{${bindings.map((b) => `$rt_${b.name} as ${b.local}`).join(',')}}from"./${from}";`;
    }
    // The old import becomes spaces of the same length: nothing after it on its line moves.
    const code = `${first}\n${match ? chunk.code.replace(match[0], ' '.repeat(match[0].length)) : chunk.code}`;
    chunk.code = code;
    chunk.imports = [...new Set(chunk.imports.map((f) => (f === runtime.fileName ? core.fileName : f)))].filter(
      (f) => f !== chunk.fileName,
    );
    writeFileSync(join(outdir, chunk.fileName), code);
    const mapFile = join(outdir, `${chunk.fileName}.map`);
    try {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      map.mappings = `;${map.mappings}`;
      writeFileSync(mapFile, JSON.stringify(map));
    } catch {}
  }
  rmSync(join(outdir, runtime.fileName));
  rmSync(join(outdir, `${runtime.fileName}.map`), { force: true });
  return rest;
}

/**
 * The final build's metafile, in esbuild's shape so every reader keeps working: each coalesced chunk with its
 * imports, the entries it holds (`entryPoint`, the first; `entryPoints`, all) and its source inputs (bytes as
 * esbuild measured them before the re-bundle: for attributing a chunk's weight to dependencies).
 */
export function coalescedMetafile(chunks, stageMeta, root, outdir, loaderName) {
  const outputs = {};
  const rel = (fileName) => relative(root, join(outdir, fileName));
  const stageByAbs = new Map(Object.keys(stageMeta.outputs).map((f) => [resolve(root, f), stageMeta.outputs[f]]));
  for (const chunk of chunks) {
    const parts = chunk.moduleIds.map((id) => stageByAbs.get(id)).filter(Boolean);
    const entryPoints = parts.map((p) => p.entryPoint).filter(Boolean);
    const inputs = {};
    for (const part of parts)
      for (const [input, { bytesInOutput }] of Object.entries(part.inputs))
        inputs[input] = { bytesInOutput: (inputs[input]?.bytesInOutput ?? 0) + bytesInOutput };
    const file = chunk.isEntry ? rel(loaderName) : rel(chunk.fileName);
    outputs[file] = {
      imports: [
        ...chunk.imports.map((f) => ({ path: rel(f), kind: 'import-statement' })),
        ...chunk.dynamicImports.map((f) => ({ path: rel(f), kind: 'dynamic-import' })),
      ],
      ...(entryPoints.length ? { entryPoint: entryPoints[0], entryPoints } : {}),
      inputs,
      bytes: Buffer.byteLength(chunk.code),
    };
  }
  return { inputs: stageMeta.inputs, outputs };
}
