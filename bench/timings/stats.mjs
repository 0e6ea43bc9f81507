// Medians of samples, the only statistic the tables report (the machine is shared, so no means), and how far a
// ratio of two medians could move with other loads.
export const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** The median of one field over samples; a sample that lacks the field counts as missing, not as an error. */
export const pick = (samples, fn) =>
  median(
    samples.map((s) => {
      try {
        return fn(s);
      } catch {
        return null;
      }
    }),
  );

/** The q-quantile of an ascending array (nearest rank, no interpolation): p99 is a sample that really happened. */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? null;

/** mulberry32: a seeded generator, so the same loads always give the same interval (a report read twice agrees). */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How far the ratio of two medians (a ÷ b) could move with other loads of the same two builds: a percentile
 * bootstrap, each side's loads resampled with replacement (bench/README.md "Is a cell over the bar?"). The loads
 * are sorted first, so their order does not change the interval. Null under three loads a side.
 */
export function ratioInterval(a, b, { level = 0.9, resamples = 2000, seed = 1 } = {}) {
  const clean = (xs) => xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((x, y) => x - y);
  const [as, bs] = [clean(a), clean(b)];
  if (as.length < 3 || bs.length < 3) return null;
  const random = seeded(seed);
  const resample = (xs) => median(xs.map(() => xs[Math.floor(random() * xs.length)]));
  const ratios = Array.from({ length: resamples }, () => resample(as) / resample(bs)).sort((x, y) => x - y);
  const tail = (1 - level) / 2;
  return [quantile(ratios, tail), quantile(ratios, 1 - tail)];
}
