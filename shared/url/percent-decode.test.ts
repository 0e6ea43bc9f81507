// @vitest-environment node
// Percent-decoding to a fixed point, as servers and browsers downstream may decode again: every form, or none.
import { describe, expect, it } from 'vitest';
import { MAX_DECODE_ROUNDS, percentDecodedForms } from './percent-decode.ts';

describe('the forms a value takes as it is decoded again and again', () => {
  it('is the value alone when nothing in it decodes', () => {
    expect(percentDecodedForms('/cart/list')).toEqual(['/cart/list']);
    expect(percentDecodedForms('')).toEqual(['']);
  });

  it('lists each round, the value first, until a round changes nothing', () => {
    expect(percentDecodedForms('/a/%252e%252e/b')).toEqual(['/a/%252e%252e/b', '/a/%2e%2e/b', '/a/../b']);
    expect(percentDecodedForms('/%2F%2fevil.example')).toEqual(['/%2F%2fevil.example', '///evil.example']);
    expect(percentDecodedForms('/stylo%20bleu')).toEqual(['/stylo%20bleu', '/stylo bleu']);
  });

  it('leaves dot segments and slashes as they are: resolving them is the reader’s rule', () => {
    expect(percentDecodedForms('/x/%2e/./../y')).toEqual(['/x/%2e/./../y', '/x/././../y']);
  });

  it('is none when an escape does not decode, in the value or in any later round', () => {
    expect(percentDecodedForms('%')).toBeNull();
    expect(percentDecodedForms('/100%')).toBeNull();
    expect(percentDecodedForms('/%zz')).toBeNull();
    expect(percentDecodedForms('/%E0%A4%A')).toBeNull();
    // `/%2525`, `/%25`, then `/%`, which does not decode: malformed only in a later round.
    expect(percentDecodedForms('/%252525')).toBeNull();
    // A lone UTF-16 surrogate encoded: decodeURIComponent refuses it.
    expect(percentDecodedForms('/%ED%A0%80')).toBeNull();
  });

  it(`takes up to ${MAX_DECODE_ROUNDS} rounds and refuses a value still changing after them`, () => {
    const encoded = (times: number): string => `/%${'25'.repeat(times - 1)}61`;
    const deepest = percentDecodedForms(encoded(MAX_DECODE_ROUNDS));
    expect(deepest).toHaveLength(MAX_DECODE_ROUNDS + 1);
    expect(deepest?.at(-1)).toBe('/a');
    expect(percentDecodedForms(encoded(MAX_DECODE_ROUNDS + 1))).toBeNull();
  });
});
