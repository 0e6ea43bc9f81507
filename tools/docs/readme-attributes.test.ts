// Each widget README's attribute table is the one its manifest generates, so an attribute added without docs fails here.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadManifests } from '../build/manifest.mjs';
import { cellsOf } from './markdown-table.mjs';
import { attributeTable, generatedTableIn } from './readme-attributes.mjs';

interface Loaded {
  dir: string;
  docs: string;
  attributeDocs: { name: string }[];
}

const root = join(import.meta.dirname, '..', '..');
const manifests: Loaded[] = await loadManifests(root);
const readmeOf = (m: Loaded) => readFileSync(join(root, m.docs), 'utf8');
/** A table compares by its cells (the formatter pads them), the sentence a manifest without attributes gets by text. */
const comparable = (text: string) => (text.startsWith('|') ? cellsOf(text) : text);

it('finds the manifests and their READMEs', () => {
  expect(manifests.length).toBeGreaterThan(0);
  for (const m of manifests) expect(m.docs).toBe(`widgets/${m.dir}/README.md`);
});

describe.each(manifests.map((m) => [m.dir, m] as const))('widgets/%s/README.md', (dir, manifest) => {
  it('names every attribute its manifest lists', () => {
    const readme = readmeOf(manifest);
    const missing = manifest.attributeDocs.map((a) => a.name).filter((name) => !readme.includes(`\`${name}\``));
    expect(missing, `${dir}: attributes the README does not name`).toEqual([]);
  });
});

describe.each(manifests.map((m) => [m.dir, m] as const))('widgets/%s/README.md', (dir, manifest) => {
  it('holds the attribute table its manifest generates (run `node tools/docs/readme-attributes.mjs --write` if not)', () => {
    const table = generatedTableIn(readmeOf(manifest));
    expect(table, `${dir}: no generated attribute table markers`).toBeDefined();
    expect(comparable(table ?? '')).toEqual(comparable(attributeTable(manifest)));
  });
});
