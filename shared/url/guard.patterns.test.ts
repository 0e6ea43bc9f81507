// Each pattern of the guard at the characters that decide it: what sits just inside and just outside what it refuses.
import { toHttpUrl, toImageUrl, toSameOriginUrl } from './guard.ts';

const base = 'https://shop.example/fr/cart';
const kept = (url: URL | null) => url?.href ?? null;

describe('percent-encoded characters', () => {
  it.each(['%00', '%09', '%0a', '%0D', '%1f', '%1F', '%7f', '%5c', '%5C'])(
    'refuses %s (a control or a backslash once decoded)',
    (code) => {
      expect(toSameOriginUrl(`/a${code}b`, base)).toBeNull();
      expect(toHttpUrl(`https://shop.example/a${code}b`, base)).toBeNull();
    },
  );

  it.each(['%20', '%21', '%2f', '%3F', '%41', '%e9', '%80', '%ff'])('keeps %s (printable once decoded)', (code) => {
    expect(kept(toSameOriginUrl(`/search?q=a${code}b`, base))).toBe(`https://shop.example/search?q=a${code}b`);
  });
});

describe('a scheme without its two slashes', () => {
  it('refuses http: and https: followed by anything but //, in any case', () => {
    for (const raw of ['https:evil.example', 'http:evil.example', 'HTTP:/evil.example', 'https:/evil.example'])
      expect(toHttpUrl(raw, base), raw).toBeNull();
  });

  it('looks only at the start: a query that quotes a URL is fine', () => {
    expect(kept(toSameOriginUrl('/go?next=https:x', base))).toBe('https://shop.example/go?next=https:x');
    expect(kept(toHttpUrl('https://other.example/?u=http:y', base))).toBe('https://other.example/?u=http:y');
  });

  it('keeps http:// and https:// URLs', () => {
    expect(kept(toHttpUrl('http://other.example/a', base))).toBe('http://other.example/a');
    expect(kept(toHttpUrl('HTTPS://other.example/a', base))).toBe('https://other.example/a');
  });
});

describe('two leading slashes', () => {
  it('refuses //, /\\, /%2f and /%5c at the start', () => {
    for (const raw of ['//evil.example', '/\\evil.example', '/%2fevil.example', '/%2Fevil.example'])
      expect(toSameOriginUrl(raw, base), raw).toBeNull();
  });

  it('looks only at the start: two slashes inside a path or a query are fine', () => {
    expect(kept(toSameOriginUrl('/a//b', base))).toBe('https://shop.example/a//b');
    expect(kept(toSameOriginUrl('a//b', base))).toBe('https://shop.example/fr/a//b');
    expect(kept(toSameOriginUrl('/a?next=//b', base))).toBe('https://shop.example/a?next=//b');
  });

  it('keeps a path of one leading slash', () => {
    expect(kept(toSameOriginUrl('/a', base))).toBe('https://shop.example/a');
    expect(kept(toSameOriginUrl('/%41', base))).toBe('https://shop.example/%41');
  });

  it('refuses a path that ends with two leading slashes once its dot segments are resolved', () => {
    expect(toSameOriginUrl('/x/..//evil.example', base)).toBeNull();
  });
});

describe('the scheme of the parsed URL', () => {
  it('is http or https exactly, nothing before or after', () => {
    for (const raw of ['xhttp://h.example/', 'https-x://h.example/', 'httpsx://h.example/', 'ftp://h.example/'])
      expect(toHttpUrl(raw, base), raw).toBeNull();
  });
});

describe('toHttpUrl', () => {
  it('keeps any origin with the same checks as the same-origin guard, the origin aside', () => {
    expect(kept(toHttpUrl('https://other.example/p?q=1', base))).toBe('https://other.example/p?q=1');
    expect(kept(toHttpUrl('/p', base))).toBe('https://shop.example/p');
    expect(toHttpUrl('https://user@other.example/', base)).toBeNull();
    expect(toHttpUrl('javascript:alert(1)', base)).toBeNull();
    expect(toHttpUrl(42, base)).toBeNull();
  });
});

describe('base64 raster data: images', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';

  it('keeps a whole one, several characters long, and each raster type', () => {
    expect(kept(toImageUrl(png, base))).toBe(png);
    for (const type of ['gif', 'jpeg', 'webp', 'avif', 'PNG'])
      expect(toImageUrl(`data:image/${type};base64,R0lGOD+/=`, base), type).not.toBeNull();
    expect(kept(toImageUrl(` ${png} `, base))).toBe(png);
  });

  it('refuses one with anything before data:, or anything but base64 after the comma', () => {
    expect(toImageUrl(`x${png}`, base)).toBeNull();
    expect(toImageUrl(`${png}"onerror=x`, base)).toBeNull();
    expect(toImageUrl(`${png} <svg>`, base)).toBeNull();
    expect(toImageUrl('data:image/svg+xml;base64,PHN2Zz4=', base)).toBeNull();
    expect(toImageUrl('data:image/png,rawbytes', base)).toBeNull();
  });
});
