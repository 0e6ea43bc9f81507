// Every call the checker makes, page or probe, under one deadline and one byte cap: a server that trickles a byte at a
// time cannot hold a CI job, nor a small compressed body that expands to gigabytes fill its memory.
import { type Lang, say } from './messages.ts';

export interface Limits {
  /** For the whole call: connecting, redirects, headers and the last byte of the body. */
  timeoutMs: number;
  /** The body as decoded (after gzip or br), counted as it streams in. */
  maxBytes: number;
}

export const DEFAULT_LIMITS: Limits = { timeoutMs: 20_000, maxBytes: 20 * 1024 * 1024 };

export class LimitExceeded extends Error {
  constructor(
    readonly kind: 'timeout' | 'too-large',
    readonly limits: Limits,
  ) {
    super(kind === 'timeout' ? `no complete answer within ${limits.timeoutMs} ms` : `over ${limits.maxBytes} bytes`);
  }
}

/** What a limit stopped, in the reader's language. */
export const limitText = (lang: Lang, error: LimitExceeded): string =>
  error.kind === 'timeout'
    ? say(lang, 'limit.timeout', { seconds: error.limits.timeoutMs / 1000 })
    : say(lang, 'limit.too-large', { mb: error.limits.maxBytes / (1024 * 1024) });

/** A response read whole: its status, headers and text. */
export interface Answer {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
}

/** Rejects once `signal` aborts: raced against each step, so a fetch or a body stream that ignores it still stops. */
const whenAborted = (signal: AbortSignal): Promise<never> =>
  new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

async function readCapped(response: Response, aborted: Promise<never>, limits: Limits): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '');
  if (declared > limits.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new LimitExceeded('too-large', limits);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) return text + decoder.decode();
      size += value.byteLength;
      if (size > limits.maxBytes) throw new LimitExceeded('too-large', limits);
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}

/**
 * `fetcher(url, init)` and its body, within `limits`. The deadline is a timer on the global clock rather than
 * AbortSignal.timeout, so that fake timers drive it in tests, and it is cleared as soon as the body is in.
 */
export async function fetchWithin(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  limits: Limits,
): Promise<Answer> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new LimitExceeded('timeout', limits)), limits.timeoutMs);
  const aborted = whenAborted(deadline.signal);
  aborted.catch(() => undefined);
  try {
    const response = await Promise.race([fetcher(url, { ...init, signal: deadline.signal }), aborted]);
    const text = await readCapped(response, aborted, limits);
    return { status: response.status, ok: response.ok, headers: response.headers, text };
  } catch (error) {
    if (deadline.signal.aborted) throw new LimitExceeded('timeout', limits);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
