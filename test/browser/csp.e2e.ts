// Strict CSP with Trusted Types (policy "storefront"): the widgets still work and no securitypolicyviolation fires.
import { describe, expect, it } from 'vitest';
import { addFromSection, cartSummary, detailSection, qtyPopover, settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL } from './support/matrix.ts';
import { withCspHeader } from './support/routes.ts';
import { statusRegion } from './support/status-bar.ts';
import { waitForDefined } from './support/widgets.ts';

const shop = connectShop();
const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types storefront";
const PAGES = ['/', '/category/1', '/product/PAP-0001', '/cart'];

describe.each(DIAGONAL)('strict CSP – $flavour / $lang', ({ flavour, lang }) => {
  it('host pages load and define their widgets with zero violations', async () => {
    const s = await shop.session({ flavour, lang });
    await withCspHeader(s.page, /.*/, POLICY);
    for (const path of PAGES) {
      await s.goto(path);
      await waitForDefined(s.page, ['sf-status-bar', 'sf-header', 'sf-cart-summary']);
      await settled(s.page);
      expect(s.guard.cspViolations, path).toEqual([]);
    }
  });

  it('status bar, invalid-quantity popover, add to cart and mini-cart work under the policy', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    await withCspHeader(s.page, /.*/, POLICY);
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    await s.page.evaluate(() => document.querySelector('sf-status-bar')?.show('CSP ok', 1));
    await statusRegion(s.page).getByText('CSP ok').waitFor();
    await addFromSection(detailSection(s.page), '0');
    await qtyPopover(s.page).waitFor();
    await addFromSection(detailSection(s.page), '2');
    await cartSummary(s.page).panel.locator('.sf-cart-popup__line').first().waitFor();
    expect(s.guard.cspViolations).toEqual([]);
  });
});
