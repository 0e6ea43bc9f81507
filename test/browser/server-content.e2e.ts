// Before the bundle arrives the CMS's own markup works: the header's search is a plain GET form submitting `qs`
// and the mega-menu links navigate (the loader is answered empty here, as if it had not arrived yet).
import { describe, expect, it } from 'vitest';
import { settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { confirmBox, EXTERNAL_LINK_TEXT } from './support/store-pages.ts';

const shop = connectShop();

describe('server content usable before JS', () => {
  it('the header search submits qs and a mega-menu link opens its category', async () => {
    const s = await shop.session({ flavour: 'preact', lang: 'en' });
    await s.page.route('**/dist/*/storefront.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await s.goto('/');
    expect(await s.page.locator('sf-header:defined').count()).toBe(0);
    await s.page.locator('sf-header form[role="search"] input[name="qs"]').fill('stapler');
    await Promise.all([s.page.waitForURL(/\/search\?qs=stapler$/), s.page.keyboard.press('Enter')]);
    const link = s.page.locator('sf-header .sf-bigmenu__item > a').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/category\/\d+$/);
    await Promise.all([s.page.waitForURL((url) => url.pathname === href), link.click()]);
  });
});

describe('content on other origins (demo-host README "Images on a second origin")', () => {
  it('"view more" appends items whose images load from the image origin; where to buy asks before leaving', async () => {
    const s = await shop.session({ flavour: 'preact', lang: 'en' });
    const { page } = s;
    await s.goto('/search?qs=paper');
    await settled(page);
    const shopOrigin = new URL(page.url()).origin;
    const items = page.locator('sf-listing .sf-listing__results li.sf-product');
    const first = await items.count();
    await page.locator('sf-listing .sf-listing__view-more').click();
    await expect.poll(() => items.count()).toBeGreaterThan(first);
    const appended = items.nth(first).locator('img.sf-product__image');
    const src = new URL((await appended.getAttribute('src')) ?? '', shopOrigin);
    expect(src.origin).not.toBe(shopOrigin);
    expect(src.hostname).toBe(new URL(shopOrigin).hostname);
    // Lazy images load once near the viewport.
    await appended.scrollIntoViewIfNeeded();
    await expect
      .poll(() => appended.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const origins = await items.evaluateAll((lis) =>
      lis.map(
        (li) => new URL(li.querySelector('img.sf-product__image')?.getAttribute('src') ?? '', location.href).origin,
      ),
    );
    expect(new Set(origins)).toEqual(new Set([src.origin]));

    await s.goto('/product/PAP-0001');
    await settled(page);
    const here = page.url();
    const { box, no } = confirmBox(s, EXTERNAL_LINK_TEXT.en, 'ok-cancel');
    await page.getByRole('link', { name: /^Where to buy / }).click();
    await box.waitFor();
    expect(page.url()).toBe(here);
    await no.click();
    await box.waitFor({ state: 'detached' });
    expect(page.url()).toBe(here);
    const gallery = page.locator('sf-product-gallery img').first();
    expect(new URL((await gallery.getAttribute('src')) ?? '', here).origin).toBe(src.origin);
    await expect
      .poll(() => gallery.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
});
