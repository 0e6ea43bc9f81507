// Visual regression: the main states of the default theme, in both flavours, against one committed baseline each
// (test/browser/baselines); a style change shows up here, is reviewed, and is re-baselined on purpose
// (SF_UPDATE_BASELINES=1 npx vitest run --config vitest.browser.config.ts test/browser/visual.e2e.ts).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { connectShop } from './support/browser.ts';
import { FLAVOURS } from './support/matrix.ts';
import type { Flavour, Session } from './support/session.ts';
import { compareWithBaseline, MAX_DIFF_RATIO, updating } from './support/visual.ts';

const shop = connectShop();

/** Network quiet, fonts and every image in the viewport decoded: nothing left to change the picture. */
async function still(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // What a scroll sets off in a frame (the header's sticky check, then its render in a task before the next frame)
  // is on screen before the shot: 'networkidle' resolves at once when the page was already idle.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    // In the viewport on both axes: a lazy image off to the side (a carousel's next slides, clipped by the box its
    // server HTML is contained in) loads only when shown, and is not in the shot either.
    const images = Array.from(document.images).filter((img) => {
      const r = img.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    });
    await Promise.all(images.map((img) => (img.complete ? null : img.decode().catch(() => null))));
  });
}

/** The font demo-host.css names for its pages, from Debian's fonts-dejavu-core (.ci/run installs it). */
const PAGE_FONT = 'DejaVu Sans';

/**
 * Whether the page font is installed: text set in it, with a generic family behind, measures other than the generic
 * family alone. Without it the shots would compare whatever fallback the machine has.
 */
const pageFontInstalled = (page: Page) =>
  page.evaluate((font) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    const width = (family: string) => {
      context.font = `40px ${family}`;
      return context.measureText('mmmmmmmmmmlli WWW 0123').width;
    };
    return ['monospace', 'serif'].some((generic) => width(`"${font}", ${generic}`) !== width(generic));
  }, PAGE_FONT);

async function open(flavour: Flavour, width: number, path: string): Promise<Session> {
  const s = await shop.session({ flavour, lang: 'en' });
  await s.page.setViewportSize({ width, height: 900 });
  // No auto-advancing carousel, no transitions: the same frame every run.
  await s.page.emulateMedia({ reducedMotion: 'reduce' });
  await s.goto(path);
  expect(await pageFontInstalled(s.page), `${PAGE_FONT} is not installed: apt-get install fonts-dejavu-core`).toBe(
    true,
  );
  await still(s.page);
  return s;
}

/** Scrolls so the element starts just below the sticky navigation. */
const scrollTo = (target: Locator) =>
  target.evaluate((e) => window.scrollTo(0, e.getBoundingClientRect().top + window.scrollY - 60));

/** Checks the shot against the state's baseline; the preact run writes it when re-baselining, React compares to it. */
async function expectLooksLike(name: string, flavour: Flavour, shot: Promise<Buffer>): Promise<void> {
  const png = await shot;
  if (updating() && flavour !== 'preact') return;
  const result = compareWithBaseline(name, png, `${name}-${flavour}`);
  expect(
    result.ratio,
    `${name} (${flavour}) differs from its baseline in ${(result.ratio * 100).toFixed(2)} % of pixels: ${result.diffPath}`,
  ).toBeLessThanOrEqual(MAX_DIFF_RATIO);
}

const shotOptions = { animations: 'disabled', caret: 'hide' } as const;

async function showMode(page: Page, label: string): Promise<void> {
  await page.locator('sf-listing .sf-listing__mode', { hasText: label }).click();
  await expect.poll(() => page.locator('sf-listing .sf-listing__results').getAttribute('aria-busy')).not.toBe('true');
  await still(page);
  await scrollTo(page.locator('sf-listing .sf-listing__results'));
  await still(page);
}

