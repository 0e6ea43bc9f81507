// @vitest-environment node
// A pinned storefront.js is the root of every chunk's check: without its own integrity, nothing the page runs is checked.
import { describe, expect, it } from 'vitest';
import { checkMarkup } from './page.ts';

const page = (script: string) =>
  `<!doctype html>\n<html><head>\n${script}\n</head>\n<body>\n<sf-status-bar></sf-status-bar>\n</body></html>`;
const HASH = `sha384-${'a'.repeat(64)}`;
const findingsOf = (script: string, lang: 'en' | 'fr' = 'en') =>
  checkMarkup(page(script), 'https://shop.example/', lang).findings;

describe('a pinned storefront.js (a release’s own path)', () => {
  it.each([
    'https://cdn.example/sf/0.1.0/preact/storefront.js',
    '/sf/1.12.3-rc.1/react/storefront.js',
    'https://cdn.example/npm/storefront-islands@0.1.0/dist/preact/storefront.js',
  ])('without integrity is an error at its src: %s', (src) => {
    const [finding] = findingsOf(`<script type="module" async src="${src}"></script>`);
    expect(finding).toMatchObject({ rule: 'loader-integrity', severity: 'error', attribute: 'src', line: 3 });
    expect(finding?.message).toContain('has no integrity');
    expect(finding?.fix).toContain('integrity.json');
  });

  it('with an empty integrity is the same error', () => {
    const src = 'https://cdn.example/sf/0.1.0/preact/storefront.js';
    expect(findingsOf(`<script type="module" src="${src}" integrity=" "></script>`)).toEqual([
      expect.objectContaining({ rule: 'loader-integrity' }),
    ]);
  });

  it('in French too', () => {
    const [finding] = findingsOf('<script type="module" src="/sf/0.1.0/preact/storefront.js"></script>', 'fr');
    expect(finding?.message).toContain('n’a pas d’integrity');
  });

  it('with its integrity: no finding', () => {
    const src = 'https://cdn.example/sf/0.1.0/preact/storefront.js';
    const tag = `<script type="module" async src="${src}" integrity="${HASH}" crossorigin="anonymous"></script>`;
    expect(findingsOf(tag)).toEqual([]);
  });
});

describe('storefront.js that is not pinned: no finding', () => {
  it.each([
    'https://cdn.example/sf/v0/preact/storefront.js',
    '/dist/preact/storefront.js',
    'https://cdn.example/npm/storefront-islands@0/dist/preact/storefront.js',
  ])('%s', (src) => {
    expect(findingsOf(`<script type="module" async src="${src}"></script>`)).toEqual([]);
  });
});
