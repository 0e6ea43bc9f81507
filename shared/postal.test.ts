// Table-driven checks of the postal-code normalisation (A1A 1A1).
import { CANADIAN_POSTAL_CODE, normalisePostalCode } from './postal.ts';

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

describe('CANADIAN_POSTAL_CODE (the form rules\' "ca" expression)', () => {
  it.each(['H2X 1Y4', 'K1A 0B1', 'T2P 2V7'])('accepts %j', (code) => {
    expect(CANADIAN_POSTAL_CODE.test(code)).toBe(true);
  });
  // D, F, I, O, Q, U are never used; W and Z never come first; the code must already be normalised.
  it.each(['D1A 1A1', 'W1A 1A1', 'Z1A 1A1', 'H1O 1A1', 'H1A 1U1', 'h2x 1y4', 'H2X1Y4', '12', ''])(
    'refuses %j',
    (code) => {
      expect(CANADIAN_POSTAL_CODE.test(code)).toBe(false);
    },
  );
});
