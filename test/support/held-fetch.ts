// A fake fetch whose replies a test releases one at a time, in any order. It ignores abort signals on purpose, so a
// superseded request's reply really reaches the code under test (as when it lands just as the newer one starts).
export interface HeldCall {
  path: string;
  /** Form fields of the body (empty for a JSON body). */
  fields: Record<string, string>;
  /** The parsed JSON body, or null. */
  json: unknown;
  /** Whether the caller had aborted this request by the time it was released. */
  aborted: () => boolean;
  /** Answers the call (200 unless init says otherwise); resolves once the reply had a few turns to be handled. */
  reply(body: string | object, init?: ResponseInit): Promise<void>;
}

/** Lets promise chains and 0 ms timers run (fetch → ky → parse → store takes several turns). */
export async function turns(n = 5): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

export function holdFetch(): { calls: HeldCall[]; callsTo: (path: string) => HeldCall[] } {
  const calls: HeldCall[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    const text = await request.clone().text();
    const isJson = (request.headers.get('content-type') ?? '').includes('json');
    const signal = init?.signal ?? request.signal;
    return new Promise<Response>((resolve) => {
      calls.push({
        path: new URL(request.url, location.href).pathname,
        fields: isJson ? {} : Object.fromEntries(new URLSearchParams(text)),
        json: isJson ? JSON.parse(text) : null,
        aborted: () => signal?.aborted ?? false,
        reply: async (body, replyInit) => {
          const json = typeof body !== 'string';
          resolve(
            new Response(json ? JSON.stringify(body) : body, {
              status: 200,
              headers: { 'content-type': json ? 'application/json' : 'text/html; charset=utf-8' },
              ...replyInit,
            }),
          );
          await turns();
        },
      });
    });
  };
  vi.stubGlobal('fetch', fake as typeof fetch);
  return { calls, callsTo: (path) => calls.filter((c) => c.path === path) };
}
