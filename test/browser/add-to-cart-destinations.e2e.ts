// Where a buyer's add goes, in Chromium against demo-host: "Add to purchase list" from a product page (no purchase-list
// mode, no box to tick), and every add while an order is edited for approval.

import { describe, expect, it } from 'vitest';
import { callTo } from '../support/endpoints.ts';
import { detailSection, qtyPopover, settled } from './support/add-to-cart.ts';
import { startApprovalEdit } from './support/approval.ts';
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

  it('while an order is edited for approval, the quote button adds to that order too, and the page reloads', async () => {
    const s = await shop.session({ flavour, lang });
    await s.login();
    // Order 1 is seeded pending approval for the demo buyer; a product it does not hold yet, one per run (the
    // database lives for the whole suite, and member-journeys.e2e.ts adds PAP-0002 to PAP-0005).
    const code = { preact: 'PAP-0011', react: 'PAP-0012' }[flavour];
    const product = s.url(`/product/${code}`);
    await startApprovalEdit(s);
    await s.page.goto(product);
    await settled(s.page);
    const reloaded = s.page.waitForEvent('load');
    await detailSection(s.page).locator('.sf-qty').fill('2');
    await detailSection(s.page)
      .getByRole('button', { name: s.pick('Add to quote', 'Ajouter à la soumission') })
      .click();
    await reloaded;
    const [sent] = s.calls(callTo('addProductsOrderApproval'));
    expect(formOf(sent?.body ?? null).idOrderToAdd).toBe('1');
    expect(JSON.parse(formOf(sent?.body ?? null).products ?? '[]')).toEqual([
      expect.objectContaining({ ProductCode: code, Qty: 2 }),
    ]);
    expect(s.calls(callTo('addProductsToQuote'))).toEqual([]);
    // Leave the editing, so other tests of the suite add to the cart again.
    await s.page
      .getByRole('button', { name: s.pick('Stop adding to this order', 'Arrêter d’ajouter à cette commande') })
      .click();
    await s.page.waitForURL((u) => u.pathname === '/account/approval');
  });
});
