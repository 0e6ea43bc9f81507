// Where a buyer's add goes, in Chromium against demo-host: "Add to purchase list" from a product page (no purchase-list
// mode, no box to tick), and every add while an order is edited for approval.

import { describe, expect, it } from 'vitest';
import { callTo } from '../support/endpoints.ts';
import { detailSection, qtyPopover, settled } from './support/add-to-cart.ts';
import { connectShop } from './support/browser.ts';
import { DIAGONAL } from './support/matrix.ts';
import { formOf } from './support/routes.ts';

const shop = connectShop();

describe.each(DIAGONAL)('a buyer’s add destinations – $flavour / $lang', ({ flavour, lang }) => {
  it('Add to purchase list on a product page makes a list holding the typed product, and the buyer lands on it', async () => {
    const s = await shop.session({ flavour, lang });
    await s.login();
    await s.goto('/product/PAP-0002');
    await settled(s.page);
    const section = detailSection(s.page);
    await section.locator('.sf-qty').fill('3');
    // (A B2B site posts to /bpshoppingcart, a B2C one to /shoppingcart.)
    const lists = new RegExp(`${callTo('addToPurchaseList').source}|${callTo('addToPurchaseListB2b').source}`);
    await section.getByRole('button', { name: s.pick('Add to purchase list', 'Ajouter à la liste d’achat') }).click();
    await s.page.waitForURL(/\/account\/baskets\?purchaseListId=\d+$/);
    const id = new URL(s.page.url()).searchParams.get('purchaseListId');
    const [add] = s.calls(lists);
    expect(JSON.parse(formOf(add?.body ?? null).products ?? '[]')).toEqual([
      expect.objectContaining({ ProductCode: 'PAP-0002', Qty: 3 }),
    ]);
    await expect
      .poll(() => s.page.locator(`.sf-purchase-lists [data-purchase-list-id="${id}"]`).textContent())
      .toContain('(1)');
    expect(await qtyPopover(s.page).count()).toBe(0);
  });
});
