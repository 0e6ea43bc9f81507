// The bench reaches the TypeScript it measures with through one door the import gate sees (bench/gateway.ts): the
// plain-Node scripts load it in bench/gateway.mjs, the one tsImport of the bench; any other would be an arrow no gate
// follows (.dependency-cruiser.cjs, bench-through-its-gateway).
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const sources = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.(mjs|ts)$/.test(file) && !/\.test\.(mjs|ts)$/.test(file),
);

it('loads TypeScript at run time in bench/gateway.mjs only, and only the gateway', () => {
  const loading = sources.filter((file) => /\btsImport\s*\(/.test(readFileSync(join(here, file), 'utf8')));
  expect(loading).toEqual(['gateway.mjs']);
  expect(readFileSync(join(here, 'gateway.mjs'), 'utf8')).toMatch(/tsImport\(\s*'\.\/gateway\.ts'/);
});

it('imports no TypeScript of another room by a computed path', () => {
  const computed = sources.filter((file) => /import\(\s*[^'"\s)]/.test(readFileSync(join(here, file), 'utf8')));
  expect(computed).toEqual([]);
});
