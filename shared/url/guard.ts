// The one URL guard: same-origin, image and allow-listed URLs, for the client's redirects and the sanitiser's attributes.
// Each pattern is read inside a function rather than kept in a module constant, so the mutation run, which switches
// its mutants while the tests run (after modules have loaded), reaches them (docs/contributing.md "Mutation testing").

/**
 * Characters browsers and servers normalise differently (backslash, C0 controls, DEL), raw or percent-encoded
 * (`/%09/evil.example` becomes `//evil.example` on a server that decodes then drops the tab): a URL holding one is refused.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const isAmbiguous = (value: string): boolean => /[\\\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f|5c)/i.test(value);

/** `https:evil.example` / `https:/evil.example`: relative to a browser on an https page, a host to other parsers. */
const hasSchemeWithoutSlashes = (value: string): boolean => /^https?:(?!\/\/)/i.test(value);

/** `//host`, `/\host`, `/%2fhost`: protocol-relative, or becomes so once a server decodes it. */
const hasLeadingSlashes = (value: string): boolean => /^[/\\](?:[/\\]|%2f|%5c)/i.test(value);

/**
 * An http(s) URL without credentials or ambiguous characters, any origin. `image` relaxes what only matters for where a
 * shopper is sent (`//cdn.example/x.png` and `https:x.png` are fine as images; any host may serve one).
 */
function parseHttpUrl(raw: unknown, base: string, image?: boolean): URL | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || isAmbiguous(value)) return null;
  if (!image && (hasSchemeWithoutSlashes(value) || hasLeadingSlashes(value))) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.username + url.password !== '') return null;
  // Checked again once dot segments (`..`, `%2e%2e`, `.%2E`) are resolved: `/x/..//evil.example` ends as `//evil.example`.
  return !image && hasLeadingSlashes(url.pathname) ? null : url;
}

/**
 * Resolves a server-given URL and keeps it only if it stays on this origin over http(s):
 * refuses //host, /\host, user@host, javascript:, data: and anything unparsable.
 */
export function toSameOriginUrl(raw: unknown, base = window.location.href): URL | null {
  const url = parseHttpUrl(raw, base);
  return url && url.origin === new URL(base).origin ? url : null;
}

/** A base64 PNG, GIF, JPEG, WebP or AVIF `data:` image, and nothing after it. */
const isRasterDataImage = (value: string): boolean =>
  /^data:image\/(?:png|gif|jpeg|webp|avif);base64,[a-z0-9+/=]*$/i.test(value);

/**
 * An image the page may show, from any origin (a CDN): http(s) without credentials, protocol-relative included (the
 * browser upgrades or blocks mixed content), or a base64 raster `data:` image; control characters and backslashes refused.
 */
export function toImageUrl(raw: unknown, base = window.location.href): URL | null {
  return typeof raw === 'string' && isRasterDataImage(raw.trim()) ? new URL(raw.trim()) : parseHttpUrl(raw, base, true);
}

/**
 * A page on any origin the shopper may be sent to by a link they click (server HTML routes it through the
 * external-link confirmation): the same checks as toSameOriginUrl, the origin aside.
 */
export const toHttpUrl = (raw: unknown, base = window.location.href): URL | null => parseHttpUrl(raw, base);

/**
 * The page's author-given lists of other origins, each an attribute of <html> holding space-separated origins:
 * single sign-on login pages, configurator frames, links and images in server HTML.
 */
export type OriginList = 'data-sf-login-origins' | 'data-sf-configurator-origins' | 'data-sf-content-origins';

/** Reads one allow-list (normalised origins; entries that are not http(s) origins are ignored with a warning). */
export function allowedOrigins(
  attribute: OriginList,
  root: Element | null = globalThis.document?.documentElement ?? null,
): string[] {
  const origins: string[] = [];
  for (const entry of (root?.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
    const url = parseHttpUrl(entry, 'https://invalid.invalid/');
    if (url && /^https?:\/\//i.test(entry)) origins.push(url.origin);
    else console.warn(`[storefront] <html ${attribute}>: ignoring ${JSON.stringify(entry)} (not an http(s) origin)`);
  }
  return origins;
}

/** toSameOriginUrl, or an http(s) URL whose origin is in the author's allow-list (named, or already read). */
export function toAllowedUrl(
  raw: unknown,
  list: OriginList | readonly string[],
  base = window.location.href,
): URL | null {
  const same = toSameOriginUrl(raw, base);
  if (same) return same;
  const url = parseHttpUrl(raw, base);
  if (!url) return null;
  return (typeof list === 'string' ? allowedOrigins(list) : list).includes(url.origin) ? url : null;
}
