// @vitest-environment node
// Contract tests: add-to-cart/quote/purchase-list/order-approval paths, server rules and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import {
  line,
  login,
  lookup,
  passSector,
  post,
  postJson,
  products,
  startApp,
  type TestApp,
} from '../test/support/demo-app.ts';

type Add = {
  Result: number;
  StatusMessages: { Message: string; Type: number }[];
  ActionOnConfirm: string | null;
  HasProductCustomizer: boolean;
  ProductCustomizerSection: string | null;
  Products: unknown[] | null;
  NbProductsAdded: number | null;
  RedirectUrl: string | null;
  Value: unknown;
};
let t: TestApp;
const count = async (f: typeof fetch): Promise<number> => postJson<number>(f, ENDPOINTS.cartCount.path);
const plain = (): { code: string; uom: number; min_qty: number } =>
  lookup(
    t.dataDir,
    'SELECT p.code, u.id AS uom, u.min_qty FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE p.discontinued = 0 AND p.customizer = 0 AND p.digital = 0 AND p.stock > 100 AND u.qty_multiple = 1 AND u.min_qty = 1 AND u.max_qty >= 50 LIMIT 1',
  );

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.app.close();
});

describe(`POST ${ENDPOINTS.addProducts.path}`, () => {
  it('asks an anonymous visitor without CanDeliverToSector to validate a postal code first', async () => {
    const r = await postJson<Add>(t.fetch, ENDPOINTS.addProducts.path, { products: products(line(plain().code, 1)) });
    expect(r.Result).toBe(2);
    expect(r.StatusMessages[0]?.Type).toBe(3);
    expect(await count(t.fetch)).toBe(0);
  });
  it('rejects unknown postal codes and accepts served ones (normalised), setting the cookie', async () => {
    const bad = await postJson<Add>(t.fetch, ENDPOINTS.validateSector.path, { postalCode: 'A1A 1A1' });
    expect(bad.Result).toBe(2);
    const res = await post(t.fetch, ENDPOINTS.validateSector.path, { postalCode: 'h2x-1y4' });
    expect(((await res.json()) as Add).Result).toBe(1);
    expect(res.headers.get('set-cookie')).toContain('CanDeliverToSector=1');
  });
  it('adds valid lines and answers the full AddResult shape with NbProductsAdded', async () => {
    const p = plain();
    const r = await postJson<Add>(t.fetch, ENDPOINTS.addProducts.path, {
      products: products(line(p.code, 2, p.uom)),
      validateProductCustomizer: true,
      idPriceListPromotionWebPrebooking: 0,
    });
    expect(Object.keys(r).sort()).toEqual([
      'ActionOnConfirm',
      'HasProductCustomizer',
      'NbProductsAdded',
      'ProductCustomizerSection',
      'Products',
      'RedirectUrl',
      'Result',
      'StatusMessages',
      'Value',
    ]);
    expect(r).toMatchObject({ Result: 1, NbProductsAdded: 1, ActionOnConfirm: null, HasProductCustomizer: false });
    expect(r.StatusMessages[0]).toMatchObject({ Type: 1 });
    expect(await count(t.fetch)).toBe(1);
  });
  it('accepts a comma as decimal separator and checks decimal multiples (0.5 m)', async () => {
    const m = lookup<{ code: string; uom: number }>(
      t.dataDir,
      'SELECT p.code, u.id AS uom FROM products p JOIN uoms u ON u.product_id = p.id WHERE u.qty_multiple = 0.5 AND p.discontinued = 0 AND p.customizer = 0 AND p.stock > 100 LIMIT 1',
    );
    expect(
      (await postJson<Add>(t.fetch, ENDPOINTS.addProducts.path, { products: products(line(m.code, '2,5', m.uom)) }))
        .NbProductsAdded,
    ).toBe(1);
    const bad = await postJson<Add>(t.fetch, ENDPOINTS.addProducts.path, {
      products: products(line(m.code, '0.7', m.uom)),
    });
    expect(bad.Result).toBe(2);
    expect(bad.StatusMessages[0]?.Message).toMatch(/multiple of 0.5/);
  });
  it('never half-applies: one invalid line means nothing is added, with one message per violation', async () => {
    const before = await count(t.fetch);
    const p = plain();
    const r = await postJson<Add>(t.fetch, ENDPOINTS.addProducts.path, {
      products: products(line(p.code, 1, p.uom), line('NOPE-0000', 1), line(p.code, 999999, p.uom)),
    });
    expect(r.Result).toBe(2);
    // Nothing was added: the server leaves the field unset, and ASP.NET writes it as null.
    expect(r.NbProductsAdded).toBeNull();
    expect(r.StatusMessages.length).toBe(2);
    expect(await count(t.fetch)).toBe(before);
  });
  it('answers French messages when the Referer is a /fr/ page', async () => {
    const r = (await (
      await t.fetch(ENDPOINTS.addProducts.path, {
        method: 'POST',
        headers: { referer: 'http://x/fr/category/1' },
        body: new URLSearchParams({ products: products(line('NOPE-1', 1)) }),
      })
    ).json()) as Add;
    expect(r.StatusMessages[0]?.Message).toContain('Code de produit inconnu');
  });
  it('answers 400 with a bilingual CallResult for malformed input', async () => {
    for (const body of [
      {},
      { products: '{not json' },
      { products: '[]' },
      { products: products(line('PAP-0001', -3)) },
      { products: products(line('PAP-0001', '1e9')) },
      { products: products({ Qty: 1 }) },
      { products: 'x'.repeat(300_000) },
      { products: products(...Array.from({ length: 201 }, () => line('PAP-0001', 1))) },
    ]) {
      const res = await post(t.fetch, ENDPOINTS.addProducts.path, body);
      expect(res.status).toBe(400);
      const j = (await res.json()) as Add;
      expect(j.Result).toBe(2);
      expect(j.StatusMessages[0]?.Type).toBe(3);
    }
  });
  it('answers ActionOnConfirm for a discontinued product; the action adds its replacement', async () => {
    const before = await count(t.fetch);
    const sent = products(line('PAP-0007', 1));
    const r = await postJson<Add>(t.fetch, ENDPOINTS.addProducts.path, { products: sent });
    expect(r.ActionOnConfirm).toBe(ENDPOINTS.addProductsConfirmed.path);
    expect(r.StatusMessages[0]?.Type).toBe(2);
    expect(r.NbProductsAdded).toBeNull();
    const c = await postJson<Add>(t.fetch, r.ActionOnConfirm ?? '', {
      products: sent,
      idPriceListPromotionWebPrebooking: 0,
    });
    expect(c.NbProductsAdded).toBe(1);
    expect(await count(t.fetch)).toBe(before + 1);
  });
  it('answers ActionOnConfirm for a prebooking promotion id', async () => {
    const r = await postJson<Add>(t.fetch, ENDPOINTS.addProducts.path, {
      products: products(line(plain().code, 1)),
      idPriceListPromotionWebPrebooking: 7,
    });
    expect(r.ActionOnConfirm).toBe(ENDPOINTS.addProductsConfirmed.path);
  });
  it('answers HasProductCustomizer with the customizer form, then adds once values are given', async () => {
    const c = lookup<{ code: string }>(t.dataDir, 'SELECT code FROM products WHERE customizer = 1 LIMIT 1');
    const r = await postJson<Add>(t.fetch, ENDPOINTS.addProducts.path, { products: products(line(c.code, 1)) });
    expect(r.HasProductCustomizer).toBe(true);
    for (const k of [
      'data-field-type="text"',
      'data-field-type="select"',
      'data-field-type="checkbox"',
      'data-field-type="radio"',
    ])
      expect(r.ProductCustomizerSection).toContain(k);
    expect(r.Products).toHaveLength(1);
    const values = [
      { Name: 'EngravingText', Value: 'Hello' },
      { Name: 'GiftWrap', Value: true },
      { Name: 'Font', Value: 'serif' },
    ];
    const ok = await postJson<Add>(t.fetch, ENDPOINTS.addProducts.path, {
      products: products(line(c.code, 1, 0, { ProductCustomizerValues: values })),
    });
    expect(ok.NbProductsAdded).toBe(1);
  });
  it('forces a digital product to quantity 1 with a warning', async () => {
    const d = lookup<{ code: string }>(t.dataDir, 'SELECT code FROM products WHERE digital = 1 LIMIT 1');
    const r = await postJson<Add>(t.fetch, ENDPOINTS.addProducts.path, { products: products(line(d.code, 3)) });
    expect(r.NbProductsAdded).toBe(1);
    expect(r.StatusMessages.some((m) => m.Type === 2)).toBe(true);
  });
});

