// Captures the README's screenshots (docs/screenshots/) from the built demo store: `npx tsx tools/docs/readme-screenshots.ts`.
// The store runs as its own process (demo-host/server.ts on a throwaway data folder), as a visitor would reach it.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../dev/chromium-path.ts';

const root = resolve(import.meta.dirname, '..', '..');
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

/** A loopback port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free loopback port');
  return address.port;
}

/** demo-host/server.ts in its own Node process, resolved once it prints the shop's URL. */
async function startShop(dataDir: string): Promise<{ base: string; shop: ChildProcess }> {
  const env = {
    ...process.env,
    PORT: String(await freePort()),
    H2_PORT: String(await freePort()),
    DEMO_DATA_DIR: dataDir,
  };
  const shop = spawn(process.execPath, ['--import', 'tsx', 'demo-host/server.ts'], { cwd: root, env });
  shop.stderr.pipe(process.stderr);
  const base = await new Promise<string>((listening, failed) => {
    let seen = '';
    shop.stdout.on('data', (chunk) => {
      seen += String(chunk);
      const url = /Storefront demo: (http:\/\/127\.0\.0\.1:\d+)\//.exec(seen)?.[1];
      if (url) listening(url);
    });
    shop.once('exit', (code) => failed(new Error(`demo-host/server.ts ended (${code}) before it listened: ${seen}`)));
  });
  return { base, shop };
}

const dataDir = mkdtempSync(join(tmpdir(), 'sf-shots-'));
const { base, shop } = await startShop(dataDir);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
  shop.kill('SIGTERM');
  await once(shop, 'exit');
  rmSync(dataDir, { recursive: true, force: true });
}
