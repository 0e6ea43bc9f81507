// Records every fetch() the page's scripts make, with its body: Chromium does not report bodies of Request objects (ky) to CDP.
import type { Page } from 'playwright-core';

export interface Call {
  url: string;
  method: string;
  body: string;
}

/** Wraps window.fetch before any page script runs (works under CSP: init scripts are not page scripts). */
const INIT = `(() => {
  const original = window.fetch;
  window.fetch = async function (input, init) {
    try {
      // Never build a Request from the caller's Request: that would consume its body.
      const copy = input instanceof Request ? input.clone() : new Request(input, init && init.body !== undefined ? { method: init.method, body: init.body instanceof ReadableStream ? null : init.body, headers: init.headers } : init);
      const body = copy.method === 'GET' || copy.method === 'HEAD' ? '' : await copy.text();
      window.__sfReportCall({ url: copy.url, method: copy.method, body });
    } catch {}
    return original.call(this, input, init);
  };
})();`;

export async function recordCalls(page: Page): Promise<Call[]> {
  const calls: Call[] = [];
  await page.exposeFunction('__sfReportCall', (call: Call) => {
    calls.push(call);
  });
  await page.addInitScript({ content: INIT });
  return calls;
}
