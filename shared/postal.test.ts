// Table-driven checks of the postal-code normalisation (A1A 1A1).
import { normalisePostalCode } from './postal.ts';

describe('normalisePostalCode', () => {
  it.each([
    ['h2x1y4', 'H2X 1Y4'],
    ['H2X 1Y4', 'H2X 1Y4'],
    ['h2x-1y4', 'H2X 1Y4'],
    ['  h 2 x - 1 y 4  ', 'H2X 1Y4'],
    ['H2X--1Y4', 'H2X 1Y4'],
    ['h2x\t1y4', 'H2X 1Y4'],
    ['H2X', 'H2X'],
    ['h2', 'H2'],
    ['', ''],
    ['h2x1', 'H2X 1'],
  ])('%j → %j', (raw, expected) => {
    expect(normalisePostalCode(raw)).toBe(expected);
  });
});
