// Captures the README's screenshots (docs/screenshots/) from the built demo store: `npx tsx tools/readme-screenshots.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../demo-host/app.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/browser/support/chromium-path.ts';

const root = resolve(import.meta.dirname, '..');
const out = (name: string) => join(root, 'docs/screenshots', `${name}.png`);

interface Shot {
  name: string;
  path: string;
  /** What to do on the page before the picture. */
  act?: (page: Page) => Promise<void>;
  /** A visitor who already passed the delivery-sector check. */
  canDeliver?: boolean;
}

const SHOTS: Shot[] = [
  { name: 'home-en', path: '/' },
  {
    name: 'search-suggestions-fr',
    path: '/fr/',
    act: async (page) => {
      await page.locator('sf-header .sf-header__search-input').fill('papier');
      await page.locator('sf-header .sf-header__suggest-preview').waitFor();
    },
  },
  {
    name: 'listing-add-to-cart-en',
    path: '/category/1',
    canDeliver: true,
    act: async (page) => {
      const first = page.locator('sf-listing .sf-product').first();
      await first.locator('.sf-qty').fill('2');
      await first.locator('.sf-add-btn[data-sf-add="cart"]').click();
      await page.locator('sf-cart-summary .sf-cart-summary__panel:not([hidden]) .sf-cart-popup__line').waitFor();
    },
  },
  {
    name: 'listing-invalid-quantity-fr',
    path: '/fr/category/1',
    act: async (page) => {
      const first = page.locator('sf-listing .sf-product').first();
      await first.locator('.sf-qty').fill('0');
      await first.locator('.sf-add-btn[data-sf-add="cart"]').click();
      await page.locator('.sf-qty-popover').first().waitFor();
    },
  },
];

const dataDir = mkdtempSync(join(tmpdir(), 'sf-shots-'));
const app = await buildApp({ dataDir, distDir: join(root, 'dist') });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('demo-host did not report a TCP port');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const base = `http://127.0.0.1:${address.port}`;
    if (shot.canDeliver) await context.addCookies([{ name: 'CanDeliverToSector', value: '1', url: base }]);
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${base}${shot.path}`, { waitUntil: 'networkidle' });
    await shot.act?.(page);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: out(shot.name), animations: 'disabled', caret: 'hide' });
    console.log(`docs/screenshots/${shot.name}.png`);
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
