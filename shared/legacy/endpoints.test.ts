// @vitest-environment node
// The endpoint table is the one written form of the legacy paths: no source file spells one of them again.
import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINTS, type Endpoint, underBase } from './endpoints.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['widgets', 'shared', 'demo-host', 'bench', 'test', 'stories'];
// The table, and this file (its examples below spell paths on purpose).
const OWN = new Set([
  path.join(import.meta.dirname, 'endpoints.ts'),
  path.join(import.meta.dirname, 'endpoints.test.ts'),
]);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'baselines']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !OWN.has(full) ? [full] : [];
  });
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The table's own paths (a record whose calls name their path has none). */
const own = Object.values(ENDPOINTS as Record<string, Endpoint>).flatMap((e) =>
  e.path === null ? [] : [{ ...e, path: e.path }],
);
const paths = own.map((e) => e.path.replace(/\/$/, ''));
// The actions whose first segment is the author's base (`{header}`, `/{widgetCode}`): spelled with any base.
const tails = own
  .filter((e) => e.attribute === 'data-header-url' || e.attribute === 'data-widget-code')
  .map((e) => e.path.slice(e.path.indexOf('/', 1)).replace(/\/$/, ''));
/**
 * A table path as a whole path in any case: not the start of a longer path, nor the end of one
 * (`/provider/deskdesign/portal`), though after a host (`http://localhost/…`) it counts; a based action after any base.
 */
const LEGACY = new RegExp(
  `(?<!(?<!:/)/[\\w-]+)(?:${paths.map(escapeRegex).join('|')})(?![\\w-])|(?:${tails.map(escapeRegex).join('|')})(?![\\w-])`,
  'gi',
);

/**
 * A table path built from pieces: its last segment, as the table writes it, right after a template's expression
 * (`${base}/addproducts`). Case counts here: the demo's own `/provider/${name}/portal` is not `/deskdesign/Portal`.
 */
const lastSegments = [...new Set(own.map((e) => e.path.replace(/\/$/, '').replace(/^.*\//, '/')))];
const BUILT = new RegExp(`\\}(?:${lastSegments.map(escapeRegex).join('|')})(?![\\w-])`, 'g');

/** The legacy paths a line of code spells (comments are prose; a regex's `\/` counts as `/`). */
function legacyPathsIn(line: string): string[] {
  if (/^\s*(\/\/|\/?\*)/.test(line)) return [];
  const code = line.replaceAll('\\/', '/');
  return [...code.matchAll(LEGACY), ...code.matchAll(BUILT)].map((m) => m[0]);
}

it('finds a path quoted, inside a URL, in markup and in a regex, and not the start of a longer path', () => {
  expect(legacyPathsIn(`post('/shoppingcart/addproducts', {})`)).toEqual(['/shoppingcart/addproducts']);
  expect(legacyPathsIn('fetch(origin + "/ECOMASYNC/render")')).toEqual(['/ECOMASYNC/render']);
  expect(legacyPathsIn('<sf-async-section data-ajax-url="/bpwgtlogin/logout">')).toEqual(['/bpwgtlogin/logout']);
  expect(legacyPathsIn(String.raw`/\/bputils\/sendmessagereply/`)).toEqual(['/bputils/sendmessagereply']);
  expect(legacyPathsIn('base + "/getcartelementcount"')).toEqual(['/getcartelementcount']);
  expect(legacyPathsIn(`'/shoppingcart/addproductsx'`)).toEqual([]);
  expect(legacyPathsIn(String.raw`toMatch(/\/provider\/deskdesign\/portal$/)`)).toEqual([]);
  expect(legacyPathsIn(`'http://localhost/shoppingcart/addproduct'`)).toEqual(['/shoppingcart/addproduct']);
  expect(legacyPathsIn(' * POST /shoppingcart/addproducts: the add')).toEqual([]);
  expect(legacyPathsIn(`'${underBase('cartCount', '/hdr')}'`)).toEqual(['/getcartelementcount']);
  // A path built from a base and the action's segment is spelled too.
  const built = ['post(`$', '{base}/addproductstopurchaselist`, {})'].join('');
  expect(legacyPathsIn(built)).toEqual(['}/addproductstopurchaselist']);
});

it('no source file outside the table spells a legacy path (use ENDPOINTS.<name>.path)', () => {
  const found = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => legacyPathsIn(line).map((p) => `${path.relative(ROOT, file)}:${i + 1} ${p}`)),
  );
  expect(found).toEqual([]);
});

it('puts an author base in front of a based action', () => {
  expect(underBase('cartCount', '/hdr/')).toBe('/hdr/getcartelementcount');
  expect(underBase('searchSuggestions', '/ecomwgtheader')).toBe(ENDPOINTS.searchSuggestions.path);
});
