// The package check refuses an unexpected file (a test, a source, build output) and a missing required one.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packProblems, widgetReadmes } from './pack-check.mjs';

const root = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const readmes: string[] = widgetReadmes(root);
/** What a right tarball holds: the files package.json points at, a chunk with its map and copies, every README. */
const complete = [
  'package.json',
  'README.md',
  ...readmes,
  ...['react', 'preact'].flatMap((f) => [
    `dist/${f}/storefront.js`,
    `dist/${f}/storefront.js.map`,
    `dist/${f}/storefront.js.br`,
    `dist/${f}/storefront.css`,
    `dist/${f}/integrity.json`,
    `dist/${f}/preload.html`,
    `dist/${f}/preload.json`,
    `dist/${f}/chunks/chunk-4EFRPDIG.js`,
    `dist/${f}/chunks/chunk-4EFRPDIG.js.gz`,
  ]),
  'dist/custom-elements.json',
  'dist/vscode.html-custom-data.json',
  'dist/web-types.json',
  'dist/types/index.d.ts',
  'dist/types/react.d.ts',
  'dist/types/preact.d.ts',
  'dist/check/cli.mjs',
];

it('accepts the complete list', () => {
  expect(packProblems(complete, pkg, readmes)).toEqual([]);
});

it.each([
  'widgets/header/header.test.ts',
  'widgets/header/define.ts',
  'shared/loader/storefront.ts',
  'demo-host/server.ts',
  'dist/preact/meta.json',
  'dist/sizes.json',
  // A stale file of releases that wrote the lines per engine: one set holds in every engine now.
  'dist/react/preload-webkit.html',
  'test/run-all.mjs',
  'dist/check/cli.ts',
  'cli/check/cli.ts',
])('refuses %s', (planted) => {
  expect(packProblems([...complete, planted], pkg, readmes)).toEqual([`unexpected in the package: ${planted}`]);
});

it.each([
  'dist/react/storefront.js',
  'dist/preact/storefront.css',
  'dist/react/integrity.json',
  'dist/preact/preload.html',
  'dist/react/preload.html',
  'dist/react/preload.json',
  'dist/custom-elements.json',
  'dist/types/react.d.ts',
  'dist/check/cli.mjs',
  'widgets/listing/README.md',
])('misses %s', (left) => {
  expect(
    packProblems(
      complete.filter((p) => p !== left),
      pkg,
      readmes,
    ),
  ).toEqual([`missing from the package: ${left}`]);
});

it('knows every widget README', () => {
  expect(readmes).toContain('widgets/header/README.md');
  expect(readmes.length).toBeGreaterThanOrEqual(20);
});
