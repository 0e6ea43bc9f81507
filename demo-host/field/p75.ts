// The 75th percentile of field values, as web-vitals thresholds are read (a page is "good" when its p75 is).

/**
 * Nearest rank: the smallest value that at least three values in four are at or below, so the figure is always one
 * an interaction really had (no interpolation between two of them). Null for no values.
 */
export const p75 = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
};
