// One fake fetch for every suite: each request is held until the test answers it (late, out of order, never), and
// `abort` says what a caller's abort does. 'honour' rejects the call with an AbortError as a browser does (the race
// suites of the add); 'ignore' keeps it answerable, so a superseded request's reply really reaches the code under
// test (as when it lands just as the newer one starts).
export type AbortMode = 'honour' | 'ignore';

export interface FakeCall {
  /** The request's path (no query). */
  path: string;
  /** The body as form fields (empty for a JSON body). */
  body: URLSearchParams;
  /** The same fields as a record. */
  fields: Record<string, string>;
  /** The parsed JSON body, or null for a form or empty one. */
  sent: unknown;
  /** Whether the caller had aborted this request (by now). */
  aborted: () => boolean;
  /** Answers with a JSON body (status 200 unless given). */
  json(data: unknown, status?: number): void;
  /** Answers with a raw text body. */
  text(body: string, status?: number, contentType?: string): void;
  /** The connection drops: fetch rejects with a TypeError, as browsers do. */
  drop(): void;
  /**
   * Answers with `body` (a Response as it is, an object as JSON, a string as HTML; 200 unless `init` says otherwise),
   * then lets the reply be handled for a few turns.
   */
  reply(body: string | object | Response, init?: ResponseInit): Promise<void>;
}

export interface FakeFetch {
  /** Every call so far, in the order they arrived. */
  calls: FakeCall[];
  /** The calls to one path. */
  callsTo: (path: string) => FakeCall[];
  /** Resolves with the next call not taken yet, once it has arrived. */
  next: () => Promise<FakeCall>;
}

/** Lets promise chains and 0 ms timers run (fetch → client → parse → store takes several turns). */
export async function turns(n = 5): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

function replyOf(body: string | object | Response, init?: ResponseInit): Response {
  if (body instanceof Response) return body;
  const json = typeof body !== 'string';
  return new Response(json ? JSON.stringify(body) : body, {
    status: 200,
    headers: { 'content-type': json ? 'application/json' : 'text/html; charset=utf-8' },
    ...init,
  });
}

/** Replaces the global fetch with the held one (vitest restores it after the test). */
export function fakeFetch({ abort }: { abort: AbortMode }): FakeFetch {
  const calls: FakeCall[] = [];
  const waiting: ((call: FakeCall) => void)[] = [];
  let taken = 0;
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    const text = await request.clone().text();
    const isJson = (request.headers.get('content-type') ?? '').includes('json');
    const body = new URLSearchParams(isJson ? '' : text);
    const signal = init?.signal ?? request.signal;
    return new Promise<Response>((resolve, reject) => {
      const respond = (payload: string, status: number, contentType: string) =>
        resolve(new Response(payload, { status, headers: { 'Content-Type': contentType } }));
      const call: FakeCall = {
        path: new URL(request.url, location.href).pathname,
        body,
        fields: Object.fromEntries(body),
        sent: isJson ? JSON.parse(text) : null,
        aborted: () => signal?.aborted ?? false,
        json: (data, status = 200) => respond(JSON.stringify(data), status, 'application/json'),
        text: (payload, status = 200, contentType = 'text/plain') => respond(payload, status, contentType),
        drop: () => reject(new TypeError('Failed to fetch')),
        reply: async (payload, replyInit) => {
          resolve(replyOf(payload, replyInit));
          await turns();
        },
      };
      if (abort === 'honour')
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push(call);
      const waiter = waiting.shift();
      if (waiter) {
        taken++;
        waiter(call);
      }
    });
  };
  vi.stubGlobal('fetch', fake as typeof fetch);
  return {
    calls,
    callsTo: (path) => calls.filter((c) => c.path === path),
    next: () => {
      const ready = calls[taken];
      if (ready) {
        taken++;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}
