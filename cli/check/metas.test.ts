// @vitest-environment node
// The page's own metas the bundle reads: where its field reports go (sf-report) and which widgets it switches off (sf-off).
import { describe, expect, it } from 'vitest';
import { checkMarkup } from './page.ts';

const page = (head: string) =>
  `<!doctype html>\n<html><head>\n<script type="module" async src="/dist/preact/storefront.js"></script>\n${head}\n</head>\n<body>\n<sf-status-bar></sf-status-bar>\n</body></html>`;
const findingsOf = (head: string, lang: 'en' | 'fr' = 'en') =>
  checkMarkup(page(head), 'https://shop.example/fr/cart', lang).findings;

describe('<meta name="sf-report">', () => {
  it.each([
    'https://collector.example/reports',
    '//collector.example/reports',
    'javascript:alert(1)',
    '/reports?site=1',
    '',
  ])('off the site, or not a bare path (%j), is an error on its content', (content) => {
    const [finding, ...rest] = findingsOf(`<meta name="sf-report" content="${content}">`);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      rule: 'report-off-site',
      severity: 'error',
      element: 'meta',
      attribute: 'content',
      value: content,
      line: 4,
    });
    expect(finding?.message).toContain('nothing is reported');
    expect(finding?.fix).toContain('path');
  });

  it.each(['/__sf/reports', 'https://shop.example/__sf/reports', 'reports'])(
    'a path of the site (%s): no finding',
    (content) => {
      expect(findingsOf(`<meta name="sf-report" content="${content}">`)).toEqual([]);
    },
  );

  it('in French too', () => {
    const [finding] = findingsOf('<meta name="SF-REPORT" content="https://collector.example/r">', 'fr');
    expect(finding?.rule).toBe('report-off-site');
    expect(finding?.message).toContain('rien n’est donc rapporté');
  });
});

describe('<meta name="sf-off">', () => {
  it('names tags and behaviours (any case): no finding', () => {
    expect(findingsOf('<meta name="sf-off" content="sf-listing  Add-To-Cart field-reports">')).toEqual([]);
  });

  it('a name that is no tag or behaviour is an error, with the closest one', () => {
    const findings = findingsOf('<meta name="sf-off" content="sf-listing sf-lsting add-to-kart">');
    expect(findings.map((f) => [f.rule, f.severity, f.attribute, f.value, f.fix])).toEqual([
      ['off-unknown', 'error', 'content', 'sf-lsting', 'Did you mean sf-listing?'],
      ['off-unknown', 'error', 'content', 'add-to-kart', 'Did you mean add-to-cart?'],
    ]);
    expect(findings[0]?.message).toContain('switches nothing off');
  });

  it('a name far from every one lists them', () => {
    const [finding] = findingsOf('<meta name="sf-off" content="everything">');
    expect(finding?.rule).toBe('off-unknown');
    expect(finding?.fix).toContain('sf-listing');
    expect(finding?.fix).toContain('add-to-cart');
  });

  it('in French too', () => {
    const [finding] = findingsOf('<meta name="sf-off" content="carousel">', 'fr');
    expect(finding?.message).toContain('ne désactive rien');
  });
});
