// The Chromium adapter: playwright-core driving Debian's chromium (the flags of the Chromium suite).
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../tools/dev/chromium-path.ts';
import type { Driver, Engine, PageOptions } from './driver.ts';

const KEYS = { Space: ' ' } as const;

function pageDriver(page: Page, close: () => Promise<void>): Driver {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.name}: ${e.message}`));
  const visible = (selector: string) => page.locator(selector).locator('visible=true').first();
  return {
    engine: 'chromium',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async back() {
      await page.goBack({ waitUntil: 'load' });
    },
    click: (selector) => visible(selector).click(),
    tap: (selector) => visible(selector).tap(),
    hover: (selector) => visible(selector).hover(),
    fill: (selector, text) => visible(selector).fill(text),
    async select(selector, value) {
      await visible(selector).selectOption(value);
    },
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key === 'Space' ? KEYS.Space : key),
    async waitFor(selector, state = 'visible', timeout = 10_000) {
      await page.locator(selector).first().waitFor({ state, timeout });
    },
    async waitForFunction(fn, arg, timeout = 10_000) {
      // The seam's page functions are plain functions of one serialisable argument.
      await page.waitForFunction(fn as never, arg as never, { timeout, polling: 50 });
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg as never),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    viewport: () => page.evaluate(() => ({ width: innerWidth, height: innerHeight })),
    async screenshot(path) {
      await page.screenshot({ path });
    },
    engineErrors: () => errors,
    close,
  };
}

export async function launchChromium(): Promise<Engine> {
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
  });
  return {
    name: 'chromium',
    touch: true,
    version: async () => `Chromium ${browser.version()}`,
    async newPage({ phone, lang }: PageOptions) {
      const context = await browser.newContext({
        viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
        hasTouch: phone === true,
        isMobile: phone === true,
        locale: lang === 'fr' ? 'fr-CA' : 'en-CA',
      });
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      return pageDriver(page, () => context.close());
    },
    close: () => browser.close(),
  };
}
