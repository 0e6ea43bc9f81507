// The legacy client's error policy, case by case (LEGACY-MARKUP.md §10).
import { recordNavigation } from '../../test/support/navigation.ts';
import { readAt } from '../../test/support/plans.ts';
import { ENDPOINTS } from '../legacy/endpoints.ts';
import { $pendingRequests, $statusQueue, MessageType } from '../stores/status.ts';
import { htmlSourceOf } from '../url/html-sources.ts';
import { asHtml, followCallResult, parseCallResult, send } from './client.ts';
import { configureHttp } from './config.ts';
import { setNavigator } from './navigation.ts';
import { endpointCall } from './plan.ts';

type Handler = (request: Request) => Response | Promise<Response>;
const requests: Request[] = [];
function serve(handler: Handler) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    requests.push(req.clone());
    return handler(req);
  });
}
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });
const shown = () => $statusQueue.get().flatMap((b) => b.messages);
let nav: ReturnType<typeof recordNavigation>;

beforeEach(() => {
  requests.length = 0;
  nav = recordNavigation();
  setNavigator(nav.navigator);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/fr/category/12?page=2');
});

describe('request', () => {
  it('posts form fields with the legacy headers, JSON-encoding lists', async () => {
    serve(() => json({ Result: 1 }));
    const add = endpointCall(ENDPOINTS.addProducts, parseCallResult);
    const out = await add({
      fields: { products: [{ ProductCode: 'A', Qty: 2 }], validateProductCustomizer: true, skip: undefined },
    });
    expect(out.ok).toBe(true);
    const sent = requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(sent?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    const body = new URLSearchParams(await sent?.text());
    expect(body.get('products')).toBe('[{"ProductCode":"A","Qty":2}]');
    expect(body.get('validateProductCustomizer')).toBe('true');
    expect(body.has('skip')).toBe(false);
  });

  it('shows StatusMessages with their type', async () => {
    serve(() =>
      json({
        Result: 1,
        StatusMessages: [
          { Message: 'Added', Type: 1 },
          { Message: 'Low stock', Type: 2 },
        ],
      }),
    );
    await send(readAt('/x', 'json'), { parse: parseCallResult });
    expect(shown()).toEqual([
      { Message: 'Added', Type: MessageType.SUCCESS },
      { Message: 'Low stock', Type: MessageType.WARNING },
    ]);
  });

  it('follows Result REDIRECT to a same-origin RedirectUrl', async () => {
    serve(() => json({ Result: 3, RedirectUrl: '/checkout' }));
    const out = await send(readAt('/x', 'json'), { parse: parseCallResult });
    expect(out).toEqual({ ok: false, reason: 'redirected' });
    expect(nav.calls).toEqual([{ kind: 'assign', url: `${window.location.origin}/checkout` }]);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://shop@evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
  ])('refuses a REDIRECT to %s with an error', async (target) => {
    serve(() => json({ Result: 3, RedirectUrl: target }));
    await send(readAt('/x', 'json'), { parse: parseCallResult });
    expect(nav.calls).toEqual([]);
    expect(shown()[0]?.Type).toBe(MessageType.ERROR);
  });

  it('sends a 401 redirect_to_login: to that login URL with ?returnUrl={path}', async () => {
    serve(() => new Response('', { status: 401, statusText: 'redirect_to_login:/account/login' }));
    const out = await send(readAt('/x', 'json'), { parse: parseCallResult });
    expect(out).toEqual({ ok: false, reason: 'redirected' });
    expect(nav.calls[0]?.url).toBe(`${window.location.origin}/account/login?returnUrl=%2Ffr%2Fcategory%2F12`);
    expect(shown()).toEqual([]);
  });

  it('uses returnurl={path and query} when configured, and the configured login page when the prefix names none', async () => {
    configureHttp({ returnParam: 'returnurl', fallbackLoginUrl: '/login' });
    serve(() => new Response('', { status: 401, statusText: 'redirect_to_login:' }));
    await send(readAt('/x', 'json'), { parse: parseCallResult });
    expect(nav.calls[0]?.url).toBe(`${window.location.origin}/login?returnurl=%2Ffr%2Fcategory%2F12%3Fpage%3D2`);
  });

  it('reads the login URL from a 401 body (Result REDIRECT, RedirectUrl) when there is no status text, as over HTTP/2', async () => {
    serve(() => json({ Result: 3, RedirectUrl: '/account/login', StatusMessages: null }, { status: 401 }));
    const out = await send(readAt('/x', 'json'), { parse: parseCallResult });
    expect(out).toEqual({ ok: false, reason: 'redirected' });
    expect(nav.calls).toEqual([
      { kind: 'assign', url: `${window.location.origin}/account/login?returnUrl=%2Ffr%2Fcategory%2F12` },
    ]);
    expect(shown()).toEqual([]);
  });

  it('refuses a 401 body whose RedirectUrl leaves the site, with a message and no navigation', async () => {
    serve(() => json({ Result: 3, RedirectUrl: 'https://evil.example/login' }, { status: 401 }));
    const out = await send(readAt('/x', 'json'), { parse: parseCallResult });
    expect(out).toEqual({ ok: false, reason: 'redirected' });
    expect(nav.calls).toEqual([]);
    expect(shown()).toHaveLength(1);
    expect(shown()[0]?.Type).toBe(MessageType.ERROR);
  });

  it.each([
    ['no status text and no body', () => new Response('', { status: 401 })],
    [
      'no status text, on a page that names its login page',
      () => {
        configureHttp({ fallbackLoginUrl: '/login' });
        return new Response('', { status: 401 });
      },
    ],
    ['a status text without the prefix', () => new Response('', { status: 401, statusText: 'Unauthorized' })],
    ['a call result that is not a REDIRECT', () => json({ Result: 2, RedirectUrl: '/login' }, { status: 401 })],
    ['a body that is not JSON', () => new Response('<h1>No</h1>', { status: 401 })],
  ])('shows the request error for a bare 401 (%s): it is not a login request', async (_name, handler) => {
    serve(handler);
    const out = await send(readAt('/x', 'json'), { parse: parseCallResult });
    expect(out).toEqual({ ok: false, reason: 'failed' });
    expect(nav.calls).toEqual([]);
    expect(shown()).toEqual([{ Message: 'Error while contacting server', Type: MessageType.ERROR }]);
  });

  it.each([
    ['a 500', () => new Response('boom', { status: 500 })],
    ['HTML instead of JSON', () => new Response('<html>oops</html>', { status: 200 })],
    ['JSON of the wrong shape', () => json({ Result: 'yes' })],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('turns %s into the request error, never an exception', async (_name, handler) => {
    serve(handler as Handler);
    const out = await send(readAt('/x', 'json'), { parse: parseCallResult });
    expect(out).toEqual({ ok: false, reason: 'failed' });
    expect(shown()).toEqual([{ Message: 'Error while contacting server', Type: MessageType.ERROR }]);
  });

  it('speaks French on a French page', async () => {
    document.documentElement.lang = 'fr-CA';
    serve(() => new Response('', { status: 502 }));
    await send(readAt('/x', 'html'), { parse: asHtml });
    expect(shown()[0]?.Message).toBe('Erreur lors de la requête au serveur');
  });

  it('ignores an aborted call (status 0) silently', async () => {
    const controller = new AbortController();
    const aborted = () => new DOMException('aborted', 'AbortError');
    serve(() =>
      controller.signal.aborted
        ? Promise.reject(aborted())
        : new Promise((_, reject) => controller.signal.addEventListener('abort', () => reject(aborted()))),
    );
    const pending = send(readAt('/x', 'json'), { parse: parseCallResult }, controller.signal);
    controller.abort();
    expect(await pending).toEqual({ ok: false, reason: 'aborted' });
    expect(shown()).toEqual([]);
  });

  it('never retries a POST, a read no more than a data change', async () => {
    serve(() => new Response('', { status: 503 }));
    await send(readAt('/x', 'html'), { parse: asHtml });
    expect(requests).toHaveLength(1);
    requests.length = 0;
    await endpointCall(ENDPOINTS.addProducts, parseCallResult)({ fields: {} });
    expect(requests).toHaveLength(1);
  });

  it('counts the call for the loading indicator unless it is a background call', async () => {
    const seen: number[] = [];
    serve(() => {
      seen.push($pendingRequests.get());
      return new Response('<p>x</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    });
    await send(readAt('/x', 'html'), { parse: asHtml });
    // The header's count: its record says it is a background read.
    await endpointCall(ENDPOINTS.cartCount, (body) => body)({ url: '/x' });
    expect(seen).toEqual([1, 0]);
    expect($pendingRequests.get()).toBe(0);
  });

  it('sends a JSON body for the JSON-body record (the async-section call)', async () => {
    serve(() => json({ Result: 1, AsyncSectionsItems: [] }));
    await endpointCall(
      ENDPOINTS.asyncRender,
      parseCallResult,
    )({ json: { asyncHtmlRequest: { AsyncSectionsItems: [] } } });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ asyncHtmlRequest: { AsyncSectionsItems: [] } });
  });
});

describe('after a back/forward-cache restore', () => {
  it('shows failures again: pagehide marks the page as unloading, pageshow clears it', async () => {
    let fail: () => void = () => {};
    serve(
      () =>
        new Promise<Response>((resolve) => {
          fail = () => resolve(new Response('', { status: 500 }));
        }),
    );
    // A call in flight while the page is left fails as the browser cancels it: nothing to show.
    const leaving = send(readAt('/x', 'html'), { parse: asHtml });
    // The call is at the server (its failure can be released) before the page is left.
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    window.dispatchEvent(new Event('pagehide'));
    fail();
    expect(await leaving).toEqual({ ok: false, reason: 'aborted' });
    expect(shown()).toEqual([]);
    // Restored from the back/forward cache: the page is live again and its failures show.
    window.dispatchEvent(new Event('pageshow'));
    serve(() => new Response('', { status: 500 }));
    expect(await send(readAt('/x', 'html'), { parse: asHtml })).toEqual({ ok: false, reason: 'failed' });
    expect(shown()).toEqual([{ Message: 'Error while contacting server', Type: MessageType.ERROR }]);
  });

  it('follows a 401 login redirect again after the restore', async () => {
    serve(() => new Response('', { status: 401, statusText: 'redirect_to_login:/login' }));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    expect(await send(readAt('/x', 'html'), { parse: asHtml })).toEqual({ ok: false, reason: 'redirected' });
    expect(nav.calls[0]?.url).toMatch(/\/login\?returnUrl=/);
  });
});

describe('HTML replies', () => {
  const html = (body: string, type: string | null) =>
    new Response(body, { status: 200, headers: type === null ? {} : { 'content-type': type } });

  it.each(['text/html', 'text/html; charset=utf-8', 'TEXT/HTML;charset=UTF-8'])(
    'accepts Content-Type %s',
    async (type) => {
      serve(() => html('<p>x</p>', type));
      expect(await send(readAt('/x', 'html'), { parse: asHtml })).toEqual({ ok: true, value: '<p>x</p>' });
    },
  );

  it.each([
    ['JSON', 'application/json'],
    ['plain text', 'text/plain;charset=UTF-8'],
    ['XML', 'application/xml'],
  ])('refuses %s where HTML was asked: the request error, and a warning naming the URL', async (_name, type) => {
    serve(() => html('{"Result":1}', type));
    expect(await send(readAt(ENDPOINTS.productEhf.path, 'html'), { parse: asHtml })).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(shown()).toEqual([{ Message: 'Error while contacting server', Type: MessageType.ERROR }]);
    expect(console.warn).toHaveBeenCalledWith(
      '[storefront] request failed:',
      expect.objectContaining({
        message: expect.stringMatching(new RegExp(`${ENDPOINTS.productEhf.path}.*text/html`)),
      }),
    );
  });

  it('refuses a reply with no Content-Type at all', async () => {
    serve(() => {
      const response = html('<p>x</p>', null);
      response.headers.delete('content-type');
      return response;
    });
    expect(await send(readAt('/x', 'html'), { parse: asHtml })).toEqual({ ok: false, reason: 'failed' });
  });

  it('takes an empty HTML body as an empty fragment (nothing to show, no error)', async () => {
    serve(() => html('', 'text/html; charset=utf-8'));
    expect(await send(readAt('/x', 'html'), { parse: asHtml })).toEqual({ ok: true, value: '' });
    expect(shown()).toEqual([]);
  });

  it('takes an empty body where JSON was asked as the request error', async () => {
    serve(() => new Response('', { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await send(readAt('/x', 'json'), { parse: parseCallResult })).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(shown()).toEqual([{ Message: 'Error while contacting server', Type: MessageType.ERROR }]);
  });
});

describe('followCallResult', () => {
  it('shows the messages and, for REDIRECT, goes to RedirectUrl and answers false', () => {
    const message = { Message: 'Moved', Type: MessageType.SUCCESS };
    expect(followCallResult(parseCallResult({ Result: 3, RedirectUrl: '/login', StatusMessages: [message] }))).toBe(
      false,
    );
    expect(nav.calls).toEqual([{ kind: 'assign', url: `${window.location.origin}/login` }]);
    expect(shown()).toContainEqual(expect.objectContaining({ Message: 'Moved' }));
  });

  it('answers true for any other result (ERROR included: its caller decides) and goes nowhere', () => {
    for (const Result of [0, 1, 2]) expect(followCallResult(parseCallResult({ Result, RedirectUrl: '/x' }))).toBe(true);
    expect(nav.calls).toEqual([]);
  });
});

describe('what every call asks of the browser', () => {
  it('bypasses the HTTP cache and sends cookies to this origin only', async () => {
    // happy-dom's Request drops `cache`, so the options are read where ky builds its Request.
    const built: RequestInit[] = [];
    const Base = globalThis.Request;
    vi.stubGlobal(
      'Request',
      class extends Base {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(input, init);
          if (init) built.push(init);
        }
      },
    );
    serve(() => json({ Result: 1 }));
    await send(readAt('/x', 'json'), { parse: parseCallResult });
    expect(built[0]).toMatchObject({ cache: 'no-store', credentials: 'same-origin' });
  });

  it('listens for pagehide and pageshow once, not on every call', async () => {
    serve(() => json({ Result: 1 }));
    await send(readAt('/x', 'json'), { parse: parseCallResult });
    const listen = vi.spyOn(window, 'addEventListener');
    await send(readAt('/x', 'json'), { parse: parseCallResult });
    await send(readAt('/y', 'html'), { parse: asHtml }).catch(() => undefined);
    expect(listen.mock.calls.filter(([type]) => type === 'pagehide' || type === 'pageshow')).toEqual([]);
  });

  it('notes the URL of HTML replies only, for the sanitiser to name', async () => {
    serve(() => new Response('<p>from text call</p>', { headers: { 'content-type': 'text/html' } }));
    await send(readAt('/text-call', 'text'), { parse: (body: unknown) => body });
    expect(htmlSourceOf('<p>from text call</p>')).toBeUndefined();
    await send(readAt('/html-call', 'html'), { parse: asHtml });
    expect(htmlSourceOf('<p>from text call</p>')).toBe('/html-call');
  });
});

describe('the warning for a reply that is not HTML', () => {
  const failure = async (type: string | null): Promise<unknown> => {
    serve(() => {
      const response = new Response('<p>x</p>', { headers: type === null ? {} : { 'content-type': type } });
      if (type === null) response.headers.delete('content-type');
      return response;
    });
    expect(await send(readAt(ENDPOINTS.productEhf.path, 'html'), { parse: asHtml })).toEqual({
      ok: false,
      reason: 'failed',
    });
    const [, error] = vi.mocked(console.warn).mock.calls.at(-1) ?? [];
    return (error as Error | undefined)?.message;
  };

  it('names the type the server sent', async () => {
    expect(await failure('application/json')).toBe(
      `${ENDPOINTS.productEhf.path}: expected text/html, got application/json`,
    );
  });

  it('says when there was no Content-Type', async () => {
    expect(await failure(null)).toBe(`${ENDPOINTS.productEhf.path}: expected text/html, got no Content-Type`);
  });

  it.each(['text/html-sandboxed', 'application/text/html', 'xtext/html;charset=utf-8'])(
    'refuses %s, which only contains text/html',
    async (type) => {
      expect(await failure(type)).toBe(`${ENDPOINTS.productEhf.path}: expected text/html, got ${type}`);
    },
  );
});
