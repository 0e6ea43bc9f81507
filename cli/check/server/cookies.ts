// Cookies for a signed-in check, read from a file only (a cookie on the command line would land in shell history and
// CI logs): a Netscape cookies.txt (curl -c, browser export), or one `name=value; name2=value2` line. Each request
// gets only the cookies its URL may carry, as a browser would choose them: by domain, path and Secure.

/** A one-line file has no domain, so it cannot say which of several hosts it belongs to. */
export class CookieFileError extends Error {
  constructor(readonly hosts: readonly string[]) {
    super(`a one-line cookies file has no domain, and the pages are on ${hosts.length} hosts`);
  }
}

interface Cookie {
  domain: string;
  /** False for a host-only cookie: its host alone, no subdomain. */
  subdomains: boolean;
  path: string;
  secure: boolean;
  /** Seconds since the epoch; 0 for a session cookie. */
  expires: number;
  pair: string;
}

export interface CookieJar {
  /** The Cookie header for a request to `url`; null when none of the file's cookies belongs there. */
  header(url: string): string | null;
}

function netscapeLine(line: string): Cookie | null {
  const fields = line.split('\t');
  if (fields.length < 7) return null;
  const [domain = '', flag = '', path = '/', secure = '', expires = '0', name = '', value = ''] = fields;
  return {
    domain: domain.replace(/^\./, '').toLowerCase(),
    subdomains: flag.toUpperCase() === 'TRUE' || domain.startsWith('.'),
    path: path || '/',
    secure: secure.toUpperCase() === 'TRUE',
    expires: Number(expires) || 0,
    pair: `${name}=${value}`,
  };
}

const domainMatches = (cookie: Cookie, host: string) =>
  host === cookie.domain || (cookie.subdomains && host.endsWith(`.${cookie.domain}`));

/** RFC 6265 §5.1.4: the cookie's path, or below it at a `/`. */
const pathMatches = (cookie: Cookie, path: string) =>
  path === cookie.path ||
  (path.startsWith(cookie.path) && (cookie.path.endsWith('/') || path.charAt(cookie.path.length) === '/'));

/**
 * The file's cookies. `hosts`: the hosts of the pages checked; a one-line file is sent to that host alone, and is
 * refused (CookieFileError) when there is more than one. `now`: milliseconds, to leave out expired cookies.
 */
export function readCookies(text: string, hosts: readonly string[], now: number): CookieJar {
  const cookies: Cookie[] = [];
  const pairs: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^#HttpOnly_/, '').trim();
    if (line === '' || line.startsWith('#')) continue;
    const cookie = netscapeLine(line);
    if (cookie) {
      if (cookie.expires === 0 || cookie.expires * 1000 > now) cookies.push(cookie);
      continue;
    }
    for (const part of line.replace(/^cookie:\s*/i, '').split(';')) {
      const pair = part.trim();
      if (/^[^=\s]+=/.test(pair)) pairs.push(pair);
    }
  }
  const distinct = [...new Set(hosts.map((h) => h.toLowerCase()))];
  if (pairs.length > 0 && distinct.length > 1) throw new CookieFileError(distinct);
  const [lineHost] = distinct;
  return {
    header(url) {
      const { hostname, pathname, protocol } = new URL(url);
      const host = hostname.toLowerCase();
      const sent = cookies
        .filter((c) => domainMatches(c, host) && pathMatches(c, pathname) && (!c.secure || protocol === 'https:'))
        .map((c) => c.pair);
      if (host === lineHost) sent.push(...pairs);
      return sent.length > 0 ? sent.join('; ') : null;
    },
  };
}

/** A jar that sends nothing: no --cookies-file. */
export const NO_COOKIES: CookieJar = { header: () => null };
