// The Firefox ESR adapter: puppeteer-core over WebDriver BiDi with Debian's firefox-esr (no geckodriver, no download).
import { existsSync } from 'node:fs';
import puppeteer, { type KeyInput, type Page } from 'puppeteer-core';
import type { Driver, Engine, PageOptions } from './driver.ts';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

function pageDriver(page: Page, close: () => Promise<void>): Driver {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`));
  const located = (selector: string) => page.locator(selector).setTimeout(10_000);
  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async back() {
      await page.goBack({ waitUntil: 'load' });
    },
    click: (selector) => located(selector).click(),
    async tap(selector) {
      const box = await (await located(selector).waitHandle()).boundingBox();
      if (!box) throw new Error(`${selector} has no box to tap`);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    },
    hover: (selector) => located(selector).hover(),
    fill: (selector, text) => located(selector).fill(text),
    async select(selector, value) {
      await located(selector).wait();
      await page.select(selector, value);
    },
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key as KeyInput),
    async waitFor(selector, state = 'visible', timeout = 10_000) {
      if (state === 'detached')
        await page.waitForFunction((s) => !document.querySelector(s), { timeout, polling: 50 }, selector);
      else
        await page.waitForSelector(
          selector,
          state === 'visible'
            ? { timeout, visible: true }
            : state === 'hidden'
              ? { timeout, hidden: true }
              : { timeout },
        );
    },
    async waitForFunction(fn, arg, timeout = 10_000) {
      await page.waitForFunction(fn as never, { timeout, polling: 50 }, arg as never);
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg as never),
    setViewport: (width, height) => page.setViewport({ width, height }),
    viewport: () => page.evaluate(() => ({ width: innerWidth, height: innerHeight })),
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    engineErrors: () => errors,
    close,
  };
}

export async function launchFirefox(): Promise<Engine> {
  if (!existsSync(FIREFOX))
    throw new Error(`Firefox ESR not found at ${FIREFOX}: apt-get install -y firefox-esr (or set FIREFOX_PATH)`);
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  return {
    name: 'firefox',
    touch: false,
    version: () => browser.version(),
    async newPage({ phone }: PageOptions) {
      if (phone) throw new Error('the Firefox adapter has no touch screen');
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      return pageDriver(page, () => context.close());
    },
    close: () => browser.close(),
  };
}
