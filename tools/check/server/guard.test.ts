// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../../shared/legacy/endpoints.ts';
import { guardedFetch, WriteRefused } from './guard.ts';

const WRITES = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => ENDPOINTS[name].timeout === 'never');
const answer = () => vi.fn<typeof fetch>(async () => new Response('{}'));

describe('the probes’ fetch', () => {
  it.each(WRITES)('refuses %s without --allow-writes, before anything is sent', async (name) => {
    const fetcher = answer();
    const guarded = guardedFetch(fetcher, { allowWrites: false, cookie: null });
    await expect(
      guarded.call(name, `http://shop.example${ENDPOINTS[name].path}`, { method: 'POST' }),
    ).rejects.toBeInstanceOf(WriteRefused);
    expect(fetcher).not.toHaveBeenCalled();
    expect(guarded.calls).toEqual([]);
  });

  it('refuses a write path whatever name it is given (the path is looked up too)', async () => {
    const fetcher = answer();
    const guarded = guardedFetch(fetcher, { allowWrites: false, cookie: null });
    await expect(
      guarded.call('cartCount', 'http://shop.example/ShoppingCart/AddProducts/', { method: 'POST' }),
    ).rejects.toBeInstanceOf(WriteRefused);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('refuses a method the table does not give the endpoint', async () => {
    const guarded = guardedFetch(answer(), { allowWrites: false, cookie: null });
    await expect(
      guarded.call('cartCount', 'http://shop.example/ecomwgtheader/getcartelementcount', { method: 'DELETE' }),
    ).rejects.toBeInstanceOf(WriteRefused);
  });

  it('sends a read with the cookies from the file and the widgets’ X-Requested-With, and logs it', async () => {
    const fetcher = answer();
    const guarded = guardedFetch(fetcher, { allowWrites: false, cookie: 'sfsid=abc' });
    await guarded.call('cartCount', 'http://shop.example/ecomwgtheader/getcartelementcount', { method: 'POST' });
    const headers = new Headers(fetcher.mock.calls[0]?.[1]?.headers);
    expect(headers.get('cookie')).toBe('sfsid=abc');
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(guarded.calls).toEqual([
      { name: 'cartCount', method: 'POST', url: 'http://shop.example/ecomwgtheader/getcartelementcount' },
    ]);
  });

  it('lets a write through with --allow-writes', async () => {
    const fetcher = answer();
    const guarded = guardedFetch(fetcher, { allowWrites: true, cookie: 'sfsid=test' });
    await guarded.call('addProducts', `http://shop.example${ENDPOINTS.addProducts.path}`, { method: 'POST' });
    expect(fetcher).toHaveBeenCalledOnce();
  });
});
