// @vitest-environment node
// Handlers that must not trust what a request says: ids of other members' orders and baskets, number shapes, repeated digital products.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import {
  line,
  lookup,
  passSector,
  post,
  postJson,
  products,
  startApp,
  type TestApp,
} from '../test/support/demo-app.ts';
import { createDemoFetch, type DemoFetch } from '../test/support/demo-fetch.ts';

type Reply = { Result: number; StatusMessages: { Message: string; Type: number }[]; Value: unknown };

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.app.close();
});

const as = async (email: string): Promise<DemoFetch> => {
  const f = createDemoFetch(t.app);
  const res = await post(f, '/login', { email, password: 'demo', returnUrl: '/' });
  expect(res.status).toBe(303);
  return f;
};
const orderLines = (orderId: number): number =>
  lookup<{ n: number }>(t.dataDir, `SELECT count(*) AS n FROM order_lines WHERE order_id = ${orderId}`).n;
/** A product the seeded order 1 does not hold, in its first unit (minimum 1, multiple 1). */
const notInOrder = (offset: number) =>
  lookup<{ code: string; uom: number }>(
    t.dataDir,
    `SELECT p.code, u.id AS uom FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0
     WHERE p.discontinued = 0 AND p.customizer = 0 AND p.digital = 0 AND u.min_qty = 1 AND u.qty_multiple = 1 AND u.max_qty >= 50
       AND p.id NOT IN (SELECT product_id FROM order_lines WHERE order_id = 1) ORDER BY p.id LIMIT 1 OFFSET ${offset}`,
  );
const approvalAdd = (f: typeof fetch, idOrderToAdd: number, ...lines: unknown[]) =>
  postJson<Reply>(f, ENDPOINTS.addProductsOrderApproval.path, { products: products(...lines), idOrderToAdd });

describe('orders awaiting approval belong to their member', () => {
  it('another member can neither list, switch to, nor add to the order', async () => {
    const other = await as('approver@example.com');
    expect(await (await other('/account/approval')).text()).not.toContain('SO-10421');
    await post(other, '/account/approval/edit', { id: 1 });
    expect(await (await other('/product/PAP-0001')).text()).toContain('data-id-order-to-add-products="0"');
    const before = orderLines(1);
    const p = notInOrder(0);
    const r = await approvalAdd(other, 1, line(p.code, 1, p.uom));
    expect(r.Result).toBe(2);
    expect(r.StatusMessages[0]?.Type).toBe(3);
    expect(orderLines(1)).toBe(before);
  });
  it('the owner adds a new product, but not a unit the order already holds, nor the same unit twice in one call', async () => {
    const owner = await as('buyer@example.com');
    expect(await (await owner('/account/approval')).text()).toContain('SO-10421');
    const held = lookup<{ code: string; uom: number }>(
      t.dataDir,
      'SELECT p.code, l.uom_id AS uom FROM order_lines l JOIN products p ON p.id = l.product_id WHERE l.order_id = 1 LIMIT 1',
    );
    const before = orderLines(1);
    const dup = await approvalAdd(owner, 1, line(held.code, 1, held.uom));
    expect(dup.Result).toBe(2);
    expect(dup.StatusMessages[0]?.Message).toContain(held.code);
    const p = notInOrder(1);
    expect((await approvalAdd(owner, 1, line(p.code, 1, p.uom), line(p.code, 2, p.uom))).Result).toBe(2);
    expect(orderLines(1)).toBe(before);
    expect((await approvalAdd(owner, 1, line(p.code, 2, p.uom))).Result).toBe(1);
    expect(orderLines(1)).toBe(before + 1);
  });
});

describe('ids are whole numbers, not whatever Number() makes of them', () => {
  it('my baskets: a malformed cart id selects nothing and creates nothing', async () => {
    const f = await as('buyer@example.com');
    const baskets = () => lookup<{ n: number }>(t.dataDir, "SELECT count(*) AS n FROM baskets WHERE owner = 'u:1'").n;
    const before = baskets();
    for (const select of ['abc', '1e3', '-1', '0x1', '1.5']) {
      const res = await post(f, '/account/baskets', { select });
      expect(res.status, select).toBe(400);
    }
    expect(baskets()).toBe(before);
  });
  it('order-line comments: OrderLineId and CommentId must be whole numbers', async () => {
    const f = await as('buyer@example.com');
    for (const id of [true, '0x1', [1], '1e0', '1.0', null]) {
      const add = await post(f, ENDPOINTS.addComments.path, {
        comments: JSON.stringify([{ OrderLineId: id, Comment: 'x' }]),
      });
      expect(add.status, JSON.stringify(id)).toBe(400);
      const remove = await post(f, ENDPOINTS.removeComments.path, {
        'comments[0][OrderLineId]': 1,
        'comments[0][CommentId]': typeof id === 'string' ? id : JSON.stringify(id),
      });
      expect(remove.status, JSON.stringify(id)).toBe(400);
    }
  });
});

describe('digital products', () => {
  it('hold quantity 1 in a cart: adding one again is refused, not summed to 2', async () => {
    const f = createDemoFetch(t.app);
    await passSector(f);
    const d = lookup<{ code: string }>(
      t.dataDir,
      'SELECT code FROM products WHERE digital = 1 AND discontinued = 0 AND customizer = 0 ORDER BY id LIMIT 1',
    );
    const add = () => postJson<Reply>(f, ENDPOINTS.addProducts.path, { products: products(line(d.code, 1)) });
    expect((await add()).Result).toBe(1);
    expect((await add()).Result).toBe(2);
    const popup = await (await post(f, ENDPOINTS.cartSummary.path, { isForQuote: false })).text();
    expect(popup).toContain(d.code);
    expect(
      lookup<{ q: number }>(
        t.dataDir,
        `SELECT max(l.qty) AS q FROM lines l JOIN products p ON p.id = l.product_id WHERE p.code = '${d.code}'`,
      ).q,
    ).toBe(1);
  });
});
