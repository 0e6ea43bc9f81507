// page.clock helpers: a paused fake clock installed before the page's scripts; timers fire only when a test advances it.
import type { Page } from 'playwright-core';

/**
 * Installs page.clock (call before goto) and pauses it: Playwright's install() alone lets fake time keep flowing
 * with real time, so a 4 s auto-hide or a 5 s interval could fire while the test is still looking.
 */
export async function installClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
}

/**
 * Lets the page finish what is already queued (microtasks, React's scheduler, preact's re-render) by a real
 * MessageChannel round trip: the fake clock does not touch MessageChannel, so this works while time is paused.
 */
const flushRenders = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

/** Runs the paused clock forward by ms (firing the timers due), then lets the page render what they changed. */
export async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await flushRenders(page);
}

/**
 * preact runs effects (store subscriptions, listeners) after the next animation frame, which the paused clock holds
 * back with every other timer: call this once the page's widgets are defined, before reading what they render.
 */
export const letEffectsRun = (page: Page): Promise<void> => advance(page, 100);
