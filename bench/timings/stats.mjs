// Medians of samples: the only statistic the tables report (the machine is shared, so no means).
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
