// @vitest-environment node
// The Node the README promises is the one package.json's engines asks for: older Nodes forward cookies on
// cross-origin redirects, so the line must not drift below it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };

it('cli/check/README.md names the Node of package.json engines', () => {
  const readme = readFileSync(join(import.meta.dirname, 'README.md'), 'utf8');
  const engines = /^>=\s*(\d+)$/.exec(pkg.engines.node)?.[1];
  const promised = [...readme.matchAll(/Node (\d+) or later/g)].map((m) => m[1]);
  expect(engines).toBeDefined();
  expect(promised.length).toBeGreaterThan(0);
  expect(new Set(promised)).toEqual(new Set([engines]));
});
