// Faults and races: failing add calls give a bilingual error and keep the quantities; 401 goes to login; the newest reply wins.
import { describe, expect, it } from 'vitest';
import { addFromSection, detailSection, settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL } from './support/matrix.ts';
import { holdRequests } from './support/routes.ts';
import { REQUEST_ERROR, waitForStatusText } from './support/status-bar.ts';

const shop = connectShop();
const FAULTS = ['500', 'malformed-json', 'html-instead-of-json', 'drop'] as const;

describe.each(DIAGONAL)('faults – $flavour / $lang', ({ flavour, lang }) => {
  it.each(FAULTS)('an add answered with "%s" shows the request error and keeps the quantity', async (fault) => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    s.guard.allow(/Failed to load resource|net::ERR_|ERR_EMPTY_RESPONSE/);
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    await s.page.setExtraHTTPHeaders({ 'x-demo-fault': `${fault};path=/shoppingcart/addproducts` });
    const section = detailSection(s.page);
    await addFromSection(section, '7');
    const role = await waitForStatusText(s.page, REQUEST_ERROR[lang]);
    expect(role).toBe('alert');
    expect(await section.locator('.sf-qty').inputValue()).toBe('7');
    expect(s.guard.pageErrors).toEqual([]);
    // Nothing was written: the server cart is still empty.
    await s.page.setExtraHTTPHeaders({});
    const popup = await s.context.request.post('/ecomwgtshoppingcartsummary/index', {
      form: { widgetCode: 'ecomwgtshoppingcartsummary', isForQuote: 'false' },
    });
    expect(await popup.text()).toContain('sf-cart-popup__empty');
  });

  it.each([
    ['401-login', 'status text redirect_to_login:/login'],
    ['401-empty', 'empty status text (HTTP/2 fallback)'],
  ])('a member call answered %s (%s) goes to the login URL with the return parameter', async (fault) => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    s.guard.allow(/Failed to load resource/);
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    await s.page.setExtraHTTPHeaders({ 'x-demo-fault': `${fault};path=/shoppingcart/addproducts` });
    await addFromSection(detailSection(s.page), '1');
    await s.page.waitForURL((u) => u.pathname.endsWith('/login'), { timeout: 10_000 });
    const target = new URL(s.page.url());
    expect(target.searchParams.get('returnUrl') ?? target.searchParams.get('returnurl')).toBe(
      s.url('/product/PAP-0001'),
    );
  });

  it('cart-count replies answered in reverse order: the newest count shows', async () => {
    const s = await shop.session({ flavour, lang });
    await s.goto('/tags');
    await settled(s.page);
    const badge = s.page.locator('sf-header .sf-header__badge--cart .sf-header__badge-count');
    // The header's own first count must be in before requests are held, or it would be held as the "older" one.
    await badge.waitFor();
    // sf-cart-summary also writes the count from its own reload on the same event; this test is about the header's
    // "newest reply wins", so the header stays the only writer.
    await s.page.evaluate(() => {
      for (const summary of Array.from(document.querySelectorAll('sf-cart-summary'))) summary.remove();
    });
    const counts = await holdRequests(s.page, /\/getcartelementcount$/);

    const refresh = () =>
      s.page.evaluate(() => document.dispatchEvent(new CustomEvent('sf:cart-refresh', { detail: { target: 'cart' } })));
    await refresh();
    await counts.waitFor(1);
    await refresh();
    await counts.waitFor(2);
    await counts.release(1, { json: 5 });
    await expect.poll(() => badge.getAttribute('data-count')).toBe('5');
    // The older request was aborted by the widget; answering it late must change nothing.
    await counts.release(0, { json: 1 }).catch(() => undefined);
    await s.page.evaluate(() => new Promise((r) => setTimeout(r, 200)));
    expect(await badge.getAttribute('data-count')).toBe('5');
  });
});
