// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { MANIFESTS } from './manifests.ts';

it('imports every widgets/*/manifest.ts, so a new widget cannot go unchecked', () => {
  const root = join(import.meta.dirname, '..', '..', 'widgets');
  const folders = readdirSync(root).filter((d) => existsSync(join(root, d, 'manifest.ts')));
  expect(Object.keys(MANIFESTS).sort()).toEqual(folders.sort());
});
