// The same-origin guard at its edges: password-only credentials, control characters, the page's own URL as the default
// base, and the author-given origin lists.
import { allowedOrigins, toSameOriginUrl } from './guard.ts';

describe('toSameOriginUrl edges', () => {
  const base = 'https://shop.example/fr/cart';

  it('refuses a password without a user name', () => {
    expect(toSameOriginUrl('https://:secret@shop.example/', base)).toBeNull();
  });

  it('refuses every control character (U+0000–U+001F and DEL), and keeps a path with an inner space', () => {
    expect(toSameOriginUrl('/a\u0000b', base)).toBeNull();
    expect(toSameOriginUrl('/a\u001fb', base)).toBeNull();
    expect(toSameOriginUrl('/a\u007fb', base)).toBeNull();
    expect(toSameOriginUrl('/a b', base)?.pathname).toBe('/a%20b');
  });

  it('resolves against the current page by default', () => {
    window.history.replaceState(null, '', '/fr/category/3');
    expect(toSameOriginUrl('page2')?.href).toBe(`${window.location.origin}/fr/category/page2`);
    expect(toSameOriginUrl('https://elsewhere.example/')).toBeNull();
  });

  it('returns the parsed URL, with its query and hash', () => {
    const url = toSameOriginUrl('/p?q=1#top', base);
    expect([url?.pathname, url?.search, url?.hash]).toEqual(['/p', '?q=1', '#top']);
  });
});

describe('toSameOriginUrl: what only the scheme or the user name gives away', () => {
  const base = 'https://shop.example/fr/cart';

  it('refuses a blob: URL although its origin is the store’s', () => {
    expect(new URL('blob:https://shop.example/1234').origin).toBe('https://shop.example');
    expect(toSameOriginUrl('blob:https://shop.example/1234', base)).toBeNull();
  });

  it('refuses a user name without a password on the store’s own host', () => {
    expect(toSameOriginUrl('https://user@shop.example/account', base)).toBeNull();
  });

  it('refuses what the URL parser cannot read', () => {
    expect(toSameOriginUrl('https://[shop.example/', base)).toBeNull();
  });
});

describe('the author-given origin lists on <html>', () => {
  const root = (value: string | null): Element => {
    const html = document.createElement('html');
    if (value !== null) html.setAttribute('data-sf-content-origins', value);
    return html;
  };
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

  it('reads http and https origins, normalised, and nothing else', () => {
    const list = allowedOrigins(
      'data-sf-content-origins',
      root('  https://CDN.example.com/path  http://img.example:8080 '),
    );
    expect(list).toEqual(['https://cdn.example.com', 'http://img.example:8080']);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('is empty without the attribute or without a root element', () => {
    expect(allowedOrigins('data-sf-content-origins', root(null))).toEqual([]);
    expect(allowedOrigins('data-sf-content-origins', null)).toEqual([]);
  });

  it.each([
    ['a relative path', '/cdn'],
    ['a path that names an origin later', '/go?to=https://cdn.example.com'],
    ['a host without a scheme', 'cdn.example.com'],
    ['another scheme', 'ftp://cdn.example.com'],
    ['a scheme without slashes', 'https:cdn.example.com'],
  ])('ignores %s, with a warning naming it', (_name, entry) => {
    expect(allowedOrigins('data-sf-content-origins', root(`${entry} https://ok.example`))).toEqual([
      'https://ok.example',
    ]);
    expect(console.warn).toHaveBeenCalledWith(
      `[storefront] <html data-sf-content-origins>: ignoring ${JSON.stringify(entry)} (not an http(s) origin)`,
    );
  });
});
