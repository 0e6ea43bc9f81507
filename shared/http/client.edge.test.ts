// The legacy client at its edges: GET, timeouts, call results left alone, what is logged, and page unload.
import { recordNavigation } from '../../test/support/navigation.ts';
import { readAt } from '../../test/support/plans.ts';
import { ENDPOINTS } from '../legacy/endpoints.ts';
import { $statusQueue, MessageType } from '../stores/status.ts';
import { asHtml, parseCallResult, ReplyShapeError, send } from './client.ts';
import { configureHttp } from './config.ts';
import { setNavigator } from './navigation.ts';
import { endpointCall, plan } from './plan.ts';

const requests: Request[] = [];
function serve(handler: (request: Request) => Response | Promise<Response>) {
  requests.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    requests.push(req.clone());
    // As a browser's fetch does: an abort of the request's signal rejects the call, whatever the server is doing.
    const aborted = new Promise<never>((_, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (req.signal.aborted) abort();
      else req.signal.addEventListener('abort', abort, { once: true });
    });
    return Promise.race([handler(req), aborted]);
  });
}
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const shown = () => $statusQueue.get().flatMap((b) => b.messages);
const identity = (body: unknown) => body;
let nav: ReturnType<typeof recordNavigation>;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  nav = recordNavigation();
  setNavigator(nav.navigator);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.documentElement.lang = 'en';
});

