// The 75th percentile the page shows: the value three interactions in four are at or below, always one that was seen.
import { p75 } from './p75.ts';

it.each([
  [[], null],
  [[120], 120],
  [[100, 200, 300, 400], 300],
  [[400, 100, 300, 200], 300],
  [[1, 2, 3, 4, 5, 6, 7, 8], 6],
  [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 8],
  [[40, 40, 40, 900], 40],
])('p75 of %j is %s', (values, expected) => {
  expect(p75(values)).toBe(expected);
});

it('leaves the caller’s list as it was', () => {
  const values = [3, 1, 2];
  p75(values);
  expect(values).toEqual([3, 1, 2]);
});
