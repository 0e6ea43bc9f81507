// What the page's loader says of the copy of the bundle that runs: its release, and where its chunks are.
import { bundleChunks, bundleRelease } from './loader-claim.ts';

const LOADER_CLAIM = Symbol.for('storefront-islands.loader');
const scope = (claim: unknown) => ({ [LOADER_CLAIM]: claim });

it('names the release as version and flavour', () => {
  expect(bundleRelease(scope({ version: '0.1.0', flavour: 'preact', url: '/dist/preact/storefront.js' }))).toBe(
    '0.1.0 preact',
  );
});

it('names no release without a claim or with a partial one', () => {
  expect(bundleRelease({})).toBeUndefined();
  expect(bundleRelease(scope({ version: '0.1.0' }))).toBeUndefined();
  expect(bundleRelease(scope('0.1.0 preact'))).toBeUndefined();
});

it('finds the chunks in the folder beside the loader', () => {
  const claim = scope({ version: '0.1.0', flavour: 'preact', url: '/dist/preact/storefront.js' });
  expect(bundleChunks(claim, 'https://shop.example/p/1')).toBe('https://shop.example/dist/preact/chunks/');
  const cdn = scope({ version: '0.1.0', flavour: 'react', url: 'https://cdn.example/si/v0/react/storefront.js?x=1' });
  expect(bundleChunks(cdn, 'https://shop.example/')).toBe('https://cdn.example/si/v0/react/chunks/');
});

it('finds no chunks without a claim or with an address that is not one', () => {
  expect(bundleChunks({}, 'https://shop.example/')).toBeUndefined();
  expect(bundleChunks(scope({ version: '0.1.0', flavour: 'preact', url: 'http://[' }), 'https://shop.example/')).toBe(
    undefined,
  );
});
