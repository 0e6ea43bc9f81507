// @vitest-environment node
import { build } from 'esbuild';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build module without types.
import { registrySource } from '../../tools/build/chunk-plan.mjs';
import { bundleIdentity, checkBundle } from './bundle.ts';

/** The loader's registry module as the build generates it, bundled and minified as storefront.js ships it. */
async function shippedLoader(version: string): Promise<string> {
  const out = await build({
    stdin: { contents: `import { bundle } from './registry';\nglobalThis.copy = bundle;`, resolveDir: '/' },
    plugins: [
      {
        name: 'registry',
        setup: (b) => {
          b.onResolve({ filter: /registry/ }, () => ({ path: 'registry', namespace: 'r' }));
          b.onLoad({ filter: /.*/, namespace: 'r' }, () => ({
            contents: registrySource([], { flavour: 'react', version }),
            loader: 'js',
          }));
        },
      },
    ],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
  });
  return out.outputFiles[0]?.text ?? '';
}

it('reads the release from the loader as the build writes and minifies it', async () => {
  expect(bundleIdentity(await shippedLoader('2.3.4-rc.1'))).toEqual({ flavour: 'react', version: '2.3.4-rc.1' });
  expect(bundleIdentity('export const bundle = { "flavour": "preact", "version": "1.0.0" };')).toEqual({
    flavour: 'preact',
    version: '1.0.0',
  });
});

it('warns about another release, or a file that is not the loader, on the script’s src', async () => {
  const loader = { src: '/dist/react/storefront.js', line: 3, column: 40 };
  const read = async () => shippedLoader('0.0.9');
  const stale = await checkBundle(loader, 'https://shop.example/cart', '0.1.0', read, 'en');
  expect(stale).toMatchObject({ rule: 'stale-bundle', severity: 'warning', line: 3, column: 40 });
  expect(stale?.message).toBe('The page loads storefront.js 0.0.9 (react); this checker is from 0.1.0.');
  expect(await checkBundle(loader, 'https://shop.example/', '0.0.9', read, 'en')).toBeNull();
  const html = await checkBundle(loader, 'https://shop.example/', '0.1.0', async () => '<!doctype html>', 'fr');
  expect(html).toMatchObject({ rule: 'bundle-unreadable' });
  expect(html?.message).toContain('https://shop.example/dist/react/storefront.js');
});
