// The bench's wait for a page figure runs nothing heavy in the page it measures (bench/README.md "What the bench
// itself runs in the page"): whatever it compiles there lands in the measured window of one build and not the other's.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { initScript } from '../../bench/timings/instrument.mjs';
import { waitInteractive } from '../../bench/timings/page.mjs';
import { connectShop } from './support/browser.ts';

const shop = connectShop();

const RENDERED = "document.querySelector('sf-header[data-sf-island]') ? true : null";

/** The scripts compiled in the page (every world) while `wait` runs, with no URL: those a client evaluated. */
async function evaluatedDuring(page: Page, wait: () => Promise<unknown>): Promise<number[]> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const lengths: number[] = [];
  let waiting = false;
  cdp.on('Debugger.scriptParsed', (script) => {
    if (waiting && !script.url) lengths.push(script.length ?? 0);
  });
  // Enabling reports every script compiled so far before it answers: only those parsed after count.
  await cdp.send('Debugger.enable');
  waiting = true;
  await wait();
  await cdp.send('Debugger.disable');
  await cdp.detach();
  return lengths;
}

describe('the bench waiting for a figure', () => {
  it('reads "every widget rendered" with plain expressions, compiling no script of its own in the page', async () => {
    const { context, page, goto } = await shop.session({ flavour: 'preact', lang: 'en' });
    await context.addInitScript(initScript);
    await goto('/category/15');
    const lengths = await evaluatedDuring(page, () => waitInteractive(page, 10_000));
    expect(lengths.length).toBeGreaterThan(0);
    expect(Math.max(...lengths)).toBeLessThan(1_000);
  });

  it('sees the script Playwright installs for waitForFunction, which the bench no longer calls while it measures', async () => {
    const { page, goto } = await shop.session({ flavour: 'preact', lang: 'en' });
    await goto('/category/15');
    const lengths = await evaluatedDuring(page, () => page.waitForFunction(RENDERED, null, { polling: 50 }));
    expect(Math.max(...lengths)).toBeGreaterThan(10_000);
  });
});
