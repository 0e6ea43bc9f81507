// Subresource integrity: the sha384 of every file a flavour ships (dist/<flavour>/integrity.json, for hosts) and the
// build check that the list matches the files (docs/hosting.md, docs/integrating.md "Verify what the browser runs").
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

const INTEGRITY_FILE = 'integrity.json';

/** The value of an `integrity` attribute for these bytes. */
export const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * What a host serves from a flavour's folder: .br/.gz are encodings of a listed file, meta.json is the build's own,
 * preload.json/.html are for the layout's authors (tools/build/preload-lines.mjs).
 */
const served = (file) => !/\.(br|gz)$/.test(file) && !/^(meta|integrity|preload(-webkit)?)\.(json|html)$/.test(file);

function filesUnder(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, base) : [relative(base, path).split(sep).join(posix.sep)];
  });
}

/** Path under the flavour's folder → its integrity value, sorted by path. */
export function integrityOf(dir) {
  const files = filesUnder(dir).filter(served).sort();
  return Object.fromEntries(files.map((file) => [file, sri(readFileSync(join(dir, file)))]));
}

export function writeIntegrity(dir) {
  writeFileSync(join(dir, INTEGRITY_FILE), `${JSON.stringify(integrityOf(dir), null, 2)}\n`);
}

/**
 * Each file whose bytes differ from the list, or that the list leaves out, and each chunk whose hash in the loader
 * (`carried`: path relative to the loader → value) differs from the file shipped (an empty list when all agree).
 */
export function findIntegrityMismatch(dir, carried = {}) {
  const listed = join(dir, INTEGRITY_FILE);
  if (!existsSync(listed)) return [`${listed} is missing`];
  const recorded = JSON.parse(readFileSync(listed, 'utf8'));
  const problems = [];
  for (const [file, value] of Object.entries(integrityOf(dir)))
    if (!(file in recorded)) problems.push(`${file}: not in ${listed}`);
    else if (recorded[file] !== value) problems.push(`${file}: ${value} does not match ${listed} (${recorded[file]})`);
  for (const file of Object.keys(recorded))
    if (!existsSync(join(dir, file))) problems.push(`${file}: listed in ${listed} but not shipped`);
  for (const [file, value] of Object.entries(carried)) {
    const path = posix.normalize(file);
    if (recorded[path] !== value)
      problems.push(`${path}: the loader checks it against ${value}, the file shipped is ${recorded[path]}`);
  }
  return problems;
}
