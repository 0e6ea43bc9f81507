// Injection: hostile product titles, status messages and suggestions never execute and show as text.

import { describe, expect, it } from 'vitest';
import { callTo } from '../support/endpoints.ts';
import { addFromSection, detailSection, settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL } from './support/matrix.ts';
import { answerJson } from './support/routes.ts';
import { waitForStatusText } from './support/status-bar.ts';

const shop = connectShop();
const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=2</script>';
const LINK = '<a href="javascript:window.__pwned=3">click</a>';
const pwned = (page: import('playwright-core').Page) =>
  page.evaluate(() => (window as unknown as { __pwned: number }).__pwned);

describe.each(DIAGONAL)('injection – $flavour / $lang', ({ flavour, lang }) => {
  it('the escaping test product (PAP-0013) shows its title as text', async () => {
    const s = await shop.session({ flavour, lang });
    await s.goto('/product/PAP-0013');
    await settled(s.page);
    expect(await s.page.locator('article.sf-product-detail h1').textContent()).toMatch(/<img|<script/);
    expect(await s.page.locator('article.sf-product-detail h1 img, article.sf-product-detail h1 script').count()).toBe(
      0,
    );
    expect(await pwned(s.page)).toBe(0);
  });

  it('status messages carrying markup show as text and run nothing', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    const hostile = `${IMG}${SCRIPT}${LINK}`;
    await answerJson(s.page, callTo('addProducts'), {
      Result: 2,
      RedirectUrl: null,
      StatusMessages: [{ Message: hostile, Type: 3 }],
      NbProductsAdded: 0,
    });
    await addFromSection(detailSection(s.page), '1');
    await waitForStatusText(s.page, /onerror/);
    expect(
      await s.page.locator('sf-status-bar img, sf-status-bar script, sf-status-bar a[href^="javascript"]').count(),
    ).toBe(0);
    await s.page.keyboard.press('Escape');
    await s.page.evaluate(() =>
      document.querySelector('sf-status-bar')?.show('<img src=x onerror="window.__pwned=4">', 2),
    );
    await waitForStatusText(s.page, /window.__pwned=4/);
    expect(await pwned(s.page)).toBe(0);
  });

  it('search suggestions and the product preview carrying scripts run nothing', async () => {
    const s = await shop.session({ flavour, lang });
    // The sanitised preview keeps an inert <img src=x> (its handler removed): its 404 is expected.
    s.guard.allow(/404 \(Not Found\) \(http:\/\/[^)]+\/x\)$/);
    s.guard.allowHandlersRefusedWhileParsing();
    await s.goto('/tags');
    await settled(s.page);
    await answerJson(s.page, callTo('searchSuggestions'), {
      Suggestions: [`paper ${IMG}`, `pens ${SCRIPT}`],
      hasProduct: true,
      ProductValue: `<div class="sf-suggest-product">${IMG}${SCRIPT}${LINK}<span class="sf-suggest-product__title">Hostile</span></div>`,
    });
    const input = s.page.locator('sf-header input[type=search]').first();
    await input.click();
    await input.pressSequentially('paper', { delay: 30 });
    await s.page
      .getByText(/paper <img/)
      .first()
      .waitFor({ timeout: 10_000 });
    await s.page
      .locator('sf-header .sf-suggest-product__title')
      .first()
      .waitFor({ state: 'attached' })
      .catch(() => undefined);
    expect(await s.page.locator('sf-header script, sf-header [onerror], sf-header a[href^="javascript"]').count()).toBe(
      0,
    );
    expect(await pwned(s.page)).toBe(0);
  });
});
