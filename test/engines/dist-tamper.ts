// Changes made to a host's own copy of dist/ after the build, as a CDN or anything in front of it might: what the
// loader's integrity check must refuse.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Flavour } from '../browser/support/session.ts';

const FLAVOURS: readonly Flavour[] = ['preact', 'react'];

/** The home family's chunk of a flavour, as integrity.json names it. */
export function homeChunk(distDir: string, flavour: Flavour): string {
  const listed = JSON.parse(readFileSync(join(distDir, flavour, 'integrity.json'), 'utf8')) as Record<string, string>;
  const file = Object.keys(listed).find((f) => /^chunks\/home-[A-Z0-9]+\.js$/.test(f));
  if (!file) throw new Error(`dist/${flavour}/integrity.json lists no chunks/home-*.js`);
  return file;
}

/**
 * Changes one byte of each flavour's home chunk in the host's copy (its first `;` becomes a line break: still
 * valid JavaScript, so only the integrity check can stop it), with its .br and .gz made again from the new bytes.
 */
export function tamperHome(distDir: string): void {
  for (const flavour of FLAVOURS) {
    const path = join(distDir, flavour, homeChunk(distDir, flavour));
    const bytes = readFileSync(path);
    const at = bytes.indexOf(';');
    if (at < 0) throw new Error(`${path} has no ';' to change`);
    const changed = Buffer.from(bytes);
    changed[at] = 0x0a;
    serveInstead(path, changed);
  }
}

/** Writes `bytes` as the file at `path` and as its precompressed copies (demo-host serves those first). */
export function serveInstead(path: string, bytes: Buffer): void {
  writeFileSync(path, bytes);
  writeFileSync(`${path}.gz`, gzipSync(bytes));
  writeFileSync(`${path}.br`, brotliCompressSync(bytes));
}
