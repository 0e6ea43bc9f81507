// The legacy server's booleans and ids as it writes them: every spelling read the same way, ids kept as written.
import * as v from 'valibot';
import { isLegacyTrue, legacyBooleanJson, parseLegacyBoolean, parseOpaqueId } from './legacy-values.ts';

describe('parseLegacyBoolean', () => {
  it.each(['True', 'TRUE', 'true', ' true ', '1', 'yes', 'On'])('reads %j as true', (raw) => {
    expect(parseLegacyBoolean(raw)).toBe(true);
  });
  it.each(['False', 'FALSE', 'false', '0', 'No', 'off'])('reads %j as false', (raw) => {
    expect(parseLegacyBoolean(raw)).toBe(false);
  });
  it.each([null, undefined, '', '  ', 'truthy', '2', 'T', 'checked'])('has no reading of %j', (raw) => {
    expect(parseLegacyBoolean(raw)).toBeUndefined();
  });
  it('makes a flag of it: only what reads as true sets it', () => {
    expect(['True', '1', 'False', '', 'x', null].map(isLegacyTrue)).toEqual([true, true, false, false, false, false]);
  });
});

describe('legacyBooleanJson', () => {
  it('reads a JSON boolean, a string in any case and 1/0', () => {
    expect([true, false, 'True', 'FALSE', 1, 0].map((x) => v.parse(legacyBooleanJson, x))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
  });
  it('refuses what is not a boolean', () => {
    for (const x of ['maybe', 2, null, {}]) expect(v.safeParse(legacyBooleanJson, x).success).toBe(false);
  });
});

describe('parseOpaqueId', () => {
  it('keeps digits, GUIDs (with or without braces) and codes exactly as written, leading zeros too', () => {
    const ids = [
      '0',
      '0012',
      '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      '{7C9E6679-7425-40DE-944B-E07FC1F90AE7}',
      'P-1.2:x',
    ];
    expect(ids.map(parseOpaqueId)).toEqual(ids);
  });
  it('drops the spaces around it', () => {
    expect(parseOpaqueId(' 42 ')).toBe('42');
  });
  it.each([null, undefined, '', ' ', 'a b', '"x"', '<b>', '__proto__', 'constructor', 'x'.repeat(101)])(
    'refuses %j',
    (raw) => {
      expect(parseOpaqueId(raw)).toBeNull();
    },
  );
});
