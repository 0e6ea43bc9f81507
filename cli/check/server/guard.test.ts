// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../../shared/legacy/endpoints.ts';
import { DEFAULT_LIMITS } from '../fetch-limits.ts';
import { NO_COOKIES, readCookies } from './cookies.ts';
import { type GuardOptions, guardedFetch, ProbeRefused } from './guard.ts';

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];
const WRITES = NAMES.filter((name) => ENDPOINTS[name].timeout === 'never');
const READS = NAMES.filter((name) => ENDPOINTS[name].timeout === 'read');
const SITE = 'http://shop.example/category/1';
const answer = () => vi.fn<typeof fetch>(async () => new Response('{}'));
const readOnly = (extra: Partial<GuardOptions> = {}): GuardOptions => ({
  allowWrites: false,
  site: SITE,
  cookies: NO_COOKIES,
  limits: DEFAULT_LIMITS,
  ...extra,
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ProbeRefused ? error.why : error),
  );

describe('without --allow-writes', () => {
  it.each(WRITES)('refuses %s, before anything is sent', async (name) => {
    const fetcher = answer();
    const guarded = guardedFetch(fetcher, readOnly());
    const call = guarded.call(name, `http://shop.example${ENDPOINTS[name].path}`, { method: ENDPOINTS[name].method });
    expect(await refusal(call)).toBe('write');
    expect(fetcher).not.toHaveBeenCalled();
    expect(guarded.calls).toEqual([]);
  });

  it.each([
    '/ShoppingCart/AddProducts/',
    '/bpwgtlogin/%6Cogout',
    '/Bpwgtlogin/%4Cogout',
    '/bpwgtlogin/%256cogout',
    '/ecomwgtheader/getcartelementcount/../../bpwgtlogin/logout',
    '/ecomwgtheader%2fgetcartelementcount',
    '/ecomwgtheader%5cgetcartelementcount',
    '/ecomwgtheader/getcartelementcount%00',
    '/ecomwgtheader/getcartelementcount?handler=logout',
    '/ecomwgtheader//getcartelementcount',
    '/ecomwgtheader/%E0%A4%A',
  ])('sends a read only at its contract’s path: not %s', async (path) => {
    const fetcher = answer();
    const guarded = guardedFetch(fetcher, readOnly());
    expect(await refusal(guarded.call('cartCount', `http://shop.example${path}`, { method: 'POST' }))).toBe(
      'not-contract',
    );
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('nor on another origin than the page’s', async () => {
    const fetcher = answer();
    const guarded = guardedFetch(fetcher, readOnly());
    const call = guarded.call('cartCount', `http://other.example${ENDPOINTS.cartCount.path}`, { method: 'POST' });
    expect(await refusal(call)).toBe('not-contract');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it.each(READS)(
    'sends %s at the contract’s path, spelt as the contract spells it, however the page wrote it',
    async (name) => {
      const { path, method } = ENDPOINTS[name];
      const disguised = `/x/..${path.toUpperCase().replace(/[A-Z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`;
      const fetcher = answer();
      const guarded = guardedFetch(fetcher, readOnly());
      const sent = await guarded.call(name, `http://shop.example${disguised}`, { method });
      expect(fetcher.mock.calls.map(([url]) => url)).toEqual([`http://shop.example${path}`]);
      expect(sent.url).toBe(`http://shop.example${path}`);
    },
  );

  it('refuses a method the table does not give the endpoint', async () => {
    const guarded = guardedFetch(answer(), readOnly());
    const call = guarded.call('cartCount', `http://shop.example${ENDPOINTS.cartCount.path}`, { method: 'DELETE' });
    expect(await refusal(call)).toBe('method');
  });
});

it('sends a read with its host’s cookies, the widgets’ X-Requested-With and a deadline, and logs it', async () => {
  const fetcher = answer();
  const cookies = readCookies('shop.example\tFALSE\t/\tFALSE\t0\tsfsid\tabc\n', ['shop.example'], Date.now());
  const guarded = guardedFetch(fetcher, readOnly({ cookies }));
  await guarded.call('cartCount', `http://shop.example${ENDPOINTS.cartCount.path}`, { method: 'POST' });
  const init = fetcher.mock.calls[0]?.[1];
  const headers = new Headers(init?.headers);
  expect(headers.get('cookie')).toBe('sfsid=abc');
  expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
  expect(init?.redirect).toBe('manual');
  expect(init?.signal).toBeInstanceOf(AbortSignal);
  expect(guarded.calls).toEqual([
    { name: 'cartCount', method: 'POST', url: `http://shop.example${ENDPOINTS.cartCount.path}` },
  ]);
});

it('lets a write through with --allow-writes', async () => {
  const fetcher = answer();
  const guarded = guardedFetch(fetcher, readOnly({ allowWrites: true }));
  await guarded.call('addProducts', `http://shop.example${ENDPOINTS.addProducts.path}`, { method: 'POST' });
  expect(fetcher).toHaveBeenCalledOnce();
});
