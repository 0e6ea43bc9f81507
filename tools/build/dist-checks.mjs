// Checks run on every build: no eval or new Function in the output (strict CSP), no uncompiled catalogue.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { outputsByEntry, staticClosure } from './chunk-graph.mjs';
import { LAZY_IMPORT, UI_LIBRARY } from './chunk-plan.mjs';

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function findEval(dir) {
  const problems = [];
  for (const file of filesUnder(dir).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of [/\beval\(/, /new Function\b/, /\bFunction\(\s*["'`]/]) {
      const match = text.match(pattern);
      if (match) problems.push(`${file}: contains ${match[0]}`);
    }
  }
  return problems;
}

/** Every messages.ts that went into the bundle must have been compiled by the messages plugin. */
export function findUncompiled(metafile, compiled, cwd) {
  return Object.keys(metafile.inputs)
    .filter((input) => /(^|\/)messages\.ts$/.test(input))
    .filter((input) => !compiled.has(join(cwd, input)))
    .map((input) => `${input}: bundled without being compiled to an ICU AST`);
}

/**
 * Behaviours that render no UI: neither they nor anything they import statically may hold the UI library. Preview
 * mode is not one of them: it runs beside the chrome and shares its chunks (tools/build/chunk-plan.mjs, BESIDE_CHROME).
 */
const NON_UI_BEHAVIOURS = ['form-rules', 'page-helpers', 'tracking', 'review-box'];

export function findUiInBehaviours(metafile) {
  const byEntry = outputsByEntry(metafile.outputs);
  const problems = [];
  for (const name of NON_UI_BEHAVIOURS) {
    const entry = Object.keys(byEntry).find((e) => e.startsWith(`widgets/${name}/define.`));
    if (!entry) continue;
    for (const file of staticClosure(metafile.outputs, byEntry[entry])) {
      const ui = Object.keys(metafile.outputs[file].inputs).find((input) => UI_LIBRARY.test(input));
      if (ui)
        problems.push(`${name} loads ${file}, which holds ${ui}: behaviours without UI must not pull the UI library`);
    }
  }
  return problems;
}

/**
 * Every module of the sources that imports another lazily goes through lazyImport (the build's wrapper: the loader
 * checks that chunk before it runs). A dynamic import the wrapper did not see (a computed path) would load a chunk
 * unchecked.
 */
export function findUncheckedLazyImports(metafile) {
  const problems = [];
  for (const [input, info] of Object.entries(metafile.inputs)) {
    if (input.includes('node_modules/') || input === LAZY_IMPORT) continue;
    const lazy = info.imports.filter((imp) => imp.kind === 'dynamic-import' && !/^sf-[a-z]+:/.test(imp.path));
    if (lazy.length && !info.imports.some((imp) => imp.path === LAZY_IMPORT))
      problems.push(`${input} imports ${lazy.map((i) => i.path).join(', ')} lazily without lazyImport: unchecked`);
  }
  return problems;
}

/** A wrapped lazy import as the minified output keeps it: `<wrapper>("<part's name>",()=>import(`. */
const WRAPPED_PART = /"([^"\\]+)",\s*\(\)\s*=>\s*import\(/g;

/**
 * Every lazy part named in the output (`outputs`: file → its text) is a key of the loader's table (`parts`): the
 * loader refuses a name it does not know (shared/loader/lazy-import.ts), so a name the build spelt otherwise than the
 * table (a specifier without its extension, an index import) would be a part that never loads.
 */
export function findUnknownLazyParts(outputs, parts) {
  const known = new Set(parts);
  const problems = [];
  let seen = 0;
  for (const [file, text] of Object.entries(outputs))
    for (const [, name] of text.matchAll(WRAPPED_PART)) {
      seen += 1;
      if (!known.has(name))
        problems.push(`${file}: the lazy part "${name}" is not in the loader’s table of lazy parts`);
    }
  if (seen === 0 && known.size > 0)
    problems.push(
      `no wrapped lazy import found in the output, though the loader’s table has ${known.size} parts: the check cannot see them`,
    );
  return problems;
}

/** The text of every .js file under `dir`, by path. */
export const scriptsUnder = (dir) =>
  Object.fromEntries(
    filesUnder(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, readFileSync(f, 'utf8')]),
  );
