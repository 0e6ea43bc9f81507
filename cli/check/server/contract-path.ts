// Whether a URL the page chose is the contract's path of an endpoint, as the server would route it: legacy servers
// (IIS/ASP.NET, and demo-host's Fastify) decode escapes, resolve dot segments and ignore case before they route, so
// `/bpwgtlogin/%6Cogout` is the logout. Compared in that form, and only an exact match is accepted.
import { ENDPOINTS, type EndpointName } from '../../../shared/legacy/endpoints.ts';
import { percentDecodedForms } from '../../../shared/url/percent-decode.ts';

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
  const forms = percentDecodedForms(pathname);
  if (forms === null || forms.some((form) => /%(?:2f|5c)/i.test(form) || form.includes('\\'))) return null;
  const current = forms[forms.length - 1] ?? pathname;
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
  // A record whose calls name their own path (an ActionOnConfirm) has no contract path to be.
  if (contract === null) return null;
  const routed = routedPath(parsed.pathname);
  return routed !== null && routed === routedPath(contract) ? new URL(contract, origin).href : null;
}
