// The client against demo-host's HTTP/2 listener (demo-host/http2.ts): no status text exists there, so a 401 says
// "log in" through its call-result body only, and a 401 that says nothing is a failed call (LEGACY-MARKUP.md §10).
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../demo-host/app.ts';
import { type Http2Listener, listenHttp2 } from '../../demo-host/http2.ts';
import { recordNavigation } from '../../test/support/navigation.ts';
import { ENDPOINTS } from '../legacy/endpoints.ts';
import { $statusQueue, MessageType } from '../stores/status.ts';
import { parseCallResult } from './client.ts';
import { setNavigator } from './navigation.ts';
import { endpointCall } from './plan.ts';

let app: FastifyInstance;
let listener: Http2Listener;
let session: http2.ClientHttp2Session;
/** The statuses the listener answered (a browser reads no status text over HTTP/2: Response.statusText is ''). */
let seen: number[];
let nav: ReturnType<typeof recordNavigation>;

beforeAll(async () => {
  app = await buildApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sf-h2-')), cdn: false });
  listener = await listenHttp2(app);
  session = http2.connect(listener.url, { ca: listener.cert });
});
afterAll(async () => {
  session.close();
  await listener.close();
  await app.close();
});

/** fetch() over the HTTP/2 session: the request as the client built it, the reply as HTTP/2 delivers it. */
async function fetchOverHttp2(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const req = input instanceof Request ? input : new Request(String(input), init);
  const url = new URL(req.url);
  const headers: http2.OutgoingHttpHeaders = { ':method': req.method, ':path': url.pathname + url.search };
  req.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = req.method === 'GET' ? '' : await req.text();
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let head: http2.IncomingHttpHeaders & http2.IncomingHttpStatusHeader = {};
    stream.on('response', (h) => {
      head = h;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => {
      const status = Number(head[':status']);
      const replyHeaders = new Headers();
      for (const [name, value] of Object.entries(head))
        if (!name.startsWith(':') && typeof value === 'string') replyHeaders.set(name, value);
      seen.push(status);
      resolve(new Response(status === 204 ? null : Buffer.concat(chunks), { status, headers: replyHeaders }));
    });
    stream.end(body);
  });
}

beforeEach(() => {
  seen = [];
  globalThis.fetch = fetchOverHttp2 as typeof fetch;
  nav = recordNavigation();
  setNavigator(nav.navigator);
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/fr/cart?step=2');
});

const sendReply = endpointCall(ENDPOINTS.sendMessageReply, parseCallResult);
const shown = () => $statusQueue.get().flatMap((b) => b.messages);

it('an anonymous member call is sent to the login page its 401 body names, with the return parameter', async () => {
  const out = await sendReply({ fields: { idPost: '1', reply: 'Hello' } });
  expect(seen).toEqual([401]);
  expect(out).toEqual({ ok: false, reason: 'redirected' });
  expect(nav.calls).toEqual([{ kind: 'assign', url: `${window.location.origin}/login?returnUrl=%2Ffr%2Fcart` }]);
  expect(shown()).toEqual([]);
});

it('a 401 that names no login page (no status text, no body) is the request error, not a login redirect', async () => {
  const fields = { idPost: '1', reply: 'Hello' };
  const original = globalThis.fetch;
  // The fault switch answers this one call bare, through the same listener.
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    req.headers.set('x-demo-fault', `401-bare;path=${ENDPOINTS.sendMessageReply.path}`);
    return original(req);
  }) as typeof fetch;
  const out = await sendReply({ fields });
  expect(seen).toEqual([401]);
  expect(out).toEqual({ ok: false, reason: 'failed' });
  expect(nav.calls).toEqual([]);
  expect(shown()).toEqual([{ Message: 'Error while contacting server', Type: MessageType.ERROR }]);
});
