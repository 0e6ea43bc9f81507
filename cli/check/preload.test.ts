// @vitest-environment node
// The page's preload lines: which links are lines of the loader's chunks, and each fault the loader or the browser
// would punish (a refused chunk, a second download, a wait), found before go-live.
import { describe, expect, it } from 'vitest';
import { parsePage } from './html.ts';
import { checkPreloadEngines, checkPreloadMarkup, checkPreloadRelease, preloadLinesOf } from './preload.ts';

const ADDRESS = 'https://shop.example/category/15';
const LOADER = 'https://cdn.example/sf/0.1.0/preact/storefront.js';
const HASH = `sha384-${'a'.repeat(64)}`;
const OTHER = `sha384-${'b'.repeat(64)}`;
const loaderTag = `<script type="module" async src="${LOADER}"></script>`;
const modulepreload = (file: string, integrity = HASH) =>
  `<link rel="modulepreload" crossorigin="anonymous" integrity="${integrity}" href="https://cdn.example/sf/0.1.0/preact/${file}">`;
const preload = (file: string, extra = `crossorigin="anonymous" integrity="${HASH}"`) =>
  `<link rel="preload" as="script" ${extra} href="https://cdn.example/sf/0.1.0/preact/${file}">`;
const linesOf = (head: string) =>
  preloadLinesOf(parsePage(`<html><head>${head}</head></html>`).document, LOADER, ADDRESS);
const loaderAt = (head: string) => {
  const at = head.indexOf('<script');
  return { line: 1, column: at + '<html><head>'.length + 1 };
};

describe('preloadLinesOf', () => {
  it('takes the modulepreloads and script preloads of the loader’s chunks, by their path beside the loader', () => {
    const head = [
      loaderTag,
      modulepreload('chunks/core-A.js'),
      preload('chunks/ui-B.js'),
      '<link rel="stylesheet" href="https://cdn.example/sf/0.1.0/preact/storefront.css">',
      '<link rel="preload" as="style" href="https://cdn.example/sf/0.1.0/preact/chunks/x.css">',
      '<link rel="modulepreload" href="https://cdn.example/sf/0.0.9/preact/chunks/core-A.js">',
      '<link rel="modulepreload" href="/js/site.js">',
    ].join('\n');
    const lines = linesOf(head);
    expect(lines.map(({ kind, file, line }) => ({ kind, file, line }))).toEqual([
      { kind: 'modulepreload', file: 'chunks/core-A.js', line: 2 },
      { kind: 'preload', file: 'chunks/ui-B.js', line: 3 },
    ]);
  });

  it('resolves a line written relative to the page', () => {
    const lines = preloadLinesOf(
      parsePage('<link rel="MODULEPRELOAD" href="../dist/preact/chunks/core-A.js">').document,
      'https://shop.example/dist/preact/storefront.js',
      'https://shop.example/fr/cart',
    );
    expect(lines.map((l) => [l.kind, l.file, l.integrity])).toEqual([['modulepreload', 'chunks/core-A.js', null]]);
  });
});