describe.each(FLAVOURS)('the default theme – %s', (flavour) => {
  it('home page at 1280 px: header, carousel banner, hot product cards', async () => {
    const { page } = await open(flavour, 1280, '/');
    await page.locator('sf-async-section .sf-product').first().waitFor();
    await still(page);
    await expectLooksLike('home-1280', flavour, page.screenshot(shotOptions));
  });

  it('listing at 1280 px in list, grid, table and category modes', async () => {
    const { page } = await open(flavour, 1280, '/category/1');
    await scrollTo(page.locator('sf-listing .sf-listing__results'));
    await still(page);
    await expectLooksLike('listing-list-1280', flavour, page.screenshot(shotOptions));
    for (const [mode, label] of [
      ['grid', 'Grid'],
      ['table', 'Table'],
      ['category', 'Categories'],
    ] as const) {
      await showMode(page, label);
      await expectLooksLike(`listing-${mode}-1280`, flavour, page.screenshot(shotOptions));
    }
  });

  it('listing cards at 390 px', async () => {
    const { page } = await open(flavour, 390, '/category/1');
    await showMode(page, 'Grid');
    await expectLooksLike('listing-grid-390', flavour, page.screenshot(shotOptions));
  });

  it('header at 390, 768 and 1280 px', async () => {
    for (const width of [390, 768, 1280]) {
      const { page } = await open(flavour, width, '/');
      await expectLooksLike(`header-${width}`, flavour, page.locator('sf-header').screenshot(shotOptions));
    }
  });

  it('mini-cart open, with a line', async () => {
    // A visitor's own cart (a member's is shared with the other journeys, so its lines vary from run to run).
    const s = await open(flavour, 1280, '/');
    await s.canDeliver();
    await s.context.request.post(ENDPOINTS.addProduct.path, { form: { productCode: 'PAP-0001', qty: '2', uom: '0' } });
    await s.goto('/');
    await still(s.page);
    const cart = s.page.locator('sf-cart-summary:not([data-for-quote="true" i])');
    await cart.locator('.sf-cart-summary__toggle').click();
    await cart.locator('.sf-cart-summary__panel:not([hidden]) .sf-cart-popup__line').waitFor();
    await still(s.page);
    await expectLooksLike('mini-cart-1280', flavour, s.page.screenshot(shotOptions));
  });

  it('the delivery-sector dialog over a listing, and a quantity popover', async () => {
    const { page } = await open(flavour, 1280, '/category/1');
    await showMode(page, 'Grid');
    const first = page.locator('sf-listing .sf-product').first();
    await first.locator('.sf-add-btn[data-sf-add="cart"]').click();
    await page.locator('.sf-qty-popover').first().waitFor();
    await still(page);
    await expectLooksLike('quantity-popover-1280', flavour, page.screenshot(shotOptions));
    await first.locator('.sf-qty').fill('2');
    await first.locator('.sf-add-btn[data-sf-add="cart"]').click();
    await page.locator('dialog.sf-dialog[open]').waitFor();
    await still(page);
    await expectLooksLike('sector-dialog-1280', flavour, page.screenshot(shotOptions));
  });

  it('every form control of our tags and of the review box takes the page’s font, not the browser’s own', async () => {
    const s = await open(flavour, 1280, '/');
    await s.canDeliver();
    await s.context.request.post(ENDPOINTS.addProduct.path, { form: { productCode: 'PAP-0001', qty: '2', uom: '0' } });
    for (const path of ['/', '/category/1', '/product/PAP-0001', '/cart']) {
      await s.goto(path);
      await still(s.page);
      const { checked, differing } = await s.page.evaluate(() => {
        const pageFont = getComputedStyle(document.body).fontFamily;
        const ours = (control: Element) => {
          for (let e = control.parentElement; e; e = e.parentElement)
            if (e.localName.startsWith('sf-') || e.matches('form.sf-review')) return true;
          return false;
        };
        const controls = Array.from(
          document.querySelectorAll('input:not([type="hidden"]), select, textarea, button'),
        ).filter(ours);
        return {
          checked: controls.length,
          differing: controls
            .filter((c) => getComputedStyle(c).fontFamily !== pageFont)
            .map((c) => `${c.localName}.${c.className}: ${getComputedStyle(c).fontFamily}`),
        };
      });
      expect(checked, path).toBeGreaterThan(0);
      expect(differing, path).toEqual([]);
    }
  });

  it('product page at 1280 px', async () => {
    const { page } = await open(flavour, 1280, '/product/PAP-0001');
    // The QR code encodes the page's absolute URL, whose port changes from run to run: masked.
    const qr = page.locator('sf-product-qr .sf-product-qr__code');
    await expectLooksLike('product-1280', flavour, page.screenshot({ ...shotOptions, mask: [qr] }));
  });
});
