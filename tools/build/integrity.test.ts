// The build's integrity list: one sha384 per shipped file of a flavour, and the check that the list matches the files.
// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findIntegrityMismatch, integrityOf, sri, writeIntegrity } from './integrity.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sf-integrity-'));
  mkdirSync(join(dir, 'chunks'));
  for (const [file, text] of Object.entries({
    'storefront.js': 'import("./chunks/a.js")',
    'storefront.js.br': 'br bytes',
    'storefront.js.gz': 'gz bytes',
    'storefront.css': 'sf-header{display:block}',
    'meta.json': '{}',
    'chunks/a.js': 'export const a = 1;',
    'chunks/a.js.map': '{"version":3}',
  }))
    writeFileSync(join(dir, file), text);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('sri', () => {
  it('is the base64 sha384 of the bytes, as an integrity attribute names it', () => {
    const expected = createHash('sha384').update('export const a = 1;').digest('base64');
    expect(sri(Buffer.from('export const a = 1;'))).toBe(`sha384-${expected}`);
  });
});

describe('integrityOf', () => {
  it('hashes every file a host serves, by its path under the flavour, leaving out encodings and the build’s meta.json', () => {
    expect(integrityOf(dir)).toEqual({
      'chunks/a.js': sri(Buffer.from('export const a = 1;')),
      'chunks/a.js.map': sri(Buffer.from('{"version":3}')),
      'storefront.css': sri(Buffer.from('sf-header{display:block}')),
      'storefront.js': sri(Buffer.from('import("./chunks/a.js")')),
    });
  });
});

describe('findIntegrityMismatch', () => {
  it('passes a list written from the files', () => {
    writeIntegrity(dir);
    expect(findIntegrityMismatch(dir)).toEqual([]);
  });

  it('names a file changed after the list was written, a file missing from it and a missing list', () => {
    expect(findIntegrityMismatch(dir)[0]).toMatch(/integrity\.json is missing/);
    writeIntegrity(dir);
    writeFileSync(join(dir, 'chunks/a.js'), 'export const a = 2;');
    writeFileSync(join(dir, 'chunks/b.js'), 'export const b = 1;');
    const problems = findIntegrityMismatch(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/chunks\/a\.js: .*does not match/);
    expect(problems[1]).toMatch(/chunks\/b\.js: not in .*integrity\.json/);
  });

  it('names a chunk whose hash in the loader differs from the file shipped', () => {
    writeIntegrity(dir);
    const right = sri(Buffer.from('export const a = 1;'));
    expect(findIntegrityMismatch(dir, { './chunks/a.js': right })).toEqual([]);
    expect(findIntegrityMismatch(dir, { './chunks/a.js': sri(Buffer.from('older')) })).toEqual([
      expect.stringMatching(/chunks\/a\.js: the loader checks it against sha384-\S+, the file shipped is/),
    ]);
  });
});
