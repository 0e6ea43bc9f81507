// The probes' only way to the server. Without --allow-writes it is an allow-list: a read endpoint of the contract
// (shared/legacy/endpoints.ts), at the contract's own path on the page's site, and nothing else; a call the table
// marks as changing data (timeout 'never') is never sent. Every call is within the checker's limits.
import { ENDPOINTS, type EndpointName } from '../../../shared/legacy/endpoints.ts';
import { type Answer, fetchWithin, type Limits } from '../fetch-limits.ts';
import { contractUrl } from './contract-path.ts';
import type { CookieJar } from './cookies.ts';

/** A call not sent, and why: it changes data, its URL is not the contract's path, or the method is not the table's. */
export class ProbeRefused extends Error {
  constructor(
    readonly why: 'write' | 'not-contract' | 'method',
    readonly params: Readonly<Record<string, string>>,
  ) {
    super(`${why}: ${JSON.stringify(params)}`);
  }
}

export interface Guarded {
  /** One call to a named endpoint of the contract, at `url` as the page gives it; answers what was sent where. */
  call(name: EndpointName, url: string, init: RequestInit): Promise<Answer & { url: string }>;
  /** Every call sent, in order (what a CI log shows, and what the tests read). */
  readonly calls: { name: EndpointName; method: string; url: string }[];
}

export interface GuardOptions {
  allowWrites: boolean;
  /** The page's address: read calls go to its origin only. */
  site: string;
  cookies: CookieJar;
  limits: Limits;
}

/** Where a call for `name` may go, or why not (ProbeRefused). */
function destination(name: EndpointName, url: string, method: string, options: GuardOptions): string {
  const endpoint = ENDPOINTS[name];
  if (method !== endpoint.method)
    throw new ProbeRefused('method', { endpoint: name, expected: endpoint.method, method });
  // A test account's cookies and the author's say-so: the page's own URLs are sent as the widgets would send them.
  if (options.allowWrites) return url;
  if (endpoint.timeout === 'never') throw new ProbeRefused('write', { endpoint: name });
  const contract = contractUrl(name, url, options.site);
  if (contract === null) throw new ProbeRefused('not-contract', { endpoint: name, path: endpoint.path });
  return contract;
}

export function guardedFetch(fetcher: typeof fetch, options: GuardOptions): Guarded {
  const calls: Guarded['calls'] = [];
  return {
    calls,
    async call(name, url, init) {
      const method = init.method ?? 'GET';
      const target = destination(name, url, method, options);
      calls.push({ name, method, url: target });
      const headers = new Headers(init.headers);
      // As the widgets' client sends every call (shared/http/client.ts): the server answers its partial views.
      headers.set('X-Requested-With', 'XMLHttpRequest');
      const cookie = options.cookies.header(target);
      if (cookie) headers.set('Cookie', cookie);
      const answer = await fetchWithin(
        fetcher,
        target,
        { ...init, headers, redirect: 'manual', cache: 'no-store' },
        options.limits,
      );
      return { ...answer, url: target };
    },
  };
}
