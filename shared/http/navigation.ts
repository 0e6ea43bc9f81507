// Every navigation the bundle makes goes through here: same-origin only, and swappable in tests.
export interface Navigator {
  assign(url: string): void;
  reload(): void;
  open(url: string): void;
}

const browser: Navigator = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  open: (url) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
let current: Navigator = browser;

export const navigation: Navigator = {
  assign: (url) => current.assign(url),
  reload: () => current.reload(),
  open: (url) => current.open(url),
};

/** Tests replace the browser's navigation with a recorder; pass nothing to restore it. */
export function setNavigator(next?: Navigator): void {
  current = next ?? browser;
}

/**
 * Resolves a server-given URL and keeps it only if it stays on this origin over http(s):
 * refuses //host, /\host, user@host, javascript:, data: and anything unparsable.
 */
export function toSameOriginUrl(raw: unknown, base = window.location.href): URL | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  // Backslashes and control characters are normalised differently by browsers and servers: refuse them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  if (value === '' || /[\\\u0000-\u001f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  const origin = new URL(base).origin;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.origin !== origin) return null;
  return url;
}
