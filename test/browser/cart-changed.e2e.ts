// One add on the cart page (header badges, mini-cart and sf-cart-page together) asks each reader once: one count request per kind.

import { describe, expect, it } from 'vitest';
import { callTo } from '../support/endpoints.ts';
import { addFromSection, cartSummary, settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL } from './support/matrix.ts';
import { formOf } from './support/routes.ts';
import type { Session } from './support/session.ts';

const shop = connectShop();

const COUNT = callTo('cartCount');
const SUMMARY = callTo('cartSummary');
/** The cart page's own refresh: a GET of the page it renders. */
const CART_PAGE = /\/cart(\?|$)/;

/** How many calls each reader made so far: count requests by kind, summary reloads, cart page refreshes. */
function tally(s: Session) {
  const counts = s.calls(COUNT).map((c) => formOf(c.body).isForQuote);
  return {
    cartCounts: counts.filter((q) => q === undefined).length,
    quoteCounts: counts.filter((q) => q === 'true').length,
    summaries: s.calls(SUMMARY).length,
    pageRefreshes: s.calls(CART_PAGE, 'GET').length,
  };
}

describe.each(DIAGONAL)('cart changed – $flavour / $lang', ({ flavour, lang }) => {
  it('a page load asks the cart count once, though the header and the cart summary both show it', async () => {
    const s = await shop.session({ flavour, lang });
    await s.goto('/category/15');
    await s.page.locator('sf-header .sf-header__badge--cart .sf-header__badge-count').waitFor();
    await s.page.locator('sf-cart-summary[data-sf-island]').waitFor();
    await settled(s.page);
    // React mounts each island in a task of its own: the summary's watch came after the header's reading had left.
    expect(tally(s).cartCounts).toBe(1);
  });

  it('one add to the cart: one cart count request, no quote count request, one summary reload, one page refresh, one sf:cart-changed', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    // A member: the header shows the quote badge too, so a count request of the wrong kind would show.
    await s.login();
    await s.goto('/cart');
    await settled(s.page);
    await s.page.locator('sf-header .sf-header__badge--quote .sf-header__badge-count').waitFor();
    const before = tally(s);
    // A page script's listener: the one cart change reaches it once, as sf:cart-changed.
    await s.page.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heardChanges: string[] }).heardChanges = heard;
      document.addEventListener('sf:cart-changed', (e) =>
        heard.push((e as CustomEvent<{ target: string }>).detail.target),
      );
    });

    const section = s.page.locator('sf-cart-page .sf-quick-add');
    await section.locator('.sf-quick-code').fill('PAP-0001');
    await addFromSection(section, '2');
    // The member's cart may hold lines from other journeys: wait for the reloads, not for a line count.
    await expect.poll(() => tally(s).summaries).toBeGreaterThan(before.summaries);
    await expect.poll(() => tally(s).pageRefreshes).toBeGreaterThan(before.pageRefreshes);
    await s.page.locator('sf-cart-page .sf-cart-line').first().waitFor();
    await settled(s.page);

    const after = tally(s);
    expect({
      cartCounts: after.cartCounts - before.cartCounts,
      quoteCounts: after.quoteCounts - before.quoteCounts,
      summaries: after.summaries - before.summaries,
      pageRefreshes: after.pageRefreshes - before.pageRefreshes,
    }).toEqual({ cartCounts: 1, quoteCounts: 0, summaries: 1, pageRefreshes: 1 });
    expect(await s.page.evaluate(() => (window as unknown as { heardChanges: string[] }).heardChanges)).toEqual([
      'cart',
    ]);
    // The badge shows what the reloaded popup holds.
    const held = await cartSummary(s.page).panel.locator('.sf-cart-popup').getAttribute('data-count');
    expect(Number(held)).toBeGreaterThan(0);
    await expect
      .poll(() =>
        s.page.locator('sf-header .sf-header__badge--cart .sf-header__badge-count').getAttribute('data-count'),
      )
      .toBe(held);
  });
});
