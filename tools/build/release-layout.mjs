// Lays out a release for hosting: release/<version>/ (immutable, kept forever) and release/v<major>/ (an alias).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findIntegrityMismatch } from './integrity.mjs';

const FLAVOURS = ['preact', 'react'];
const SEMVER = /^(\d+)\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * Copies dist/ (both flavours and the manifests, without the build's meta.json) to release/<version>/, then
 * writes release/v<major>/<flavour>/storefront.js as one import of the versioned loader (so chunks resolve under
 * the immutable path, and a page naming the alias runs the same module as one naming the version) and a copy of
 * storefront.css. Refuses a version already laid out (a published path never changes) and a copy whose files do not
 * match its integrity.json (the values hosts put in their `integrity` attributes; the alias has none: README
 * "Hosting dist/").
 */
export function layOutRelease({ root, version }) {
  const major = SEMVER.exec(version)?.[1];
  if (major === undefined) throw new Error(`release: "${version}" is not a version (x.y.z)`);
  const dist = join(root, 'dist');
  const versioned = join(root, 'release', version);
  if (existsSync(versioned)) throw new Error(`release: ${version} is already laid out in ${versioned}`);
  cpSync(dist, versioned, { recursive: true, filter: (source) => !source.endsWith('meta.json') });
  const mismatched = FLAVOURS.flatMap((f) => findIntegrityMismatch(join(versioned, f)).map((p) => `${f}: ${p}`));
  if (mismatched.length) {
    rmSync(versioned, { recursive: true, force: true });
    throw new Error(`release: the files do not match integrity.json (rebuild):\n- ${mismatched.join('\n- ')}`);
  }
  const alias = join(root, 'release', `v${major}`);
  for (const flavour of FLAVOURS) {
    mkdirSync(join(alias, flavour), { recursive: true });
    writeFileSync(
      join(alias, flavour, 'storefront.js'),
      `// storefront-islands v${major} → ${version} (short-lived: docs/hosting.md)\nimport "../../${version}/${flavour}/storefront.js";\n`,
    );
    writeFileSync(join(alias, flavour, 'storefront.css'), readFileSync(join(dist, flavour, 'storefront.css')));
  }
  return { versioned, alias };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const { versioned, alias } = layOutRelease({ root, version });
  console.log(
    `Release ${version}: ${versioned} (immutable) and ${alias} (alias of the newest ${version.split('.')[0]}.x)`,
  );
}
