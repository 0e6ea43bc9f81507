// createDemoFetch: a fetch() that runs against the demo-host app in-process via inject(), with a cookie jar.
import type { FastifyInstance } from 'fastify';
import { DROPPED_HEADER } from '../../demo-host/routes/fault.ts';

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

/** Serialises the body kinds widgets send: string, URLSearchParams, FormData (as urlencoded), JSON-ready objects via string. */
const bodyOf = async (
  body: BodyInit | null | undefined,
  headers: Record<string, string>,
): Promise<string | Buffer | undefined> => {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8';
    return body.toString();
  }
  if (body instanceof FormData) {
    const params = new URLSearchParams();
    for (const [k, v] of body.entries()) params.append(k, typeof v === 'string' ? v : v.name);
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    return params.toString();
  }
  if (body instanceof Blob) return Buffer.from(await body.arrayBuffer());
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return Buffer.from(await new Response(body).arrayBuffer());
};

/** Stores a Set-Cookie header raw (as a browser sends it back), or forgets it when it is expired. */
const remember = (jar: Map<string, string>, header: string): void => {
  const [pair = '', ...attrs] = header.split(';');
  const eq = pair.indexOf('=');
  if (eq < 1) return;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  const attr = (n: string) =>
    attrs
      .map((a) => a.trim())
      .find((a) => a.toLowerCase().startsWith(`${n}=`))
      ?.slice(n.length + 1);
  const maxAge = attr('max-age');
  const expires = attr('expires');
  const expired =
    value === '' ||
    (maxAge !== undefined && Number(maxAge) <= 0) ||
    (expires !== undefined && Date.parse(expires) < Date.now());
  if (expired) jar.delete(name);
  else jar.set(name, value);
};

export type DemoFetch = typeof fetch & { cookies: Map<string, string> };

export function createDemoFetch(app: FastifyInstance): DemoFetch {
  const jar = new Map<string, string>();
  const demoFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = input instanceof Request ? input : undefined;
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://127.0.0.1',
    );
    const headers: Record<string, string> = {};
    new Headers(req?.headers).forEach((v, k) => {
      headers[k] = v;
    });
    new Headers(init?.headers).forEach((v, k) => {
      headers[k] = v;
    });
    const cookieHeader = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookieHeader) headers.cookie = headers.cookie ? `${headers.cookie}; ${cookieHeader}` : cookieHeader;
    if (init?.signal?.aborted || req?.signal.aborted)
      throw new DOMException('The operation was aborted.', 'AbortError');
    const rawBody = init?.body ?? (req?.body ? await req.text() : undefined);
    const payload = await bodyOf(rawBody, headers);
    const method = (init?.method ?? req?.method ?? 'GET').toUpperCase() as InjectMethod;
    const res = await app.inject({
      method,
      url: url.pathname + url.search,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    if (res.headers[DROPPED_HEADER]) throw new TypeError('fetch failed (connection dropped by the demo fault switch)');
    const setCookies = res.headers['set-cookie'];
    for (const header of Array.isArray(setCookies) ? setCookies : setCookies ? [setCookies] : []) remember(jar, header);
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [String(v)]) out.append(k, one);
    }
    const nullBody = [101, 204, 205, 304].includes(res.statusCode) || method === 'HEAD';
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: out,
    });
  };
  return Object.assign(demoFetch as typeof fetch, { cookies: jar });
}
