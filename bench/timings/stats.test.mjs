import { describe, expect, it } from 'vitest';
import { median, ratioInterval } from './stats.mjs';

describe('ratioInterval', () => {
  const fast = [800, 810, 820, 830, 840, 850, 860, 870, 880, 890, 900];
  const slow = fast.map((v) => v + 200);

  it('brackets the ratio of the medians, and leaves out a ratio the loads do not support', () => {
    const [lo, hi] = ratioInterval(fast, slow);
    const ratio = median(fast) / median(slow);
    expect(lo).toBeLessThanOrEqual(ratio);
    expect(hi).toBeGreaterThanOrEqual(ratio);
    expect(hi).toBeLessThan(1);
  });

  it('reaches past 1 for two builds whose loads overlap, bimodal ones included', () => {
    const bimodal = [999, 1010, 1025, 1125, 1148, 1171, 1178, 1197, 1204, 1255, 1269];
    const single = [1083, 1108, 1117, 1134, 1138, 1156, 1157, 1164, 1192, 1213, 1232];
    const [lo, hi] = ratioInterval(bimodal, single);
    expect(lo).toBeLessThan(1);
    expect(hi).toBeGreaterThan(1);
  });

  it('is the same interval for the same loads (a report can be read twice)', () => {
    expect(ratioInterval(fast, slow)).toEqual(ratioInterval([...fast].reverse(), slow));
  });

  it('widens as the level rises', () => {
    const narrow = ratioInterval(fast, slow, { level: 0.5 });
    const wide = ratioInterval(fast, slow, { level: 0.99 });
    expect(wide[0]).toBeLessThan(narrow[0]);
    expect(wide[1]).toBeGreaterThan(narrow[1]);
  });

  it('gives none under three loads a side, and ignores loads without the figure', () => {
    expect(ratioInterval([800, 900], slow)).toBeNull();
    expect(ratioInterval([800, null, 900, undefined], slow)).toBeNull();
    expect(ratioInterval([800, null, 850, 900], slow)).not.toBeNull();
  });
});