it('sends a GET with the fields in the query string and no body, with same-origin credentials', async () => {
  serve(() => json('plain'));
  const out = await send(plan(ENDPOINTS.clientUrl, { fields: { a: 1, b: 'z' }, url: '/x' }), { parse: identity });
  expect(out).toEqual({ ok: true, value: 'plain' });
  const sent = requests[0];
  expect(sent?.method).toBe('GET');
  expect(new URL(sent?.url ?? '').search).toBe('?a=1&b=z');
  expect(await sent?.text()).toBe('');
  expect(sent?.credentials).toBe('same-origin');
  expect(sent?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  expect(sent?.headers.get('content-type')).toBeNull();
});

it('never retries, a GET no more than a POST', async () => {
  serve(() => new Response('', { status: 503 }));
  await send(plan(ENDPOINTS.clientUrl, { url: '/x' }), { parse: identity });
  expect(requests).toHaveLength(1);
  serve(() => new Response('', { status: 503 }));
  await send(readAt('/x', 'text'), { parse: identity });
  expect(requests).toHaveLength(1);
});

it('gives a read up after the page’s timeout, with the request error and no log', async () => {
  serve(() => new Promise<Response>(() => {}));
  const started = Date.now();
  configureHttp({ timeoutMs: 30 });
  expect(await send(readAt('/x', 'text'), { parse: identity })).toEqual({ ok: false, reason: 'failed' });
  expect(await send(readAt('/x', 'json'), { parse: identity })).toEqual({ ok: false, reason: 'failed' });
  expect(Date.now() - started).toBeLessThan(5000);
  expect(shown()).toEqual([
    { Message: 'Error while contacting server', Type: MessageType.ERROR },
    { Message: 'Error while contacting server', Type: MessageType.ERROR },
  ]);
  // Only the page's failure report says it, once for both (shared/report/failures.ts): no error object is logged.
  expect(warn).toHaveBeenCalledExactlyOnceWith(
    '[storefront] page: /x gave no answer (timed out or the network failed)',
  );
});

it('logs a reply of the wrong shape with its error, an HTTP error status only as the failure report', async () => {
  serve(() => new Response('', { status: 500 }));
  await send(readAt('/x', 'json'), { parse: parseCallResult });
  expect(warn).toHaveBeenCalledExactlyOnceWith('[storefront] page: /x answered HTTP 500');
  serve(() => new Response('not json'));
  await send(readAt('/x', 'json'), { parse: parseCallResult });
  expect(warn).toHaveBeenCalledWith('[storefront] request failed:', expect.any(ReplyShapeError));
});

it('hands the parsed JSON to parse, and treats a parse error as a failure', async () => {
  serve(() => json({ items: [1, 2] }));
  expect(await send(readAt('/x', 'json'), { parse: identity })).toEqual({
    ok: true,
    value: { items: [1, 2] },
  });
  expect(
    await send(readAt('/x', 'json'), {
      parse: () => {
        throw new ReplyShapeError('no items');
      },
    }),
  ).toEqual({ ok: false, reason: 'failed' });
});

it('reads only objects with Result or StatusMessages as call results', async () => {
  // Not call results, although the last shares a field name with one (with another type).
  for (const body of [null, [1], 'text', { Value: 1 }, { Value: 1, NbProductsAdded: 'n/a' }]) {
    serve(() => json(body));
    expect(await send(readAt('/x', 'json'), { parse: identity })).toEqual({ ok: true, value: body });
  }
  expect(shown()).toEqual([]);
  serve(() => json({ StatusMessages: [{ Message: 'Hi', Type: 1 }] }));
  await send(readAt('/x', 'json'), { parse: identity });
  expect(shown()).toEqual([{ Message: 'Hi', Type: MessageType.SUCCESS }]);
});

it('leaves messages and redirects to the caller when its reader says the caller reads the call result', async () => {
  const reply = { Result: 3, RedirectUrl: '/checkout', StatusMessages: [{ Message: 'Moved', Type: 2 }] };
  serve(() => json(reply));
  const out = await send(readAt('/x', 'json'), { parse: parseCallResult, callResult: 'caller' });
  expect(out.ok && out.value.RedirectUrl).toBe('/checkout');
  expect(nav.calls).toEqual([]);
  expect(shown()).toEqual([]);
});

it('does not read HTML or text replies as call results', async () => {
  serve(() => new Response('{"Result":3,"RedirectUrl":"/checkout"}'));
  expect(await send(readAt('/x', 'text'), { parse: identity })).toEqual({
    ok: true,
    value: '{"Result":3,"RedirectUrl":"/checkout"}',
  });
  expect(nav.calls).toEqual([]);
});

it('posts an HTML record bound with asHtml, passing its fields, URL and signal through', async () => {
  serve(() => new Response('<p>x</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
  const controller = new AbortController();
  const fees = endpointCall(ENDPOINTS.productEhf, asHtml);
  expect(await fees({ fields: { id: 7 }, url: '/frag', signal: controller.signal })).toEqual({
    ok: true,
    value: '<p>x</p>',
  });
  expect(requests[0]?.method).toBe('POST');
  expect(await requests[0]?.text()).toBe('id=7');
  expect(await fees({})).toEqual({ ok: true, value: '<p>x</p>' });
  expect(new URL(requests[1]?.url ?? '').pathname).toBe(ENDPOINTS.productEhf.path);
  expect(() => asHtml({})).toThrow(ReplyShapeError);
});

it('passes the caller’s signal to fetch, so an abort cancels the request itself', async () => {
  let sentSignal: AbortSignal | undefined;
  serve((req) => {
    sentSignal = req.signal;
    return new Promise<Response>(() => {});
  });
  const controller = new AbortController();
  const pending = send(readAt('/x', 'text'), { parse: identity }, controller.signal);
  await vi.waitFor(() => expect(sentSignal).toBeDefined());
  expect(sentSignal?.aborted).toBe(false);
  controller.abort();
  expect(sentSignal?.aborted).toBe(true);
  expect(await pending).toEqual({ ok: false, reason: 'aborted' });
});

it('treats an AbortError from the browser as aborted even without a signal, but not other DOMExceptions', async () => {
  serve(() => Promise.reject(new DOMException('navigation', 'AbortError')));
  expect(await send(readAt('/x', 'text'), { parse: identity })).toEqual({ ok: false, reason: 'aborted' });
  expect(shown()).toEqual([]);
  serve(() => Promise.reject(new DOMException('offline', 'NetworkError')));
  expect(await send(readAt('/x', 'text'), { parse: identity })).toEqual({ ok: false, reason: 'failed' });
  expect(shown()).toHaveLength(1);
});

it('logs a dropped connection and a reply that is not JSON, naming the problem', async () => {
  serve(() => Promise.reject(new TypeError('Failed to fetch')));
  await send(readAt('/x', 'text'), { parse: identity });
  expect(warn).toHaveBeenCalledWith('[storefront] request failed:', expect.any(TypeError));
  serve(() => new Response('{not json'));
  expect(await send(readAt('/x', 'json'), { parse: identity })).toEqual({ ok: false, reason: 'failed' });
  const error = warn.mock.calls.at(-1)?.[1];
  expect(error).toBeInstanceOf(ReplyShapeError);
  expect((error as Error).message).toBe('the reply is not JSON');
  expect(() => asHtml(1)).toThrow('expected HTML');
});

describe('a reply the browser followed a redirect to', () => {
  /** What fetch gives after following redirects: the last URL, and `redirected`. */
  const redirectedTo = (url: string, response: Response) =>
    Object.defineProperties(response, { redirected: { value: true }, url: { value: url } });

  it('is refused when it came from another origin: the request error, its body never read as the call’s', async () => {
    const parse = vi.fn(identity);
    for (const [expect_, reply] of [
      ['json', () => json({ Result: 0, Value: 'theirs' })],
      ['html', () => new Response('<p>theirs</p>', { headers: { 'content-type': 'text/html' } })],
      ['text', () => new Response('theirs')],
    ] as const) {
      serve(() => redirectedTo('https://elsewhere.example/landing', reply()));
      expect(await send(readAt('/x', expect_), { parse }), expect_).toEqual({ ok: false, reason: 'failed' });
    }
    expect(parse).not.toHaveBeenCalled();
    expect(warn.mock.calls.map(([, error]: unknown[]) => String(error))).toEqual(
      Array(3).fill('ReplyShapeError: /x: the reply came from https://elsewhere.example after a redirect'),
    );
  });

  it('is not a login request when it came from another origin: a 401 there is the request error', async () => {
    serve(() =>
      redirectedTo(
        'https://elsewhere.example/api',
        new Response('', { status: 401, statusText: 'redirect_to_login:/account/login' }),
      ),
    );
    expect(await send(readAt('/x', 'json'), { parse: identity })).toEqual({ ok: false, reason: 'failed' });
    expect(nav.calls).toEqual([]);
  });

  it('is read as before when the redirect stayed on the site (a trailing slash, a language prefix)', async () => {
    serve(() => redirectedTo(`${location.origin}/fr/x/`, new Response('ours')));
    expect(await send(readAt('/x', 'text'), { parse: identity })).toEqual({ ok: true, value: 'ours' });
  });
});

it('fails a call it cannot plan (a record without a path, given no URL) as any failed call: it never throws', async () => {
  serve(() => json({ Result: 1 }));
  const confirm = endpointCall(ENDPOINTS.confirmedAction, parseCallResult);
  expect(await confirm({ url: '' })).toEqual({ ok: false, reason: 'failed' });
  expect(requests).toEqual([]);
  expect(shown()).toEqual([{ Message: 'Error while contacting server', Type: MessageType.ERROR }]);
});
