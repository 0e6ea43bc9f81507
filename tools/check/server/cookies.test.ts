// @vitest-environment node
import { expect, it } from 'vitest';
import { cookieHeader } from './cookies.ts';

it('reads a Netscape cookies.txt for the page’s host (HttpOnly lines included, other hosts left out)', () => {
  const file = [
    '# Netscape HTTP Cookie File',
    '#HttpOnly_127.0.0.1\tFALSE\t/\tFALSE\t0\tsfsid\tabc123',
    '127.0.0.1\tFALSE\t/\tFALSE\t0\tculture\tfr',
    '.other.example\tTRUE\t/\tFALSE\t0\ttracker\tno',
  ].join('\n');
  expect(cookieHeader(file, '127.0.0.1')).toBe('sfsid=abc123; culture=fr');
});

it('reads one Cookie line, with or without its header name', () => {
  expect(cookieHeader('Cookie: sfsid=abc; culture=en\n', 'shop.example')).toBe('sfsid=abc; culture=en');
  expect(cookieHeader('sfsid=abc', 'shop.example')).toBe('sfsid=abc');
});

it('has none in an empty file or one of comments', () => {
  expect(cookieHeader('# nothing\n\n', 'shop.example')).toBeNull();
});