describe(`POST ${ENDPOINTS.addProduct.path}`, () => {
  it('answers [] on success and warning strings on low stock', async () => {
    const p = plain();
    expect(
      await postJson<string[]>(t.fetch, ENDPOINTS.addProduct.path, { productCode: p.code, qty: 1, uom: p.uom }),
    ).toEqual([]);
    const low = lookup<{ code: string; stock: number }>(
      t.dataDir,
      'SELECT p.code, p.stock FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE p.stock <= 5 AND p.digital = 0 AND p.customizer = 0 AND p.discontinued = 0 AND u.qty_multiple = 1 AND u.min_qty = 1 AND u.max_qty >= 50 LIMIT 1',
    );
    const w = await postJson<string[]>(t.fetch, ENDPOINTS.addProduct.path, { productCode: low.code, qty: 10, uom: 0 });
    expect(w[0]).toMatch(/left in stock/);
  });
  it('answers 400 for bad input', async () => {
    expect((await post(t.fetch, ENDPOINTS.addProduct.path, { productCode: 'PAP-0001', qty: 'abc' })).status).toBe(400);
    expect((await post(t.fetch, ENDPOINTS.addProduct.path, { qty: 1 })).status).toBe(400);
    expect((await post(t.fetch, ENDPOINTS.addProduct.path, { productCode: 'NOPE', qty: 1 })).status).toBe(400);
  });
});

