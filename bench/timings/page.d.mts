// Types of page.mjs for the TypeScript tests that drive the bench's own pages and waits (test/browser/bench-harness.e2e.ts).
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

export interface BenchPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  requests: { url: string; method: string; at: number }[];
  close(): Promise<void>;
}

export function openPage(
  browser: Browser,
  origin: string,
  throttle: number,
  options?: { cookies?: { name: string; value: string }[] },
): Promise<BenchPage>;

export function pageValue<T>(
  page: Page,
  expression: string,
  options?: { timeout?: number; polling?: number },
): Promise<T>;

export function waitInteractive(page: Page, timeout?: number): Promise<unknown>;
