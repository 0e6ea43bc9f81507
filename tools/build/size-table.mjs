// Size table of a build from esbuild's metafile: minified, gzip and brotli bytes per output file.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The sizes of one content, by its hash: the figures measure a shared chunk once per widget, page and closure that
 * holds it, and brotli at quality 11 is most of the size gate's minute.
 */
const measured = new Map();

export function measure(file) {
  const bytes = readFileSync(file);
  const key = createHash('sha256').update(bytes).digest('hex');
  let sizes = measured.get(key);
  if (!sizes) {
    sizes = {
      min: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    measured.set(key, sizes);
  }
  return { ...sizes };
}

/** One row per JS/CSS output, labelled by the source that produced it. */
export function sizeRows(metafile, root) {
  return Object.entries(metafile.outputs)
    .filter(([file]) => /\.(js|css)$/.test(file))
    .map(([file, info]) => ({
      file: file.replace(/^dist\/[^/]+\//, ''),
      source: info.entryPoint ?? (file.endsWith('.css') ? 'css' : 'shared chunk'),
      ...measure(join(root, file)),
    }));
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function printTable(flavour, rows) {
  const total = rows
    .filter((r) => r.file.endsWith('.js'))
    .reduce((t, r) => ({ min: t.min + r.min, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), {
      min: 0,
      gzip: 0,
      brotli: 0,
    });
  const lines = [
    `\n${flavour}`,
    `${'file'.padEnd(44)} ${'source'.padEnd(40)} ${'min'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`,
  ];
  for (const r of [...rows].sort((a, b) => b.gzip - a.gzip)) {
    lines.push(
      `${r.file.padEnd(44)} ${String(r.source).slice(-40).padEnd(40)} ${kb(r.min).padStart(9)} ${kb(r.gzip).padStart(9)} ${kb(r.brotli).padStart(9)}`,
    );
  }
  lines.push(
    `${'all JavaScript'.padEnd(85)} ${kb(total.min).padStart(9)} ${kb(total.gzip).padStart(9)} ${kb(total.brotli).padStart(9)}`,
  );
  console.log(lines.join('\n'));
  return total;
}
