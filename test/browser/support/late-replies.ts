// Lets replies reach the page although their request was aborted: the race where a reply lands just as the abort starts.
import type { Page } from 'playwright-core';

export interface LateReply {
  url: string;
  /** Whether the page had aborted the request by the time its reply reached the page's fetch(). */
  abortedFirst: boolean;
  body: string;
}

interface LateWindow {
  __sfLateReplies: LateReply[];
}

/**
 * From now on, fetch() calls to URLs matching the pattern ignore their abort signal, so a reply held with page.route and
 * released after a newer request still resolves the page's fetch (an aborted one would reject, and the stale-reply guard
 * would never be reached). Returns the replies delivered so far, oldest first.
 */
export async function deliverDespiteAbort(page: Page, pattern: RegExp): Promise<() => Promise<LateReply[]>> {
  await page.evaluate((source) => {
    const matches = new RegExp(source);
    const state = window as unknown as LateWindow;
    state.__sfLateReplies = [];
    const original = window.fetch;
    window.fetch = async function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      const url = input instanceof Request ? input.url : String(input);
      if (!matches.test(url)) return original.call(this, input, init);
      const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
      // Same method, headers and body, without the signal.
      const detached = new Request(input, { ...init, signal: null });
      const response = await original.call(this, detached);
      const body = await response.text();
      state.__sfLateReplies.push({ url, abortedFirst: signal?.aborted ?? false, body });
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    };
  }, pattern.source);
  return () => page.evaluate(() => (window as unknown as LateWindow).__sfLateReplies);
}

/** Lets the page run what a delivered reply queued (promise callbacks, a render) before the test looks. */
export const afterRender = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
