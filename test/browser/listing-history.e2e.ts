// Back onto a long listing in a real browser: every item and the place the shopper left, from the session cache.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { callTo } from '../support/endpoints.ts';
import { settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { FLAVOURS } from './support/matrix.ts';
import { formOf } from './support/routes.ts';

const shop = connectShop();
const items = (page: Page) => page.locator('sf-listing .sf-listing__results li.sf-product');

describe.each(FLAVOURS)('listing history – %s', (flavour) => {
  it('Back after view more ×5 of 100 items (a snapshot past 1 M characters) shows the 600 items again from the session cache, at the same place', async () => {
    const s = await shop.session({ flavour, lang: 'en' });
    const { page } = s;
    const listingCalls = () => s.calls(callTo('listingProducts')).map((c) => formOf(c.body));
    await s.goto('/search?userResultPerPage=100');
    await settled(page);
    await expect.poll(() => items(page).count()).toBe(100);
    const listing = page.locator('sf-listing');
    for (let n = 200; n <= 600; n += 100) {
      await listing.locator('.sf-listing__view-more').click();
      await expect.poll(() => items(page).count(), { timeout: 15_000 }).toBe(n);
    }
    // The replies are written when the browser is idle: one entry each, none holding the whole list.
    const stored = () =>
      page.evaluate(() =>
        Object.keys(sessionStorage)
          .filter((key) => key.startsWith('sf-listing:'))
          .map((key) => sessionStorage.getItem(key)?.length ?? 0),
      );
    await expect.poll(async () => (await stored()).filter((n) => n > 100_000).length).toBe(6);
    expect((await stored()).reduce((a, b) => a + b, 0)).toBeGreaterThan(1_000_000);

    // The shopper reads item 541 and opens it; where it sits on screen is what Back must give again.
    const left = await items(page)
      .nth(540)
      .evaluate(async (item) => {
        item.scrollIntoView();
        window.scrollBy(0, -80);
        // Items out of view are not rendered (content-visibility): those coming into view get their real heights in
        // the next frames and the browser's scroll anchoring moves the position; the shopper reads where it settles.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const link = item.querySelector<HTMLAnchorElement>('a.sf-product__title');
        return {
          id: item.getAttribute('data-product-id'),
          href: link?.getAttribute('href') ?? '',
        };
      });
    await page.waitForFunction(
      () => (history.state?.sfListing?.['lst-search']?.scrollHeight ?? -1) === Math.round(window.scrollY),
    );
    const product = page.locator(`sf-listing li.sf-product[data-product-id="${left.id}"]`);
    const onScreen = () => product.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const top = await onScreen();
    await product.locator('a.sf-product__title').click();
    await page.waitForURL((u) => u.pathname === left.href);

    const before = listingCalls().length;
    await page.goBack();
    await expect.poll(() => items(page).count(), { timeout: 15_000 }).toBe(600);
    // A fresh load of the page (its pages are no-store), not the back/forward cache's frozen copy.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().type)).toBe(
      'back_forward',
    );
    await expect.poll(onScreen, { message: 'product back in place' }).toBe(top);
    // Only the items in view are rendered: far above and far below, their content is skipped (content-visibility).
    const rendered = (n: number) =>
      items(page)
        .nth(n)
        .evaluate((item) =>
          item.querySelector('a.sf-product__title')?.checkVisibility({ contentVisibilityAuto: true }),
        );
    expect([await rendered(0), await rendered(540), await rendered(599)]).toEqual([false, true, false]);
    expect(new Set(await items(page).evaluateAll((els) => els.map((el) => el.id))).size).toBe(600);
    // Not one request: every page came from the session cache.
    expect(listingCalls().slice(before)).toEqual([]);
  });
});

// The privacy rule of the results cache (widgets/listing/README.md): one flavour, the rule lives in shared code.
describe('listing history – another visitor in the tab', () => {
  it('a logout and another login made without the page knowing (another tab, a no-JS form): Back asks the server', async () => {
    const s = await shop.session({ flavour: 'preact', lang: 'en' });
    const { page } = s;
    const listingCalls = () => s.calls(callTo('listingProducts')).length;
    await s.login('buyer@example.com');
    await s.goto('/search?userResultPerPage=20');
    await settled(page);
    const first = await page.locator('body').getAttribute('data-sf-visitor');
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    await page.locator('sf-listing .sf-listing__view-more').click();
    await expect.poll(() => items(page).count(), { timeout: 15_000 }).toBe(40);
    const cached = () =>
      page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('sf-listing:')).length);
    await expect.poll(cached).toBeGreaterThan(1);
    await items(page).nth(30).locator('a.sf-product__title').click();
    await page.waitForURL((u) => u.pathname.startsWith('/product/'));

    // Outside this page's scripts: the session ends and another member logs in (same cookies, no sf:logout).
    await s.context.request.post(`${shop.baseUrl}${ENDPOINTS.logout.path}`);
    await s.login('approver@example.com');
    const before = listingCalls();
    await page.goBack();
    await expect.poll(() => items(page).count(), { timeout: 15_000 }).toBe(40);
    expect(await page.locator('body').getAttribute('data-sf-visitor')).not.toBe(first);
    // The first member's replies were forgotten, not shown: the pages came from the server.
    expect(listingCalls()).toBeGreaterThan(before);
  });
});
