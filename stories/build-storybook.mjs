// The test command's Storybook gate: builds the static Storybook, then checks it has a Docs page per tag and behaviour.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadManifests } from '../tools/build/manifest.mjs';
import { missingDocs, missingGuides } from './storybook-index.mjs';

const root = join(import.meta.dirname, '..');
const build = spawnSync('npm', ['run', '--silent', 'build-storybook'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const manifests = await loadManifests(root);
const index = JSON.parse(readFileSync(join(root, 'storybook-static', 'index.json'), 'utf8'));
const missing = missingDocs(index, manifests);
if (missing.length > 0) {
  console.error(`Storybook: no Docs page for ${missing.join(', ')} (storybook-static/index.json)`);
  process.exit(1);
}
const guides = readdirSync(join(root, 'docs')).filter((file) => file.endsWith('.md'));
const unlisted = missingGuides(index, guides);
if (unlisted.length > 0) {
  console.error(`Storybook: no Guides page for docs/${unlisted.join(', docs/')} (add it to stories/guides/)`);
  process.exit(1);
}
console.log(
  `Storybook: a Docs page for each of the ${manifests.length} tags and behaviours, and for each of the ${guides.length} guides.`,
);
