// page.route helpers: hold replies and release them in any order, count requests, answer with fixed JSON or a CSP header.
import type { Page, Request, Route } from 'playwright-core';

export interface HeldRequest {
  request: Request;
  route: Route;
}

export interface Holder {
  readonly held: HeldRequest[];
  /** Resolves when at least n requests are held. */
  waitFor(n: number, timeout?: number): Promise<void>;
  /** Lets the n-th held request (0-based) go to the server, or answers it with the given body. */
  release(
    index: number,
    fulfil?: { status?: number; json?: unknown; body?: string; contentType?: string },
  ): Promise<void>;
  stop(): Promise<void>;
}

/** Holds every request matching the URL pattern until released (to reorder replies). */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<Holder> {
  const held: HeldRequest[] = [];
  const waiters: (() => void)[] = [];
  const handler = async (route: Route, request: Request) => {
    held.push({ route, request });
    for (const w of waiters.splice(0)) w();
  };
  await page.route(pattern, handler);
  return {
    held,
    async waitFor(n, timeout = 10_000) {
      const until = Date.now() + timeout;
      while (held.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} requests to ${pattern}, saw ${held.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    async release(index, fulfil) {
      const h = held[index];
      if (!h) throw new Error(`no held request #${index} (${held.length} held)`);
      if (!fulfil) return h.route.continue();
      return h.route.fulfill({
        status: fulfil.status ?? 200,
        contentType: fulfil.contentType ?? (fulfil.json !== undefined ? 'application/json' : 'text/html'),
        body: fulfil.json !== undefined ? JSON.stringify(fulfil.json) : (fulfil.body ?? ''),
      });
    },
    async stop() {
      await page.unroute(pattern, handler);
    },
  };
}

/** Answers every call matching the pattern with this JSON. */
export async function answerJson(page: Page, pattern: string | RegExp, json: unknown, status = 200): Promise<void> {
  await page.route(pattern, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(json) }),
  );
}

/**
 * Serves the real document response with this Content-Security-Policy instead of its own, keeping the served
 * `img-src`: the image origin is known only once demo-host listens (demo-host README "Images on a second origin"),
 * as an integrator lists its CDN.
 */
export async function withCspHeader(page: Page, documentPattern: string | RegExp, policy: string): Promise<void> {
  await page.route(documentPattern, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = response.headers();
    const served = headers['content-security-policy']?.split(/;\s*/).find((d) => d.startsWith('img-src '));
    const own = policy.split(/;\s*/).filter((d) => d !== '' && !d.startsWith('img-src '));
    const csp = [...own, ...(served ? [served] : [])].join('; ');
    await route.fulfill({ response, headers: { ...headers, 'content-security-policy': csp } });
  });
}

/** Decodes an x-www-form-urlencoded request body. */
export const formOf = (body: string | null): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(body ?? ''));
