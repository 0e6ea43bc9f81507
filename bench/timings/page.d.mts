// Types of page.mjs for the TypeScript tests that drive the bench's own waits (test/browser/bench-harness.e2e.ts).
import type { Page } from 'playwright-core';

export function pageValue<T>(
  page: Page,
  expression: string,
  options?: { timeout?: number; polling?: number },
): Promise<T>;

export function waitInteractive(page: Page, timeout?: number): Promise<unknown>;
