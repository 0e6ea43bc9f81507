// page.clock helpers: install a controllable clock before the page's scripts, then advance it instead of sleeping.
import type { Page } from 'playwright-core';

/** Installs the fake clock (call before goto); timers only move when the test advances them. */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install();
}

/** Advances timers by ms and lets the page render what they triggered. */
export async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}
