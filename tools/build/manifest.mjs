// Loads every widgets/*/manifest.ts (sf-* tags and delegated behaviours) for custom-elements.json and the editor data.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { importTs } from './ts-module.mjs';

export { vscodeData, webTypes } from './manifest-editors.mjs';
export { customElementsJson } from './manifest-elements.mjs';
export { hostTypes } from './manifest-types.mjs';

/**
 * Each manifest with its folder, its kind ('tag' or 'behaviour') and its attributes as attributeDocs, described by
 * shared/manifest-attributes.ts: the same mapping the Storybook controls use, so names and defaults cannot drift.
 */
export async function loadManifests(root) {
  const { attributesOf, eventsOf } = await importTs(join(root, 'shared/manifest-attributes.ts'));
  const dirs = readdirSync(join(root, 'widgets')).filter((d) => existsSync(join(root, 'widgets', d, 'manifest.ts')));
  const manifests = [];
  for (const dir of dirs.sort()) {
    const manifest = (await importTs(join(root, 'widgets', dir, 'manifest.ts'))).default;
    const kind = 'tag' in manifest ? 'tag' : 'behaviour';
    manifests.push({ dir, kind, ...manifest, attributeDocs: attributesOf(manifest), events: eventsOf(manifest) });
  }
  return manifests;
}

/** The build's one-line account of what the manifest describes. */
export function manifestSummary(manifests) {
  const tags = manifests.filter((m) => m.kind === 'tag');
  const behaviours = manifests.filter((m) => m.kind === 'behaviour');
  const count = (list) => list.reduce((n, m) => n + m.attributeDocs.length, 0);
  const events = manifests.reduce((n, m) => n + (m.events ?? []).length, 0);
  return (
    `Manifest: ${tags.length} tags, ${count(tags)} attributes, ${behaviours.length} behaviours, ` +
    `${count(behaviours)} behaviour attributes, ${events} events (dist/custom-elements.json, editor data).`
  );
}
