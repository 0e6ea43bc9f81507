// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { type Plan, type PlanInput, plan } from '../../../shared/http/plan.ts';
import { ENDPOINTS, type Endpoint, type EndpointName } from '../../../shared/legacy/endpoints.ts';
import { DEFAULT_LIMITS } from '../fetch-limits.ts';
import { NO_COOKIES, readCookies } from './cookies.ts';
import { type GuardOptions, guardedFetch, ProbeRefused } from './guard.ts';

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];
const recordOf = (name: EndpointName): Endpoint => ENDPOINTS[name];
const WRITES = NAMES.filter((name) => recordOf(name).changesData);
/** The reads with a contract path of their own (a page-given one is never the contract's). */
const READS = NAMES.filter((name) => !recordOf(name).changesData && recordOf(name).path !== null);
/** The widget's plan of `name` at `url` (no fields: the guard reads the plan's method, URL and data-change fact). */
const planOf = (name: EndpointName, url: string): Plan =>
  plan(ENDPOINTS[name] as Endpoint, { url } as PlanInput<Endpoint>);
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
    const call = guarded.call(name, planOf(name, `http://shop.example${ENDPOINTS[name].path ?? '/any/path'}`));
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
    expect(await refusal(guarded.call('cartCount', planOf('cartCount', `http://shop.example${path}`)))).toBe(
      'not-contract',
    );
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('nor on another origin than the page’s', async () => {
    const fetcher = answer();
    const guarded = guardedFetch(fetcher, readOnly());
    const call = guarded.call('cartCount', planOf('cartCount', `http://other.example${ENDPOINTS.cartCount.path}`));
    expect(await refusal(call)).toBe('not-contract');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it.each(READS)(
    'sends %s at the contract’s path, spelt as the contract spells it, however the page wrote it',
    async (name) => {
      const path = ENDPOINTS[name].path ?? '';
      const disguised = `/x/..${path.toUpperCase().replace(/[A-Z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`;
      const fetcher = answer();
      const guarded = guardedFetch(fetcher, readOnly());
      const sent = await guarded.call(name, planOf(name, `http://shop.example${disguised}`));
      expect(fetcher.mock.calls.map(([url]) => url)).toEqual([`http://shop.example${path}`]);
      expect(sent.url).toBe(`http://shop.example${path}`);
    },
  );

  it('refuses a plan whose method is not its record’s (a plan made another way than from the record)', async () => {
    const guarded = guardedFetch(answer(), readOnly());
    const made = { ...planOf('cartCount', `http://shop.example${ENDPOINTS.cartCount.path}`), method: 'GET' as const };
    expect(await refusal(guarded.call('cartCount', made))).toBe('method');
  });

  it('decides from the plan: a plan that changes data is held back, at any path', async () => {
    const fetcher = answer();
    const guarded = guardedFetch(fetcher, readOnly());
    const action = plan(ENDPOINTS.confirmedAction, { url: 'http://shop.example/shoppingcart/anything', fields: {} });
    expect(await refusal(guarded.call('confirmedAction', action))).toBe('write');
    expect(fetcher).not.toHaveBeenCalled();
  });
});

it('sends a read with its host’s cookies, the widgets’ X-Requested-With and a deadline, and logs it', async () => {
  const fetcher = answer();
  const cookies = readCookies('shop.example\tFALSE\t/\tFALSE\t0\tsfsid\tabc\n', ['shop.example'], Date.now());
  const guarded = guardedFetch(fetcher, readOnly({ cookies }));
  await guarded.call('cartCount', planOf('cartCount', `http://shop.example${ENDPOINTS.cartCount.path}`));
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
  await guarded.call('addProducts', planOf('addProducts', `http://shop.example${ENDPOINTS.addProducts.path}`));
  expect(fetcher).toHaveBeenCalledOnce();
});
