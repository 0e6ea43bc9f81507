// The probes' only way to the server. A probe is a plan of the widgets' own (shared/http/plan.ts). Without
// --allow-writes it is an allow-list: a plan of a read, at the contract's own path on the page's site, and nothing
// else; a plan that changes data (its record says so) is never sent. Every call is within the checker's limits.
import type { Plan } from '../../../shared/http/plan.ts';
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
  /** One plan of a named endpoint of the contract, at the URL the page gave it; answers what was sent where. */
  call(name: EndpointName, planned: Plan): Promise<Answer & { url: string }>;
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

/** Where a plan for `name` may go, or why not (ProbeRefused). */
function destination(name: EndpointName, planned: Plan, options: GuardOptions): string {
  const endpoint = ENDPOINTS[name];
  // A plan is made from its record; one that is not (another method) is not this endpoint's call.
  if (planned.method !== endpoint.method)
    throw new ProbeRefused('method', { endpoint: name, expected: endpoint.method, method: planned.method });
  // A test account's cookies and the author's say-so: the page's own URLs are sent as the widgets would send them.
  if (options.allowWrites) return planned.url;
  if (planned.changesData) throw new ProbeRefused('write', { endpoint: name });
  const contract = contractUrl(name, planned.url, options.site);
  if (contract === null) throw new ProbeRefused('not-contract', { endpoint: name, path: endpoint.path ?? '' });
  return contract;
}

export function guardedFetch(fetcher: typeof fetch, options: GuardOptions): Guarded {
  const calls: Guarded['calls'] = [];
  return {
    calls,
    async call(name, planned) {
      const target = destination(name, planned, options);
      const { method } = planned;
      calls.push({ name, method, url: target });
      // The plan's own headers, as the widgets' client sends them (the server answers its partial views).
      const headers = new Headers(planned.headers);
      const cookie = options.cookies.header(target);
      if (cookie) headers.set('Cookie', cookie);
      const body = planned.body === null ? {} : { body: planned.body };
      const answer = await fetchWithin(
        fetcher,
        target,
        { method, headers, ...body, redirect: 'manual', cache: 'no-store' },
        options.limits,
      );
      return { ...answer, url: target };
    },
  };
}
