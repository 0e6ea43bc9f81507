// The bench's wait for a page figure runs nothing heavy in the page it measures (bench/README.md "What the bench
// itself runs in the page"): whatever it compiles there lands in the measured window of one build and not the other's.
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BareChromium,
  type BarePage,
  bareValue,
  gotoIdle,
  launchBareChromium,
} from '../../bench/timings/bare.mjs';
import { openPage, waitInteractive } from '../../bench/timings/page.mjs';
import { connectShop } from './support/browser.ts';

const shop = connectShop();

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

/**
 * A page as the bench opens one (its own context, its init script, no test guard: the guard's console listener and
 * exposed functions make Playwright install a script of its own whenever the page logs or reports).
 */
async function benchPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const { context } = await shop.session({ flavour: 'preact', lang: 'en' });
  const browser = context.browser();
  if (!browser) throw new Error('no browser behind the session');
  const p = await openPage(browser, shop.baseUrl, 1);
  try {
    await p.page.goto(`${shop.baseUrl}/category/15?flavour=preact`);
    return await use(p.page);
  } finally {
    await p.close();
  }
}

describe('the bench waiting for a figure', () => {
  it('reads "every widget rendered" with plain expressions, compiling no script of its own in the page', async () => {
    const lengths = await benchPage((page) => evaluatedDuring(page, () => waitInteractive(page, 10_000)));
    expect(lengths.length).toBeGreaterThan(0);
    expect(Math.max(...lengths)).toBeLessThan(1_000);
  });

  it('sees the script Playwright installs for waitForFunction, which the bench no longer calls while it measures', async () => {
    const lengths = await benchPage((page) =>
      evaluatedDuring(page, () =>
        // A function, as the bench passed it: a string would be evaluated as one, which the page's CSP refuses.
        page.waitForFunction(() => document.querySelector('sf-header[data-sf-island]'), null, { polling: 50 }),
      ),
    );
    expect(Math.max(...lengths)).toBeGreaterThan(10_000);
  });
});

/** A trace event as Chromium writes it (the fields read here). */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
}

/**
 * How many times, while the React product page loads and its header takes over, V8 parsed a whole script again to
 * give an Error's stack its source positions (a `V8.ParseProgram` inside a `V8.CollectSourcePositions`).
 */
async function wholeScriptsReparsed(page: BarePage, url: string): Promise<number> {
  const events: TraceEvent[] = [];
  page.on('Tracing.dataCollected', (params) => events.push(...(params.value as TraceEvent[])));
  const complete = new Promise((resolve) => page.on('Tracing.tracingComplete', resolve));
  await page.send('Tracing.start', { categories: 'disabled-by-default-v8.compile', transferMode: 'ReportEvents' });
  await gotoIdle(page, url);
  await bareValue(page, "document.querySelector('sf-header[data-sf-island]') ? true : null");
  await page.send('Tracing.end');
  await complete;
  const spans = events.filter((e) => e.ph === 'X' && e.dur !== undefined);
  const inside = (inner: TraceEvent, outer: TraceEvent) =>
    inner.tid === outer.tid && inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
  const collections = spans.filter((e) => e.name === 'V8.CollectSourcePositions');
  return spans.filter((e) => e.name === 'V8.ParseProgram' && collections.some((c) => inside(e, c))).length;
}

describe("the wake bench's page", () => {
  let chromium: BareChromium | undefined;
  beforeAll(async () => {
    chromium = await launchBareChromium();
  });
  afterAll(async () => {
    await chromium?.close();
  });
  const reparsed = async (runtimeDomain: boolean) => {
    if (!chromium) throw new Error('no bare Chromium');
    const page = await chromium.newPage({ width: 390, height: 844 });
    try {
      if (runtimeDomain) await page.send('Runtime.enable');
      return await wholeScriptsReparsed(page, `${shop.baseUrl}/product/PAP-0001?flavour=react`);
    } finally {
      await page.close();
    }
  };

  it("gives react-dom's Errors no stack with source positions, as a browser without DevTools open does", async () => {
    expect(await reparsed(false)).toBe(0);
  });

  it('does with the Runtime domain on, as Playwright has it on every page it drives', async () => {
    expect(await reparsed(true)).toBeGreaterThan(0);
  });
});
