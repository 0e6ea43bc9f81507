// A unit of measure chosen outside the listing, in Chromium against demo-host: the product page's quantity becomes
// the unit's multiple, the unit's own rules judge it, and the add sends it in that unit.

import { describe, expect, it } from 'vitest';
import { callTo } from '../support/endpoints.ts';
import { detailSection, engineDialog, qtyPopover, settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL } from './support/matrix.ts';
import { formOf } from './support/routes.ts';

const shop = connectShop();

describe.each(DIAGONAL)('unit of measure on the product page – $flavour / $lang', ({ flavour, lang }) => {
  it('the shopper picks the case with the keyboard: the quantity becomes its multiple (1, under the pack’s minimum of 5) and adds', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    // PAP-0073: "Pack of 12" sold in fives (minimum 5), or "Case of 6 packs" one at a time.
    await s.goto('/product/PAP-0073');
    await settled(s.page);
    const section = detailSection(s.page);
    await section.locator('.sf-uom').focus();
    await s.page.keyboard.press('ArrowDown');
    await expect.poll(() => section.locator('.sf-qty').inputValue()).toBe('1');
    await section.locator('[data-sf-add="cart"]').click();
    await expect.poll(() => s.calls(callTo('addProducts')).length).toBe(1);
    const [add] = s.calls(callTo('addProducts'));
    expect(JSON.parse(formOf(add?.body ?? null).products ?? '[]')).toEqual([
      expect.objectContaining({
        ProductCode: 'PAP-0073',
        Qty: 1,
        Uom: Number(await section.locator('.sf-uom').inputValue()),
      }),
    ]);
    expect(await qtyPopover(s.page).count()).toBe(0);
  });

  it('the pallet’s confirmation threshold (5), not the ream’s (200), asks before adding 6 pallets', async () => {
    const s = await shop.session({ flavour, lang });
    await s.canDeliver();
    // PAP-0001: Ream (confirm above 200), Case (above 40), Pallet (above 5, at most 20).
    await s.goto('/product/PAP-0001');
    await settled(s.page);
    const section = detailSection(s.page);
    await section.locator('.sf-uom').focus();
    await s.page.keyboard.press('End');
    await expect.poll(() => section.locator('.sf-qty').inputValue()).toBe('1');
    await section.locator('.sf-qty').fill('6');
    await section.locator('[data-sf-add="cart"]').click();
    await engineDialog(s.page, 'confirm').waitFor({ state: 'visible' });
    expect(s.calls(callTo('addProducts'))).toHaveLength(0);
  });
});
