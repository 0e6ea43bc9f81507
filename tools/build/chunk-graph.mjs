// Each registry key's static chunk graph and the French texts' chunks, read from the families' build metafile.
import { posix } from 'node:path';

export const LOADER_ENTRY = 'shared/loader/storefront.ts';

/** Output file → the outputs it imports statically, and the entry source it was built for. */
export function staticClosure(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imp of outputs[file]?.imports ?? [])
    if (imp.kind === 'import-statement' && !imp.external) staticClosure(outputs, imp.path, seen);
  return seen;
}

/** Entry source → the output file that holds it. */
export function outputsByEntry(outputs) {
  const byEntry = {};
  // A family's chunk holds several widgets' define modules (`entryPoints`, tools/build/pipeline.mjs); others name one.
  for (const [file, info] of Object.entries(outputs))
    if (file.endsWith('.js'))
      for (const entry of info.entryPoints ?? (info.entryPoint ? [info.entryPoint] : [])) byEntry[entry] ??= file;
  return byEntry;
}

/**
 * For each registry key, every chunk of its entry's static graph (the entry first), as paths relative to the
 * loader's folder: what the loader starts at once so a widget costs one round trip after storefront.js.
 */
export function preloadMap(outputs, entries, outdir) {
  const byEntry = outputsByEntry(outputs);
  const map = {};
  for (const { key, entry } of entries) {
    const file = byEntry[entry];
    if (!file) throw new Error(`no output for ${entry} (registry key ${key})`);
    map[key] = [...staticClosure(outputs, file)].map((f) => `./${posix.relative(outdir, f)}`);
  }
  return map;
}

/** The French texts' module (tools/build/messages-plugin.mjs), as esbuild names a plugin namespace's entry. */
export const FRENCH_ENTRY = 'sf-french:fr';

/** The chunk holding every catalogue's French and its static graph, relative to the loader's folder. */
export function frenchChunks(outputs, outdir) {
  const file = outputsByEntry(outputs)[FRENCH_ENTRY];
  if (!file) throw new Error(`no output holds the French texts (${FRENCH_ENTRY})`);
  return [...staticClosure(outputs, file)].map((f) => `./${posix.relative(outdir, f)}`);
}

/**
 * For each module the sources import lazily (a relative import(): header panels, popovers, the QR encoder…), every
 * chunk of its static graph, relative to the loader's folder: what the loader checks before lazyImport runs it
 * (shared/loader/lazy-import.ts). Keyed by the module's project path, as the build's wrapper names it.
 */
export function lazyMap(metafile, outdir) {
  const byEntry = outputsByEntry(metafile.outputs);
  const map = {};
  for (const info of Object.values(metafile.inputs))
    for (const imp of info.imports)
      if (imp.kind === 'dynamic-import' && !imp.external && !/^sf-[a-z]+:/.test(imp.path)) {
        const file = byEntry[imp.path];
        if (!file) throw new Error(`no output for ${imp.path} (imported lazily)`);
        map[imp.path] = [...staticClosure(metafile.outputs, file)].map((f) => `./${posix.relative(outdir, f)}`);
      }
  return map;
}

/** Each of `files` (relative to the loader's folder) → the outputs it imports statically, named the same way. */
export function staticImports(outputs, outdir, files) {
  const named = (file) => `./${posix.relative(outdir, file)}`;
  const imports = {};
  for (const file of files) {
    const info = outputs[posix.join(outdir, file)];
    if (!info) throw new Error(`${file}: not an output of the build`);
    imports[file] = info.imports
      .filter((imp) => imp.kind === 'import-statement' && !imp.external)
      .map((imp) => named(imp.path));
  }
  return imports;
}