describe('checkPreloadMarkup', () => {
  it('passes the build’s lines after the loader tag', () => {
    const head = [loaderTag, modulepreload('chunks/core-A.js'), preload('chunks/ui-B.js')].join('');
    expect(checkPreloadMarkup(linesOf(head), loaderAt(head), 'en')).toEqual([]);
  });

  it('a line without integrity: the loader refuses a modulepreloaded chunk (error), a preload downloads twice', () => {
    const head = [loaderTag, modulepreload('chunks/core-A.js', ''), preload('chunks/ui-B.js', 'crossorigin')].join('');
    const found = checkPreloadMarkup(linesOf(head), loaderAt(head), 'en');
    expect(found.map((f) => [f.rule, f.severity, f.value?.replace(/.*\//, '')])).toEqual([
      ['preload-unchecked', 'error', 'core-A.js'],
      ['preload-unchecked', 'warning', 'ui-B.js'],
    ]);
    expect(found[0]?.message).toMatch(/the loader refuses that chunk, and its widgets stay server markup/);
    expect(found[1]?.message).toMatch(/downloads twice/);
  });

  it('a script preload without crossorigin="anonymous" (the loader’s request is anonymous)', () => {
    const head = [
      loaderTag,
      preload('chunks/ui-B.js', `integrity="${HASH}"`),
      preload('chunks/ui-C.js', `crossorigin="use-credentials" integrity="${HASH}"`),
      modulepreload('chunks/core-A.js').replace(' crossorigin="anonymous"', ''),
    ].join('');
    const found = checkPreloadMarkup(linesOf(head), loaderAt(head), 'en');
    expect(found.map((f) => [f.rule, f.value?.replace(/.*\//, '')])).toEqual([
      ['preload-crossorigin', 'ui-B.js'],
      ['preload-crossorigin', 'ui-C.js'],
    ]);
  });

  it('a line before the loader tag, in French too', () => {
    const head = `${modulepreload('chunks/core-A.js')}\n${loaderTag}`;
    const lines = linesOf(head);
    const loader = { line: 2, column: 1 };
    expect(checkPreloadMarkup(lines, loader, 'en')).toEqual([
      expect.objectContaining({
        rule: 'preload-before-loader',
        severity: 'warning',
        line: 1,
        message:
          'The preload line of chunks/core-A.js comes before storefront.js (line 2): the loader then waits behind the chunks it runs.',
      }),
    ]);
    expect(checkPreloadMarkup(lines, loader, 'fr')[0]?.fix).toBe(
      'Placez les lignes preload juste après la balise de storefront.js.',
    );
  });
});

describe('checkPreloadRelease', () => {
  const release = JSON.stringify({ 'chunks/core-A.js': HASH, 'chunks/ui-B.js': HASH, 'storefront.js': OTHER });
  const reads: string[] = [];
  const read = async (url: string) => {
    reads.push(url);
    return release;
  };

  it('reads integrity.json beside the loader and passes lines of its files with their hashes', async () => {
    const head = [loaderTag, modulepreload('chunks/core-A.js'), preload('chunks/ui-B.js')].join('');
    expect(await checkPreloadRelease(linesOf(head), LOADER, read, 'en')).toEqual([]);
    expect(reads).toEqual(['https://cdn.example/sf/0.1.0/preact/integrity.json']);
  });

  it('a file of another release (downloaded for nothing) and a hash that is not the chunk’s', async () => {
    const head = [
      loaderTag,
      modulepreload('chunks/core-OLD.js'),
      modulepreload('chunks/core-A.js', OTHER),
      preload('chunks/ui-B.js', `crossorigin="anonymous" integrity="${OTHER}"`),
    ].join('');
    const found = await checkPreloadRelease(linesOf(head), LOADER, read, 'en');
    expect(found.map((f) => [f.rule, f.severity, f.value?.replace(/.*\//, '')])).toEqual([
      ['preload-stale', 'warning', 'core-OLD.js'],
      ['preload-integrity', 'error', 'core-A.js'],
      ['preload-integrity', 'warning', 'ui-B.js'],
    ]);
    expect(found[1]?.fix).toBe(`Write integrity="${HASH}" (integrity.json beside storefront.js).`);
  });

  it('says once that the lines were not checked when integrity.json cannot be read or is not the build’s', async () => {
    const head = [loaderTag, modulepreload('chunks/core-A.js'), modulepreload('chunks/ui-B.js')].join('');
    const missing = async () => {
      throw new Error('HTTP 404');
    };
    const notOurs = async () => JSON.stringify({ 'chunks/core-A.js': 42 });
    for (const reader of [missing, notOurs]) {
      const found = await checkPreloadRelease(linesOf(head), LOADER, reader, 'en');
      expect(found.map((f) => [f.rule, f.severity])).toEqual([['preload-unreadable', 'warning']]);
    }
  });

  it('reads nothing for a page without lines', async () => {
    const before = reads.length;
    expect(await checkPreloadRelease([], LOADER, read, 'en')).toEqual([]);
    expect(reads).toHaveLength(before);
  });
});

describe('checkPreloadEngines', () => {
  const chromium = linesOf([loaderTag, modulepreload('chunks/core-A.js')].join('\n'));
  const webkit = linesOf([loaderTag, preload('chunks/core-A.js')].join('\n'));
  const noStore = new Headers({ 'cache-control': 'no-store' });

  it('passes a page that gives WebKit its own lines and is not kept by a shared cache for every browser', () => {
    expect(checkPreloadEngines(chromium, noStore, webkit, 'en')).toEqual([]);
    expect(checkPreloadEngines(chromium, new Headers({ vary: 'Accept-Encoding, User-Agent' }), webkit, 'en')).toEqual(
      [],
    );
    expect(
      checkPreloadEngines(chromium, new Headers({ 'cache-control': 'private, max-age=60' }), webkit, 'en'),
    ).toEqual([]);
  });

  it('a modulepreload line in the copy Safari gets: the loader refuses that chunk there', () => {
    const found = checkPreloadEngines(chromium, noStore, chromium, 'en');
    expect(found).toEqual([
      expect.objectContaining({ rule: 'preload-webkit', severity: 'error', source: 'the page as Safari gets it' }),
    ]);
  });

  it('a page with modulepreload lines that a shared cache may keep for every browser', () => {
    const found = checkPreloadEngines(chromium, new Headers({ 'cache-control': 'public, max-age=300' }), webkit, 'fr');
    expect(found.map((f) => [f.rule, f.severity])).toEqual([['preload-shared-cache', 'warning']]);
    expect(found[0]?.message).toMatch(/Cache-Control : public, max-age=300/);
    // WebKit's own lines are safe whoever gets them.
    expect(checkPreloadEngines(webkit, new Headers(), webkit, 'en')).toEqual([]);
  });
});
