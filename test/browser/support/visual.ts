// Compares a screenshot with its committed baseline (pixelmatch); SF_UPDATE_BASELINES=1 writes the baseline instead.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const BASELINES = resolve(import.meta.dirname, '../baselines');
const DIFFS = resolve(import.meta.dirname, '../../../test-results/visual');

/** Colour distance under which two pixels count as the same (pixelmatch's scale, 0–1): anti-aliasing noise. */
const PIXEL_THRESHOLD = 0.1;
/** Share of differing pixels tolerated: a moved box, a new colour or a changed text all exceed it. */
export const MAX_DIFF_RATIO = 0.002;

export const updating = (): boolean => process.env.SF_UPDATE_BASELINES === '1';

export interface Comparison {
  /** Share of pixels that differ (0 when the baseline was just written). */
  ratio: number;
  /** Where the highlighted difference was written, if any. */
  diffPath?: string;
  written?: boolean;
}

/** Compares the PNG bytes with baselines/<name>.png (or writes it when updating); the diff goes to test-results. */
export function compareWithBaseline(name: string, png: Buffer, label = name): Comparison {
  const baselinePath = join(BASELINES, `${name}.png`);
  if (updating()) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(baselinePath, png);
    return { ratio: 0, written: true };
  }
  if (!existsSync(baselinePath))
    throw new Error(`No baseline for "${name}": run the visual suite with SF_UPDATE_BASELINES=1 and review the image`);
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(readFileSync(baselinePath));
  if (actual.width !== expected.width || actual.height !== expected.height)
    return { ratio: 1, diffPath: saveActual(label, png) };
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = differing / (actual.width * actual.height);
  if (ratio <= MAX_DIFF_RATIO) return { ratio };
  mkdirSync(DIFFS, { recursive: true });
  const diffPath = join(DIFFS, `${label}-diff.png`);
  writeFileSync(diffPath, PNG.sync.write(diff));
  saveActual(label, png);
  return { ratio, diffPath };
}

function saveActual(label: string, png: Buffer): string {
  mkdirSync(DIFFS, { recursive: true });
  const path = join(DIFFS, `${label}-actual.png`);
  writeFileSync(path, png);
  return path;
}
