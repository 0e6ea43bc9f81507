// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkMarkup } from './page.ts';

const PAGE = (body: string) =>
  `<!doctype html>\n<html lang="en"><head>\n<script type="module" async src="/dist/preact/storefront.js"></script>\n</head>\n<body data-authenticated="False">\n${body}\n</body></html>`;
const at = (html: string, needle: string) => {
  const before = html.slice(0, html.indexOf(needle));
  return { line: before.split('\n').length, column: before.length - before.lastIndexOf('\n') };
};
const check = (html: string) => checkMarkup(html, 'http://shop.example/', 'en');

describe('planted faults, each at its place in the source', () => {
  it('a misspelt tag, with the tag it was meant to be', () => {
    const html = PAGE('<p>x</p>\n  <sf-headr data-widget-code="ecomwgtheader"></sf-headr>');
    const [finding] = check(html).findings;
    expect(finding).toMatchObject({ rule: 'unknown-tag', element: 'sf-headr', ...at(html, '<sf-headr') });
    expect(finding?.fix).toBe('Did you mean <sf-header>?');
  });

  it('a boolean written yes: read as true by the widget, but not what the server writes', () => {
    const html = PAGE('<sf-header\n   data-show-quote-count="yes"></sf-header>');
    const [finding] = check(html).findings;
    expect(finding).toMatchObject({
      rule: 'legacy-boolean',
      severity: 'warning',
      attribute: 'data-show-quote-count',
      ...at(html, 'data-show-quote-count'),
    });
    expect(finding?.fix).toContain('data-show-quote-count="True"');
  });

  it('a missing required attribute, with the endpoint path to write', () => {
    const html = PAGE('<div>\n<sf-async-section data-async-load-handle-id="a1"></sf-async-section></div>');
    const [finding] = check(html).findings;
    expect(finding).toMatchObject({
      rule: 'missing-required',
      attribute: 'data-ajax-url',
      ...at(html, '<sf-async-section'),
    });
    expect(finding?.fix).toBe('Add data-ajax-url="/ecomasync/render".');
  });

  it('a value of the wrong type or out of range, on the attribute itself', () => {
    const html = PAGE('<sf-header data-minimum-keyword-size="0" data-services-path="bp"></sf-header>');
    const findings = check(html).findings;
    expect(findings.map((f) => [f.rule, f.attribute, f.column])).toEqual([
      ['invalid-value', 'data-minimum-keyword-size', at(html, 'data-minimum').column],
      ['invalid-value', 'data-services-path', at(html, 'data-services-path').column],
    ]);
    expect(findings[0]?.message).toContain('a number from 1 to 50');
    expect(findings[1]?.fix).toBe('Write data-services-path="widget".');
  });

  it('an unknown attribute, with the closest real one', () => {
    const html = PAGE(
      '<sf-listing data-widget-ajax-url="/ecomwgtproductlisting/getproducts" data-dispaly-mode="grid"></sf-listing>',
    );
    const [finding] = check(html).findings;
    expect(finding).toMatchObject({ rule: 'unknown-attribute', attribute: 'data-dispaly-mode' });
    expect(finding?.fix).toBe('Did you mean data-display-mode?');
  });

  it('a URL to another site, and an opaque id the widgets refuse', () => {
    const html = PAGE(
      '<sf-listing data-widget-ajax-url="https://evil.example/x" data-category-id="1 OR 1=1"></sf-listing>',
    );
    expect(check(html).findings.map((f) => [f.rule, f.attribute])).toEqual([
      ['invalid-value', 'data-widget-ajax-url'],
      ['invalid-value', 'data-category-id'],
    ]);
  });

  it('behaviour markup: a quantity that is not a number, a boolean the server never writes, an unknown add kind', () => {
    const html = PAGE(
      '<div class="sf-add-to-cart">\n<input class="sf-qty" productcode="P1" minqty="two" isdigitalproduct="on">\n<button data-sf-add="basket">Add</button></div>',
    );
    expect(check(html).findings.map((f) => [f.rule, f.attribute, f.line])).toEqual([
      ['invalid-value', 'minqty', 7],
      ['legacy-boolean', 'isdigitalproduct', 7],
      ['invalid-value', 'data-sf-add', 8],
    ]);
  });

  it('a behaviour attribute misspelt anywhere on the page, while the page’s own data-sf-* are left alone', () => {
    const html = PAGE(
      '<div class="sf-add-to-cart">\n<button data-sf-ad="cart" data-sf-refresh-on="cart">Add</button></div>',
    );
    const findings = check(html).findings;
    expect(findings.map((f) => [f.rule, f.attribute, f.line, f.column])).toEqual([
      ['unknown-attribute', 'data-sf-ad', 7, at(html, 'data-sf-ad').column],
    ]);
    expect(findings[0]?.fix).toBe('Did you mean data-sf-add?');
  });

  it('a fee trigger without the product id it needs; a legacy message-reply trigger names its post otherwise', () => {
    const html = PAGE(
      '<p>\n<button class="sf-ehf-trigger">Fee</button>\n<button class="sf-message-reply-btn" data-id-post="7">Reply</button></p>',
    );
    expect(check(html).findings.map((f) => [f.rule, f.attribute, f.line])).toEqual([
      ['missing-required', 'productid', 7],
    ]);
  });

  it('duplicate ids, an attribute written twice, the loader twice or missing', () => {
    const twice = PAGE(
      '<div id="a"></div>\n<p id="a"></p>\n<sf-status-bar class="x" class="y"></sf-status-bar>\n<script type="module" src="/dist/react/storefront.js"></script>',
    );
    expect(check(twice).findings.map((f) => [f.rule, f.line, f.column, f.attribute])).toEqual([
      ['duplicate-id', 7, at(twice, 'id="a"></p>').column, 'id'],
      ['duplicate-attribute', 8, at(twice, 'class="y"').column, 'class'],
      ['loader-twice', 9, at(twice, 'src="/dist/react').column, 'src'],
    ]);
    const none = '<!doctype html><html><head></head><body><sf-status-bar></sf-status-bar></body></html>';
    expect(check(none).findings.map((f) => f.rule)).toEqual(['loader-missing']);
  });

  it('a clean page has no findings; the server’s own spellings of booleans and ids are fine', () => {
    const html = PAGE(
      '<sf-header data-show-quote-count="True"></sf-header><sf-cart-summary data-for-quote="true"></sf-cart-summary>\n<sf-listing data-widget-ajax-url="/ecomwgtproductlisting/getproducts" data-category-id="{9b2f0c4e-1111-4c7a-8d2e-000000000001}"></sf-listing>',
    );
    expect(check(html).findings).toEqual([]);
  });
});
