// The token table in docs/theming.md is what the stylesheets and manifests say; every documented token exists.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadManifests } from '../build/manifest.mjs';
import { cellsOf } from './markdown-table.mjs';
import { readTokens, tableInDoc, tokenTable } from './theme-tokens.mjs';

const root = join(import.meta.dirname, '..', '..');

it('docs/theming.md lists every --sf-* token with its default (run `node tools/docs/theme-tokens.mjs --write` if not)', async () => {
  const { table } = tableInDoc(readFileSync(join(root, 'docs/theming.md'), 'utf8'));
  expect(cellsOf(table)).toEqual(cellsOf(await tokenTable(root)));
});

it('every token a manifest documents is used by a stylesheet, with the default the stylesheet gives it', async () => {
  const tokens = readTokens(root);
  const problems: string[] = [];
  for (const m of await loadManifests(root))
    for (const p of m.cssProperties ?? []) {
      const t = tokens.get(p.name);
      if (!t) problems.push(`${m.dir}: ${p.name} is used by no stylesheet`);
      else if (p.default !== undefined && p.default !== (t.declared ?? t.fallback))
        problems.push(`${m.dir}: ${p.name} documented as ${p.default}, stylesheet says ${t.declared ?? t.fallback}`);
    }
  expect(problems).toEqual([]);
});

it('every token has a description (a manifest entry or a comment on its declaration)', async () => {
  const table = await tokenTable(root);
  const undocumented = table
    .split('\n')
    .slice(2)
    .filter((row) => row.split('|')[3]?.trim() === '');
  expect(undocumented).toEqual([]);
});