describe('quantity confirmation modal', () => {
  it('renders modes 0 and 1 with their inputs', async () => {
    const p = plain();
    for (const mode of [0, 1]) {
      const res = await post(t.fetch, ENDPOINTS.quantityConfirmation.path, {
        productsToConfirm: products(line(p.code, 500, p.uom)),
        productsConfirmed: '[]',
        mode,
      });
      const h = await res.text();
      expect(h).toContain(`data-mode="${mode}"`);
      expect(h).toContain(`class="sf-qty-confirm__qty"`);
      expect(h).toContain(`productcode="${p.code}"`);
    }
  });
});

describe('member-only endpoints', () => {
  const memberPaths = [
    ENDPOINTS.addProductsToQuote.path,
    ENDPOINTS.addToPurchaseList.path,
    ENDPOINTS.addToPurchaseListB2b.path,
    ENDPOINTS.addProductsWithComments.path,
    ENDPOINTS.addProductsOrderApproval.path,
    ENDPOINTS.addComment.path,
    ENDPOINTS.addComments.path,
    ENDPOINTS.removeComment.path,
    ENDPOINTS.removeComments.path,
    ENDPOINTS.messageReplyForm.path,
    ENDPOINTS.sendMessageReply.path,
  ];
  it('answer 401 redirect_to_login:/login to anonymous visitors', async () => {
    for (const p of memberPaths) {
      const res = await post(t.fetch, p, { products: products(line('PAP-0001', 1)) });
      expect(res.status, p).toBe(401);
      expect(res.statusText, p).toBe('redirect_to_login:/login');
    }
  });
  it('work once logged in: quote, purchase lists (REDIRECT for a new list), comments, approval, message reply', async () => {
    const { fetch: f } = t;
    await login(f);
    const p = plain();
    expect(
      (
        await postJson<Add>(f, ENDPOINTS.addProductsToQuote.path, {
          products: products(line(p.code, 1, p.uom)),
          validateProductCustomizer: true,
        })
      ).NbProductsAdded,
    ).toBe(1);
    const pl = await postJson<Add>(f, ENDPOINTS.addToPurchaseList.path, {
      products: products(line(p.code, 1, p.uom)),
      purchaseListId: 0,
    });
    expect(pl.Result).toBe(3);
    const listId = Number(/purchaseListId=(\d+)/.exec(pl.RedirectUrl ?? '')?.[1]);
    const pl2 = await postJson<Add>(f, ENDPOINTS.addToPurchaseListB2b.path, {
      products: products(line(p.code, 2, p.uom)),
      purchaseListId: listId,
    });
    expect(pl2).toMatchObject({ Result: 1, RedirectUrl: null });
    expect(pl2.StatusMessages[0]).toMatchObject({ Type: 1 });
    expect(
      (
        await postJson<Add>(f, ENDPOINTS.addProductsWithComments.path, {
          products: products(line(p.code, 1, p.uom, { Comment: 'Dock 4' })),
          purchaseListId: 0,
          idPriceListPromotionWebPrebooking: 0,
          idPurchaseListCopyComments: 0,
        })
      ).NbProductsAdded,
    ).toBe(1);
    const popup = await (await post(f, ENDPOINTS.cartSummary.path, { widgetCode: 'x', isForQuote: false })).text();
    const lineId = Number(/data-order-line-id="(\d+)"/.exec(popup)?.[1]);
    const added = await postJson<Add>(f, ENDPOINTS.addComment.path, {
      orderLineId: lineId,
      comment: 'Leave at reception',
    });
    expect(added.Result).toBe(1);
    const many = await postJson<Add>(f, ENDPOINTS.addComments.path, {
      comments: JSON.stringify([
        { OrderLineId: lineId, Comment: 'a' },
        { OrderLineId: lineId, Comment: 'b' },
      ]),
    });
    expect(many.Value).toHaveLength(2);
    expect(
      (await postJson<Add>(f, ENDPOINTS.removeComment.path, { orderLineId: lineId, commentId: Number(added.Value) }))
        .Result,
    ).toBe(1);
    // removecomments binds a list of form fields, as a model binder does: a JSON string binds to nothing.
    const ids = many.Value as number[];
    expect(
      (
        await post(f, ENDPOINTS.removeComments.path, {
          comments: JSON.stringify(ids.map((id) => ({ OrderLineId: lineId, CommentId: id }))),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await postJson<Add>(
          f,
          ENDPOINTS.removeComments.path,
          Object.fromEntries(
            ids.flatMap((id, i) => [
              [`comments[${i}][OrderLineId]`, lineId],
              [`Comments[${i}].CommentId`, id],
            ]),
          ),
        )
      ).Result,
    ).toBe(1);
    expect(
      (await postJson<Add>(f, ENDPOINTS.removeComment.path, { orderLineId: lineId, commentId: 999999 })).Result,
    ).toBe(2);
    expect((await post(f, ENDPOINTS.addComment.path, { orderLineId: lineId, comment: 'x'.repeat(501) })).status).toBe(
      400,
    );
    // A product the seeded order 1 does not hold yet (a unit it holds is refused: trust.contract.test.ts).
    const fresh = lookup<{ code: string; uom: number }>(
      t.dataDir,
      'SELECT p.code, u.id AS uom FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE p.discontinued = 0 AND p.customizer = 0 AND p.digital = 0 AND u.qty_multiple = 1 AND u.min_qty = 1 AND p.id NOT IN (SELECT product_id FROM order_lines WHERE order_id = 1) LIMIT 1',
    );
    expect(
      (
        await postJson<Add>(f, ENDPOINTS.addProductsOrderApproval.path, {
          products: products(line(fresh.code, 1, fresh.uom)),
          idOrderToAdd: 1,
        })
      ).Result,
    ).toBe(1);
    expect(
      (
        await postJson<Add>(f, ENDPOINTS.addProductsOrderApproval.path, {
          products: products(line(p.code, 1, p.uom)),
          idOrderToAdd: 999,
        })
      ).Result,
    ).toBe(2);
    const reply = await (await post(f, ENDPOINTS.messageReplyForm.path, { idPost: 1 })).text();
    expect(reply).toContain('name="reply"');
    expect((await postJson<Add>(f, ENDPOINTS.sendMessageReply.path, { idPost: 1, reply: 'Thanks!' })).Result).toBe(1);
    expect((await post(f, ENDPOINTS.sendMessageReply.path, { idPost: 1, reply: 'x'.repeat(1001) })).status).toBe(400);
  });
});

describe('purchase list page and addproductswithcomments', () => {
  it('lists a member purchase list with its comments, and copies them to the cart lines (idPurchaseListCopyComments)', async () => {
    const { fetch: f } = t;
    await login(f);
    const p = plain();
    const created = await postJson<Add>(f, ENDPOINTS.addToPurchaseList.path, {
      products: products(line(p.code, 3, p.uom, { Comment: 'Room 204' })),
      purchaseListId: 0,
    });
    const listId = Number(/purchaseListId=(\d+)/.exec(created.RedirectUrl ?? '')?.[1]);
    expect(listId).toBeGreaterThan(0);

    const page = await (await f(`/account/purchase-list?id=${listId}`)).text();
    expect(page).toContain('Room 204');
    expect(page).toContain(`data-id-purchase-list-copy-comments="${listId}"`);
    expect(page).toMatch(new RegExp(`class="sf-qty" name="qty" value="3"[^>]*productcode="${p.code}"`));
    expect((await f('/account/purchase-list?id=999999')).status).toBe(404);

    const before = (await (await f('/cart')).text()).split('Room 204').length - 1;
    const added = await postJson<Add>(f, ENDPOINTS.addProductsWithComments.path, {
      products: products(line(p.code, 3, p.uom)),
      purchaseListId: 0,
      idPriceListPromotionWebPrebooking: 0,
      idPurchaseListCopyComments: listId,
    });
    expect(added.NbProductsAdded).toBe(1);
    const cart = await (await f('/cart')).text();
    expect(cart.split('Room 204').length - 1).toBe(before + 1);
    expect(cart).toMatch(/<li data-comment-id="\d+">Room 204 <button/);
  });
});

describe('persistence', () => {
  it('keeps the cart across a restart on the same data folder', async () => {
    const { startApp: start } = await import('../test/support/demo-app.ts');
    const a = await start();
    await passSector(a.fetch);
    const p = plain();
    await post(a.fetch, ENDPOINTS.addProducts.path, { products: products(line(p.code, 1, p.uom)) });
    const cookies = new Map(a.fetch.cookies);
    await a.app.close();
    const b = await start(a.dataDir);
    for (const [k, v] of cookies) b.fetch.cookies.set(k, v);
    expect(await count(b.fetch)).toBe(1);
    await b.app.close();
  });
});
