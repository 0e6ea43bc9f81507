// Copies dist/ to a temp folder (other engineers rebuild dist/ while the suite runs) and checks each loader really is the loader.
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FLAVOURS = ['react', 'preact'] as const;
const LOADER_ENTRY = 'shared/loader/storefront.ts';

interface Metafile {
  outputs: Record<string, { entryPoint?: string }>;
}

export function snapshotDist(distDir: string): string {
  const missing = FLAVOURS.map((f) => join(distDir, f, 'storefront.js')).filter((f) => !existsSync(f));
  if (missing.length)
    throw new Error(
      `The browser suite needs the built bundle (missing ${missing.join(', ')}): run \`node build.mjs\` first.`,
    );
  const copy = mkdtempSync(join(tmpdir(), 'sf-e2e-dist-'));
  cpSync(distDir, copy, { recursive: true });
  for (const flavour of FLAVOURS) checkLoader(copy, flavour);
  return copy;
}

/** dist/<flavour>/storefront.js must be a copy of the output of shared/loader/storefront.ts (when build.mjs writes meta.json). */
function checkLoader(dist: string, flavour: string): void {
  const metaPath = join(dist, flavour, 'meta.json');
  if (!existsSync(metaPath)) return;
  const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as Metafile;
  const entry = Object.entries(meta.outputs).find(
    ([file, info]) => info.entryPoint === LOADER_ENTRY && file.endsWith('.js'),
  );
  if (!entry) throw new Error(`dist/${flavour}/meta.json has no output for ${LOADER_ENTRY}`);
  const loaderFile = join(dist, flavour, entry[0].split('/').pop() ?? '');
  const published = readFileSync(join(dist, flavour, 'storefront.js'), 'utf8');
  if (!existsSync(loaderFile) || readFileSync(loaderFile, 'utf8') !== published) {
    const wrong = Object.entries(meta.outputs).find(
      ([, info]) => info.entryPoint && info.entryPoint !== LOADER_ENTRY,
    )?.[1].entryPoint;
    throw new Error(
      `dist/${flavour}/storefront.js is not the loader (${entry[0]}): build.mjs publishLoader() copied another entry output (first entryPoint found: ${wrong}). ` +
        `It must pick the output whose entryPoint is '${LOADER_ENTRY}'.`,
    );
  }
}
