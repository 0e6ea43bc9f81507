// Before the bundle arrives the CMS's own markup works: the header's search is a plain GET form submitting `qs`
// and the mega-menu links navigate (the loader is answered empty here, as if it had not arrived yet).
import { describe, expect, it } from 'vitest';
import { connectShop } from './support/browser.ts';

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
