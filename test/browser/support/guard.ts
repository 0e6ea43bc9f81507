// Records console errors, page errors, CSP violations and the injection flag; reports the ones a test did not expect.
import type { Page } from 'playwright-core';

export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
}

export interface Guard {
  /** Lets console errors matching this pattern pass (e.g. the browser's "Failed to load resource: … 500"). */
  allow(pattern: RegExp): void;
  /**
   * For tests that feed markup with inline handlers to the sanitiser: Chromium checks the page's CSP when it parses an
   * `on*` attribute, even into an inert template or a DOMParser document, and reports the handler as refused (a
   * console error and a script-src-attr violation) before the sanitiser removes it. Nothing runs; the test still
   * checks __pwned and the inserted markup.
   */
  allowHandlersRefusedWhileParsing(): void;
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
  readonly cspViolations: CspViolation[];
  /** Everything not allowed, plus every CSP violation and any page script that set window.__pwned. */
  unexpected(): Promise<string[]>;
}

/** Installed before any page script: collects securitypolicyviolation events and keeps the __pwned flag visible. */
const INIT = `(() => {
  window.__pwned = window.__pwned || 0;
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__sfReportCsp?.({ directive: e.effectiveDirective || e.violatedDirective, blocked: String(e.blockedURI), sample: String(e.sample || '') });
  });
})();`;

export async function guardPage(page: Page): Promise<Guard> {
  const allowed: RegExp[] = [];
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const cspViolations: CspViolation[] = [];
  const pwned: string[] = [];
  let parsedHandlersRefused = false;
  await page.exposeFunction('__sfReportCsp', (v: CspViolation) => {
    cspViolations.push(v);
  });
  await page.exposeFunction('__sfReportPwned', (where: string) => {
    pwned.push(where);
  });
  await page.addInitScript({ content: INIT });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => {
    pageErrors.push(`${error.name}: ${error.message}`);
  });
  return {
    allow: (pattern) => {
      allowed.push(pattern);
    },
    allowHandlersRefusedWhileParsing: () => {
      parsedHandlersRefused = true;
      allowed.push(/^Executing inline event handler violates the following Content Security Policy directive/);
    },
    consoleErrors,
    pageErrors,
    cspViolations,
    async unexpected() {
      const flagged = page.isClosed()
        ? 0
        : await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0).catch(() => 0);
      return [
        ...consoleErrors.filter((text) => !allowed.some((p) => p.test(text))).map((t) => `console.error: ${t}`),
        ...pageErrors.filter((text) => !allowed.some((p) => p.test(text))).map((t) => `page error: ${t}`),
        ...cspViolations
          .filter((v) => !(parsedHandlersRefused && v.directive === 'script-src-attr' && v.blocked === 'inline'))
          .map((v) => `CSP violation: ${v.directive} blocked ${v.blocked} ${v.sample}`),
        ...pwned.map((w) => `injected script ran: ${w}`),
        ...(flagged ? [`injected script ran: window.__pwned = ${flagged}`] : []),
      ];
    },
  };
}
