// The same-origin rule for every redirect the server can ask for (LEGACY-MARKUP.md §10).
import { toImageUrl, toSameOriginUrl } from './guard.ts';

const base = 'https://shop.example/fr/cart?x=1';

describe('toSameOriginUrl', () => {
  it.each([
    ['/checkout', 'https://shop.example/checkout'],
    ['checkout?step=2', 'https://shop.example/fr/checkout?step=2'],
    ['https://shop.example/account', 'https://shop.example/account'],
    ['  /padded  ', 'https://shop.example/padded'],
  ])('keeps %s', (raw, expected) => {
    expect(toSameOriginUrl(raw, base)?.href).toBe(expected);
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://shop@evil.com',
    'https://shop.example@evil.com/',
    'https://user:pw@shop.example/',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://shop.example/',
    'https://evil.com/shop.example',
    'ftp://shop.example/',
    'https:evil.example',
    'https:/evil.example',
    '/%09/evil.example',
    '/%2f/evil.example',
    '/%5cevil.example',
    '//shop.example/x',
    // Dot segments resolved first: each leaves a path that starts with `//` (a host once read as a path-relative URL).
    '/x/..//evil.example/',
    '/x/%2e%2e//evil.example/',
    '/x/.%2E//evil.example',
    '/x/%2E./%2fevil.example',
    '../..//evil.example',
    './..//evil.example',
    '/a/b/../..//evil.example',
    '',
    '   ',
    null,
    42,
  ])('refuses %s', (raw) => {
    expect(toSameOriginUrl(raw, base)).toBeNull();
  });
});

describe('toImageUrl: an image from any origin', () => {
  it.each([
    ['https://cdn.example.net/p/1.png', 'https://cdn.example.net/p/1.png'],
    ['http://cdn.example.net/p/1.png', 'http://cdn.example.net/p/1.png'],
    ['//cdn.example.net/p/1.png', 'https://cdn.example.net/p/1.png'],
    ['/img/1.png', 'https://shop.example/img/1.png'],
    [' data:image/png;base64,iVBORw0KGgo= ', 'data:image/png;base64,iVBORw0KGgo='],
  ])('keeps %s', (raw, expected) => {
    expect(toImageUrl(raw, base)?.href).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:text/html;base64,PHNjcmlwdD4=',
    'https://user:pw@cdn.example.net/1.png',
    'ftp://cdn.example.net/1.png',
    '/\\cdn.example.net/1.png',
    'https://cdn.example.net/\t1.png',
    '',
    null,
  ])('refuses %s', (raw) => {
    expect(toImageUrl(raw, base)).toBeNull();
  });
});
