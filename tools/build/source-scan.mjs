// Reads widget sources as text for tools/build/manifest.test.ts: which attributes a behaviour reads, which events it raises.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SKIPPED = new Set(['manifest.ts', 'config.ts', 'messages.ts']);
const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The folder's code and styles (tests, manifest, config and messages aside), plus the local modules it imports. */
export function behaviourSource(root, dir) {
  const folder = join(root, 'widgets', dir);
  // The folder and its feature sub-folders (page/, send/…).
  const own = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(tsx?|css)$/.test(f) && !/\.test\.tsx?$/.test(f) && !SKIPPED.has(f))
    .map((f) => join(folder, f));
  // A behaviour may read through a helper it imports (review-box uses page-helpers' counter): one level is enough.
  const imported = own.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+\.tsx?)'/g)]
      .map((m) => resolve(dirname(file), m[1]))
      .filter((path) => existsSync(path) && !path.startsWith(folder)),
  );
  return [...new Set([...own, ...imported])].map((file) => stripComments(readFileSync(file, 'utf8'))).join('\n');
}

/**
 * Whether the source reads the attribute: its name in a string or an attribute selector, its dataset property, or a
 * template literal that builds it (data-val-${rule}-${param}, iscustom${provider}): anchored by a literal start, and
 * each piece filled in must itself be a string of the source ('zip', 'country'), so an invented name does not pass.
 */
export function readsAttribute(source, name) {
  const quoted = new RegExp(`(['"\`][^'"\`\\n]*|\\[)(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`);
  if (quoted.test(source)) return true;
  if (name.startsWith('data-')) {
    const property = name.slice(5).replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
    if (new RegExp(`\\bdataset(\\.${property}\\b|\\[['"]${property}['"]\\])`).test(source)) return true;
  }
  return [...source.matchAll(/`([^`]*\$\{[^`]*)`/g)].some(([, template]) => {
    const parts = template.split(/\$\{[^}]*\}/);
    if ((parts[0] ?? '').length < 4) return false;
    const pieces = new RegExp(`^${parts.map(escapeRegExp).join('([a-z0-9-]+)')}$`).exec(name)?.slice(1);
    return pieces?.every((piece) => new RegExp(`['"]${escapeRegExp(piece)}['"]`).test(source)) === true;
  });
}

/** sf: event names on the lines that dispatch events (emitSfEvent or new CustomEvent). */
export function raisedEvents(source) {
  const lines = source.split('\n').filter((line) => /emitSfEvent\(|emitProductsAdded\(|new CustomEvent\(/.test(line));
  return [...new Set(lines.flatMap((line) => [...line.matchAll(/'(sf:[a-z-]+)'/g)].map((m) => m[1])))].sort();
}
