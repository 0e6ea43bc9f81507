// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CookieFileError, readCookies } from './cookies.ts';

const NOW = Date.UTC(2026, 11, 6);
const netscape = (...lines: string[]) => ['# Netscape HTTP Cookie File', ...lines].join('\n');

describe('a Netscape cookies.txt: each cookie to the requests its domain, path and Secure flag allow', () => {
  const jar = readCookies(
    netscape(
      '#HttpOnly_127.0.0.1\tFALSE\t/\tFALSE\t0\tsfsid\tabc123',
      '127.0.0.1\tFALSE\t/\tFALSE\t0\tculture\tfr',
      '.other.example\tTRUE\t/\tFALSE\t0\ttracker\tno',
      'shop.example\tFALSE\t/fr\tFALSE\t0\tlang\tfr',
      'shop.example\tFALSE\t/\tTRUE\t0\tsecure\tyes',
      '.shop.example\tTRUE\t/\tFALSE\t0\tshared\tall',
      'shop.example\tFALSE\t/\tFALSE\t1000\told\tgone',
    ),
    ['127.0.0.1', 'shop.example', 'www.shop.example'],
    NOW,
  );

  it('HttpOnly lines included, other hosts left out', () => {
    expect(jar.header('http://127.0.0.1/category/1')).toBe('sfsid=abc123; culture=fr');
  });

  it('a host-only cookie goes to its host alone; a domain cookie to its subdomains too', () => {
    expect(jar.header('http://www.shop.example/')).toBe('shared=all');
    expect(jar.header('http://evilshop.example/')).toBeNull();
    expect(jar.header('http://other.example/')).toBe('tracker=no');
    expect(jar.header('http://a.other.example/')).toBe('tracker=no');
  });

  it('a path cookie only under its path; a Secure one only over https; an expired one never', () => {
    expect(jar.header('http://shop.example/')).toBe('shared=all');
    expect(jar.header('http://shop.example/fr/cart')).toBe('lang=fr; shared=all');
    expect(jar.header('http://shop.example/fresh')).toBe('shared=all');
    expect(jar.header('https://shop.example/fr')).toBe('lang=fr; secure=yes; shared=all');
  });
});

describe('one Cookie line (no domain)', () => {
  it('is sent to the one host the targets are on, and nowhere else', () => {
    const jar = readCookies('Cookie: sfsid=abc; culture=en\n', ['shop.example'], NOW);
    expect(jar.header('https://shop.example/cart')).toBe('sfsid=abc; culture=en');
    expect(jar.header('https://cdn.example/sf/0.1.0/preact/storefront.js')).toBeNull();
    expect(readCookies('sfsid=abc', ['shop.example'], NOW).header('http://shop.example/')).toBe('sfsid=abc');
  });

  it('is refused when the targets are on more than one host', () => {
    expect(() => readCookies('sfsid=abc', ['shop.example', 'other.example'], NOW)).toThrow(CookieFileError);
  });
});

it('has none in an empty file or one of comments', () => {
  expect(
    readCookies('# nothing\n\n', ['shop.example', 'other.example'], NOW).header('http://shop.example/'),
  ).toBeNull();
});
