// The public surface under change control: tags, attributes, events, CSS custom properties and legacy endpoints,
// compared with the last release's record (api/surface.json). `npm run api:check`; `npm run api:record` at a release.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadManifests } from './manifest.mjs';
import { importTs } from './ts-module.mjs';

const RECORD = 'api/surface.json';

/** An enum's members from its type text (`'grid' | 'list'`), or null for any other type. */
const enumMembers = (typeText) => {
  const parts = typeText.split('|').map((p) => p.trim());
  return parts.every((p) => /^'[^']*'$/.test(p)) ? parts : null;
};

/** What page authors, page scripts and the legacy server rely on, keyed so two versions compare item by item. */
export function surfaceOf(manifests, endpoints, version) {
  const items = {};
  for (const m of manifests) {
    const owner = m.kind === 'tag' ? m.tag : `behaviour ${m.name}`;
    items[m.kind === 'tag' ? `tag ${m.tag}` : owner] = { selector: m.selector ?? m.tag };
    // An attribute is known by its owner and name; the element it goes on (prose) only tells apart two of one name.
    const names = m.attributeDocs.map((a) => a.name);
    for (const a of m.attributeDocs) {
      const value = { type: a.typeText, ...(a.default !== undefined ? { default: String(a.default) } : {}) };
      items[`attribute ${owner} ${a.name}${names.indexOf(a.name) !== names.lastIndexOf(a.name) ? ` on ${a.on}` : ''}`] =
        value;
      // A renamed attribute's old name is still read: it stays part of the surface, marked with its new name.
      for (const old of a.renamedFrom ?? []) items[`attribute ${owner} ${old}`] = { ...value, renamedTo: a.name };
    }
    for (const e of m.events ?? []) items[`event ${e.name} from ${owner}`] = { detail: e.detail };
    for (const p of m.cssProperties ?? [])
      items[`css ${owner} ${p.name}`] = p.default !== undefined ? { default: p.default } : {};
  }
  for (const [name, e] of Object.entries(endpoints))
    items[`endpoint ${name}`] = { path: e.path, method: e.method, body: e.body, reply: e.reply };
  return { version, items: Object.fromEntries(Object.entries(items).sort(([a], [b]) => a.localeCompare(b))) };
}

/** Whether `after` accepts less than `before` for the same item: a removed enum member or another type. */
function narrowed(before, after) {
  if (before.type === undefined || before.type === after.type) return null;
  const was = enumMembers(before.type);
  const now = enumMembers(after.type);
  if (was && now) {
    const gone = was.filter((v) => !now.includes(v));
    return gone.length ? `no longer accepts ${gone.join(', ')}` : null;
  }
  return `type ${before.type} → ${after.type}`;
}

/** The changes from one record to another, in Keep a Changelog's sections; `breaking` lists what fails a minor. */
export function compareSurfaces(before, after) {
  const changes = { added: [], changed: [], deprecated: [], removed: [], breaking: [] };
  for (const [key, was] of Object.entries(before.items)) {
    const now = after.items[key];
    if (!now) {
      changes.removed.push(key);
      changes.breaking.push(`removed: ${key}`);
      continue;
    }
    const narrowing = narrowed(was, now);
    if (narrowing) changes.breaking.push(`narrowed: ${key}: ${narrowing}`);
    for (const field of ['path', 'method', 'body', 'reply', 'detail', 'selector'])
      if (was[field] !== now[field]) changes.breaking.push(`changed: ${key}: ${field} ${was[field]} → ${now[field]}`);
    if (now.renamedTo && was.renamedTo !== now.renamedTo) changes.deprecated.push(`${key}: renamed ${now.renamedTo}`);
    const moved = Object.keys({ ...was, ...now }).filter(
      (f) => f !== 'renamedTo' && JSON.stringify(was[f]) !== JSON.stringify(now[f]),
    );
    if (moved.length)
      changes.changed.push(
        `${key}: ${moved.map((f) => `${f} ${was[f] ?? '(none)'} → ${now[f] ?? '(none)'}`).join('; ')}`,
      );
  }
  for (const [key, now] of Object.entries(after.items)) {
    if (key in before.items) continue;
    if (now.renamedTo) changes.deprecated.push(`${key}: renamed ${now.renamedTo}`);
    else changes.added.push(key);
  }
  return changes;
}

const major = (version) => Number(version.split('.')[0]);

/** The check: breaking changes fail unless the major version went up. Returns the lines to print and the verdict. */
export function checkSurface(before, after) {
  const changes = compareSurfaces(before, after);
  const allowed = major(after.version) > major(before.version);
  const ok = changes.breaking.length === 0 || allowed;
  return { ok, changes, allowed };
}

/** A draft for CHANGELOG.md's Unreleased section (Keep a Changelog). */
export function changelogDraft(changes) {
  const section = (title, lines) => (lines.length ? [`### ${title}`, ...lines.map((l) => `- ${l}`), ''] : []);
  return [
    ...section('Added', changes.added),
    ...section('Changed', changes.changed),
    ...section('Deprecated', changes.deprecated),
    ...section('Removed', changes.removed),
  ].join('\n');
}

async function currentSurface(root) {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const { ENDPOINTS } = await importTs(join(root, 'shared/legacy/endpoints.ts'));
  return surfaceOf(await loadManifests(root), ENDPOINTS, version);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const now = await currentSurface(root);
  if (process.argv[2] === 'record') {
    writeFileSync(join(root, RECORD), `${JSON.stringify(now, null, 2)}\n`);
    console.log(`${RECORD}: ${Object.keys(now.items).length} items of ${now.version} recorded.`);
  } else {
    const before = JSON.parse(readFileSync(join(root, RECORD), 'utf8'));
    const { ok, changes, allowed } = checkSurface(before, now);
    const draft = changelogDraft(changes);
    console.log(
      `Public surface ${before.version} (${RECORD}) → ${now.version}: ${Object.keys(now.items).length} items.`,
    );
    if (draft) console.log(`\nDraft for CHANGELOG.md (Unreleased):\n\n${draft}`);
    if (changes.breaking.length)
      console[ok ? 'log' : 'error'](
        `\n${allowed ? 'Breaking changes (allowed: the major version went up)' : 'Breaking changes in a minor or patch release'}:\n- ${changes.breaking.join('\n- ')}` +
          (allowed ? '' : '\nKeep the old name working, or raise the major version in package.json.'),
      );
    if (!ok) process.exit(1);
  }
}
