// esbuild plugin: compiles every widget's messages.ts to ICU ASTs at build time, so no parser ships.
import { readFile } from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import { transform } from 'esbuild';

/** Records the files it compiled, so the build can prove no catalogue went through uncompiled. */
export function messagesPlugin(compiled = new Set()) {
  return {
    name: 'sf-messages',
    setup(build) {
      build.onLoad({ filter: /[\\/]messages\.ts$/ }, async ({ path }) => {
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
              out[locale][key] = parse(message, { requiresOtherClause: true });
            } catch (error) {
              return { errors: [{ text: `${path}: ${locale}.${key} is not valid ICU: ${error.message}` }] };
            }
          }
        }
        compiled.add(path);
        return { contents: `export default ${JSON.stringify(out)};`, loader: 'js' };
      });
    },
  };
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
