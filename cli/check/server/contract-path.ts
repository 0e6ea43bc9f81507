// Whether a URL the page chose is the contract's path of an endpoint, as the server would route it: legacy servers
// (IIS/ASP.NET, and demo-host's Fastify) decode escapes, resolve dot segments and ignore case before they route, so
// `/bpwgtlogin/%6Cogout` is the logout. Compared in that form, and only an exact match is accepted.
import { ENDPOINTS, type EndpointName } from '../../../shared/legacy/endpoints.ts';

/** More rounds than any server decodes; a path still changing after them is not a path to send. */
const DECODE_ROUNDS = 8;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** `..` and `.` resolved as a server does; the path keeps its leading `/`. */
function withoutDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split('/').slice(1);
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (segment === '..') out.pop();
    if (segment === '.' || segment === '..') {
      if (last) out.push('');
      continue;
    }
    out.push(segment);
  }
  return `/${out.join('/')}`;
}

/**
 * The path a server routes for `pathname`: percent-decoded until it no longer changes, dot segments resolved, in
 * lower case, one trailing slash dropped. Null when that is ambiguous: an encoded slash or backslash (a segment to one
 * server, two to another), a backslash, a control character, an escape that does not decode.
 */
export function routedPath(pathname: string): string | null {
  let current = pathname;
  for (let round = 0; ; round += 1) {
    if (/%(?:2f|5c)/i.test(current) || current.includes('\\')) return null;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    if (round === DECODE_ROUNDS) return null;
    current = next;
  }
  if (!current.startsWith('/') || CONTROL.test(current)) return null;
  return withoutDotSegments(current)
    .toLowerCase()
    .replace(/(.)\/$/, '$1');
}

/**
 * The URL to call for `name` when `url` is its contract path on `site`'s origin: the contract's own spelling there,
 * never the page's. Null for any other path, another origin, a query or credentials.
 */
export function contractUrl(name: EndpointName, url: string, site: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const origin = new URL(site).origin;
  if (parsed.origin !== origin || parsed.search !== '' || parsed.username !== '' || parsed.password !== '') return null;
  const contract = ENDPOINTS[name].path;
  const routed = routedPath(parsed.pathname);
  return routed !== null && routed === routedPath(contract) ? new URL(contract, origin).href : null;
}
