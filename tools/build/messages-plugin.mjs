// esbuild plugin: compiles every messages.ts to ICU ASTs at build time (no parser ships); English stays beside the
// widget, French goes to one lazy module that only French pages load (shared/i18n/french.ts).
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { transform } from 'esbuild';
import { FRENCH_ENTRY } from './chunk-graph.mjs';

/** The French module's namespace and path: the build finds its chunk by that name. */
const [FRENCH, FRENCH_PATH] = FRENCH_ENTRY.split(':');
/** Characters that make a string ICU syntax (shared/i18n/translator.ts formats a string without them as is). */
const ICU_SYNTAX = /[{}'<]/;

/**
 * Records the files it compiled, so the build can prove no catalogue went through uncompiled. `root` is where the
 * catalogues live (shared/ and widgets/); `prelude` goes in front of the French module (the hub imports of
 * tools/build/chunk-plan.mjs).
 */
export function messagesPlugin(compiled = new Set(), root = process.cwd(), prelude = '') {
  return {
    name: 'sf-messages',
    setup(build) {
      const registry = resolve(root, 'shared/i18n/french.ts');
      build.onResolve({ filter: new RegExp(`^${FRENCH}$`) }, () => ({ path: FRENCH_PATH, namespace: FRENCH }));
      build.onLoad({ filter: /[\\/]messages\.ts$/ }, async ({ path }) => {
        const result = await compileFile(path);
        if (result.errors) return { errors: result.errors };
        compiled.add(path);
        const id = catalogId(root, path);
        // `load` brings the French of every catalogue; the loader starts it with the widget on French pages.
        const contents = `export default {id:${JSON.stringify(id)},en:${JSON.stringify(result.out.en)},load:()=>import(${JSON.stringify(FRENCH)})};`;
        return { contents, loader: 'js' };
      });
      build.onLoad({ filter: /.*/, namespace: FRENCH }, async () => {
        const french = {};
        for (const path of catalogueFiles(root)) {
          const result = await compileFile(path);
          if (result.errors) return { errors: result.errors };
          compiled.add(path);
          french[catalogId(root, path)] = result.out.fr;
        }
        const contents = `${prelude}import{registerFrench}from${JSON.stringify(registry)};registerFrench(${JSON.stringify(french)});`;
        return { contents, loader: 'js', resolveDir: root };
      });
    },
  };
}

/** Every catalogue of the project: shared/**\/messages.ts and widgets/**\/messages.ts. */
function catalogueFiles(root) {
  return ['shared', 'widgets']
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true })
        .map(String)
        .filter((f) => /(^|[\\/])messages\.ts$/.test(f))
        .map((f) => join(root, dir, f)),
    )
    .sort();
}

/** A catalogue's key in the French registry: its folder, relative to the project. */
const catalogId = (root, path) =>
  relative(root, path)
    .replaceAll('\\', '/')
    .replace(/\/messages\.ts$/, '');

async function compileFile(path) {
  const source = await readFile(path, 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  const catalog = module.default;
  const errors = checkCatalog(catalog);
  if (errors.length) return { errors: errors.map((text) => ({ text: `${path}: ${text}` })) };
  const out = {};
  for (const [locale, messages] of Object.entries(catalog)) {
    out[locale] = {};
    for (const [key, message] of Object.entries(messages)) {
      try {
        out[locale][key] = compact(parse(message, { requiresOtherClause: true }));
      } catch (error) {
        return { errors: [{ text: `${path}: ${locale}.${key} is not valid ICU: ${error.message}` }] };
      }
    }
  }
  return { out };
}

/** A message that is only text becomes that text (no formatter at run time); any other keeps its AST. */
function compact(ast) {
  if (ast.length === 0) return '';
  if (ast.length === 1 && ast[0].type === 0 && !ICU_SYNTAX.test(ast[0].value)) return ast[0].value;
  return ast;
}

/** Every message in English and French, with the same keys and the same placeholders. */
function checkCatalog(catalog) {
  if (!catalog || typeof catalog !== 'object' || !catalog.en || !catalog.fr)
    return ['needs a default export { en, fr }'];
  const errors = [];
  const keys = (o) => Object.keys(o).sort().join(',');
  if (keys(catalog.en) !== keys(catalog.fr)) errors.push('en and fr do not have the same keys');
  for (const [key, value] of Object.entries(catalog.en)) {
    const other = catalog.fr[key];
    if (typeof value !== 'string' || typeof other !== 'string') errors.push(`${key} must be a string in en and fr`);
    else if (value.trim() === '' || other.trim() === '') errors.push(`${key} is empty`);
  }
  return errors;
}
