// What demo-host's add calls answer, as the storefront spec reads them: the quick add's warnings mean nothing was
// added, and a confirmed "add with comments" finds its list in the ActionOnConfirm URL, as a real server would write it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import {
  line,
  login,
  lookup,
  passSector,
  postJson,
  products,
  startApp,
  type TestApp,
} from '../../test/support/demo-app.ts';

type Add = {
  Result: number;
  ActionOnConfirm: string | null;
  NbProductsAdded: number | null;
  RedirectUrl: string | null;
};

let t: TestApp;
const count = (f: typeof fetch) => postJson<number>(f, ENDPOINTS.cartCount.path);

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.app.close();
});

describe(`POST ${ENDPOINTS.addProduct.path}: warnings mean nothing was added`, () => {
  it('low stock: the warning, and the cart unchanged (the same call again still adds nothing)', async () => {
    await passSector(t.fetch);
    const low = lookup<{ code: string }>(
      t.dataDir,
      'SELECT p.code FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE p.stock <= 5 AND p.digital = 0 AND p.customizer = 0 AND p.discontinued = 0 AND u.qty_multiple = 1 AND u.min_qty = 1 AND u.max_qty >= 50 LIMIT 1',
    );
    const before = await count(t.fetch);
    for (let i = 0; i < 2; i++) {
      const w = await postJson<string[]>(t.fetch, ENDPOINTS.addProduct.path, {
        productCode: low.code,
        qty: 10,
        uom: 0,
      });
      expect(w).toEqual([expect.stringMatching(/left in stock/)]);
    }
    expect(await count(t.fetch)).toBe(before);
  });

  it('a digital product asked more than once: the warning, nothing added', async () => {
    await passSector(t.fetch);
    const digital = lookup<{ code: string }>(t.dataDir, 'SELECT code FROM products WHERE digital = 1 LIMIT 1');
    const before = await count(t.fetch);
    const w = await postJson<string[]>(t.fetch, ENDPOINTS.addProduct.path, {
      productCode: digital.code,
      qty: 3,
      uom: 0,
    });
    expect(w).toHaveLength(1);
    expect(await count(t.fetch)).toBe(before);
  });
});

describe(`POST ${ENDPOINTS.addProductsWithComments.path}: the confirmed add keeps the list's comments`, () => {
  it('the ActionOnConfirm URL names the list; posting the spec’s fields to it copies the comments', async () => {
    await login(t.fetch);
    // A prebooking add asks first (LEGACY-MARKUP.md §4, ActionOnConfirm).
    const old = lookup<{ code: string; uom: number }>(
      t.dataDir,
      'SELECT p.code, u.id AS uom FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE p.discontinued = 0 AND p.customizer = 0 AND p.digital = 0 AND p.stock > 100 AND u.qty_multiple = 1 AND u.min_qty = 1 AND u.max_qty >= 50 LIMIT 1',
    );
    const created = await postJson<Add>(t.fetch, ENDPOINTS.addToPurchaseList.path, {
      products: products(line(old.code, 2, old.uom, { Comment: 'Leave at the front desk' })),
      purchaseListId: 0,
    });
    const listId = Number(/purchaseListId=(\d+)/.exec(created.RedirectUrl ?? '')?.[1]);
    const asked = await postJson<Add>(t.fetch, ENDPOINTS.addProductsWithComments.path, {
      products: products(line(old.code, 2, old.uom)),
      purchaseListId: 0,
      idPriceListPromotionWebPrebooking: 7,
      idPurchaseListCopyComments: listId,
    });
    expect(asked.ActionOnConfirm).toBe(
      `${ENDPOINTS.addProductsWithCommentsConfirmed.path}?idPurchaseListCopyComments=${listId}`,
    );
    // The client posts what the spec names for the action: products and the prebooking id.
    const done = await postJson<Add>(t.fetch, asked.ActionOnConfirm ?? '', {
      products: products(line(old.code, 2, old.uom)),
      idPriceListPromotionWebPrebooking: 7,
    });
    expect(done.NbProductsAdded).toBe(1);
    expect(await (await t.fetch('/cart')).text()).toContain('Leave at the front desk');
  });
});
