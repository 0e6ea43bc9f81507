// A family whose code lives in a hub (the page chrome in `ui`: tools/build/chunk-plan.mjs HUB_FAMILIES) gets from esbuild a
// chunk of its own that only re-exports the hub's bindings. Every page would fetch and check that file for nothing:
// its keys load the hub chunk directly, by the names the hub exports them under (bench/JOURNAL.md "One file less").
import { readFileSync, rmSync } from 'node:fs';
import { join, posix } from 'node:path';

const SOURCE_MAP_LINE = /\n\/\/# sourceMappingURL=[^\n]*\n?$/;
const IMPORT = /^import(?:\{([^}]*)\}from)?"(\.\/[^"]+)";/;
const EXPORT = /^export\{([^}]*)\};$/;

/** `a as b` / `a` pairs of an import or export clause: [name used here, name on the other side]. */
const bindings = (clause) =>
  clause
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [inner, outer = inner] = pair.trim().split(/\s+as\s+/);
      return [inner, outer];
    });

/**
 * The chunk's code when it is nothing but imports and one export clause whose every binding comes from one chunk:
 * `{ from, names }`, where `from` is that chunk (as the code names it) and `names` maps each export to the name it
 * has there. Anything else (code of its own, bindings from two chunks, a default export) gives null: it stays a file.
 */
export function readFacade(code) {
  let rest = code.replace(SOURCE_MAP_LINE, '').trim();
  const imported = new Map();
  for (let match = IMPORT.exec(rest); match; match = IMPORT.exec(rest)) {
    for (const [theirs, local] of bindings(match[1] ?? '')) imported.set(local, { from: match[2], name: theirs });
    rest = rest.slice(match[0].length);
  }
  const exported = EXPORT.exec(rest);
  if (!exported) return null;
  const names = {};
  const sources = new Set();
  for (const [local, name] of bindings(exported[1])) {
    const binding = imported.get(local);
    if (!binding) return null;
    sources.add(binding.from);
    names[name] = binding.name;
  }
  if (sources.size !== 1) return null;
  return { from: [...sources][0], names };
}

/**
 * Folds every family chunk of `metafile` (outputs keyed relative to `root`) that is a facade: its file and source map
 * are deleted and leave the metafile, and the chunk it re-exports takes its entry points. Returns family name →
 * `{ file, names }`: the output that now holds the family (relative to `root`) and each define export's name there.
 */
export function foldFacades(root, metafile) {
  const folded = {};
  for (const [file, info] of Object.entries(metafile.outputs)) {
    const family = info.entryPoint?.startsWith('sf-family:') ? info.entryPoint.slice('sf-family:'.length) : null;
    if (!family || !file.endsWith('.js')) continue;
    const facade = readFacade(readFileSync(join(root, file), 'utf8'));
    if (!facade) continue;
    const target = posix.join(posix.dirname(file), facade.from);
    const holder = metafile.outputs[target];
    if (!holder) throw new Error(`${file} re-exports ${facade.from}, which the build did not write`);
    // Another entry's own chunk keeps its name: the family stays a file of its own.
    if (holder.entryPoint) continue;
    holder.entryPoint = info.entryPoint;
    for (const gone of [file, `${file}.map`]) {
      rmSync(join(root, gone), { force: true });
      delete metafile.outputs[gone];
    }
    folded[family] = { file: target, names: facade.names };
  }
  return folded;
}
