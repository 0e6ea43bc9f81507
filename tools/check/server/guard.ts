// The probes' only way to the server: a fetch that refuses every call the endpoint table marks as changing data
// (timeout 'never', shared/legacy/endpoints.ts) unless the author said --allow-writes.
import { changesData, ENDPOINTS, type EndpointName } from '../../../shared/legacy/endpoints.ts';

export class WriteRefused extends Error {}

export interface Guarded {
  /** One call to a named endpoint of the contract, at `url` (the author's base may differ from the table's path). */
  call(name: EndpointName, url: string, init: RequestInit): Promise<Response>;
  /** Every call made, in order (what a CI log shows, and what the tests read). */
  readonly calls: { name: EndpointName; method: string; url: string }[];
}

export function guardedFetch(fetcher: typeof fetch, options: { allowWrites: boolean; cookie: string | null }): Guarded {
  const calls: Guarded['calls'] = [];
  return {
    calls,
    async call(name, url, init) {
      const endpoint = ENDPOINTS[name];
      const path = new URL(url).pathname;
      if ((endpoint.timeout === 'never' || changesData(path)) && !options.allowWrites)
        throw new WriteRefused(`${name} (${path}) changes data`);
      const method = init.method ?? 'GET';
      if (method !== endpoint.method) throw new WriteRefused(`${name} is a ${endpoint.method}, not a ${method}`);
      calls.push({ name, method, url });
      const headers = new Headers(init.headers);
      // As the widgets' client sends every call (shared/http/client.ts): the server answers its partial views.
      headers.set('X-Requested-With', 'XMLHttpRequest');
      if (options.cookie) headers.set('Cookie', options.cookie);
      return fetcher(url, { ...init, headers, redirect: 'manual', cache: 'no-store' });
    },
  };
}
