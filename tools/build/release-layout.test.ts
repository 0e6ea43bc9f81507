// The release layout: every version side by side (immutable), one short-lived alias per major.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeIntegrity } from './integrity.mjs';
import { layOutRelease } from './release-layout.mjs';

function fakeDist(root: string) {
  for (const flavour of ['preact', 'react']) {
    mkdirSync(join(root, 'dist', flavour, 'chunks'), { recursive: true });
    writeFileSync(join(root, 'dist', flavour, 'storefront.js'), `export const flavour = '${flavour}';`);
    writeFileSync(join(root, 'dist', flavour, 'storefront.css'), '.sf{}');
    writeFileSync(join(root, 'dist', flavour, 'chunks', 'core-AB12.js'), 'export {};');
    writeFileSync(join(root, 'dist', flavour, 'meta.json'), '{}');
    writeIntegrity(join(root, 'dist', flavour));
  }
  writeFileSync(join(root, 'dist', 'custom-elements.json'), '{}');
}

describe('layOutRelease', () => {
  it('copies the build under release/<version>/ and points release/v<major>/ at it', () => {
    const root = mkdtempSync(join(tmpdir(), 'sf-release-'));
    fakeDist(root);
    const out = layOutRelease({ root, version: '2.3.1' });
    expect(out.versioned).toBe(join(root, 'release', '2.3.1'));
    expect(readFileSync(join(root, 'release/2.3.1/react/chunks/core-AB12.js'), 'utf8')).toBe('export {};');
    expect(readFileSync(join(root, 'release/2.3.1/custom-elements.json'), 'utf8')).toBe('{}');
    // The alias loader imports the versioned one: its chunks resolve under the immutable path, and a page that
    // names the version and one that names the alias run the same module (one copy of the bundle).
    expect(readFileSync(join(root, 'release/v2/preact/storefront.js'), 'utf8')).toContain(
      'import "../../2.3.1/preact/storefront.js";',
    );
    expect(readFileSync(join(root, 'release/v2/react/storefront.css'), 'utf8')).toBe('.sf{}');
    expect(() => readFileSync(join(root, 'release/2.3.1/preact/meta.json'))).toThrow();
    // The hosts' integrity values travel with the versioned files they describe.
    expect(JSON.parse(readFileSync(join(root, 'release/2.3.1/react/integrity.json'), 'utf8'))).toHaveProperty(
      ['chunks/core-AB12.js'],
      expect.stringMatching(/^sha384-/),
    );
  });

  it('refuses a build whose files no longer match its integrity.json', () => {
    const root = mkdtempSync(join(tmpdir(), 'sf-release-'));
    fakeDist(root);
    writeFileSync(join(root, 'dist', 'preact', 'chunks', 'core-AB12.js'), 'export {}; // edited after the build');
    expect(() => layOutRelease({ root, version: '2.3.1' })).toThrow(/preact: chunks\/core-AB12\.js: .*does not match/);
  });

  it('keeps earlier versions and moves the alias to the newest release of the major', () => {
    const root = mkdtempSync(join(tmpdir(), 'sf-release-'));
    fakeDist(root);
    layOutRelease({ root, version: '2.3.1' });
    layOutRelease({ root, version: '2.4.0' });
    expect(readFileSync(join(root, 'release/2.3.1/preact/storefront.js'), 'utf8')).toContain("'preact'");
    expect(readFileSync(join(root, 'release/v2/preact/storefront.js'), 'utf8')).toContain('2.4.0');
  });

  it('refuses to overwrite a published version (releases are immutable) and a version that is not semver', () => {
    const root = mkdtempSync(join(tmpdir(), 'sf-release-'));
    fakeDist(root);
    layOutRelease({ root, version: '2.3.1' });
    expect(() => layOutRelease({ root, version: '2.3.1' })).toThrow(/2\.3\.1 is already laid out/);
    expect(() => layOutRelease({ root, version: 'latest' })).toThrow(/not a version/);
  });
});
