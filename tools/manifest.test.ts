// The manifest tells the truth: every sf-* tag has one, and it lists exactly the data-* attributes the widget reads.
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attributesOf, loadManifests } from './manifest.mjs';

const root = join(import.meta.dirname, '..');
const widgetDirs = readdirSync(join(root, 'widgets'));
const sourceOf = (dir: string) =>
  readdirSync(join(root, 'widgets', dir))
    .filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !['manifest.ts', 'config.ts', 'messages.ts'].includes(f),
    )
    .map((f) => readFileSync(join(root, 'widgets', dir, f), 'utf8'))
    .join('\n');
const tagOf = (dir: string) => {
  try {
    return readFileSync(join(root, 'widgets', dir, 'define.ts'), 'utf8').match(/defineWidget\(\s*'(sf-[a-z-]+)'/)?.[1];
  } catch {
    return undefined;
  }
};
const tagged = widgetDirs.filter((dir) => tagOf(dir));
const manifests = await loadManifests(root);

describe.each(tagged)('widgets/%s', (dir) => {
  const manifest = manifests.find((m) => m.dir === dir);

  it('has a manifest for its tag', () => {
    expect(manifest?.tag).toBe(tagOf(dir));
  });

  it('describes every attribute of its schema', () => {
    for (const field of Object.keys(manifest?.schema ?? {})) {
      expect(manifest?.attributes[field], `${dir}: ${field} has no description`).toMatch(/\S/);
    }
  });

  it('reads every attribute the manifest lists', () => {
    const source = sourceOf(dir);
    for (const field of Object.keys(manifest?.schema ?? {})) {
      expect(source, `${dir}: the manifest lists ${field}, which the widget never reads`).toMatch(
        new RegExp(`\\b${field}\\b`),
      );
    }
  });

  it('reads no data-* attribute of its element outside the manifest', () => {
    const listed = new Set(
      attributesOf(manifest ?? { schema: {}, attributes: {} }).map((a: { name: string }) => a.name),
    );
    const direct = [
      ...sourceOf(dir).matchAll(/(?:container|host|element)\.(?:getAttribute|hasAttribute)\(\s*'(data-[a-z0-9-]+)'/g),
    ].map((m) => m[1]);
    expect(direct.filter((name) => !listed.has(name ?? ''))).toEqual([]);
  });
});

it('gives every tag the theme defaults of shared/ui/base.css', () => {
  const base = readFileSync(join(root, 'shared/ui/base.css'), 'utf8');
  const missing = tagged.map((dir) => tagOf(dir)).filter((tag) => tag && !new RegExp(`\\b${tag}\\b`).test(base));
  expect(missing).toEqual([]);
});
