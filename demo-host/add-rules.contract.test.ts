// @vitest-environment node
// Every path that puts a product in a basket applies the same rules: sector check for anonymous visitors, min/multiple/max, and the maximum on the summed quantity.
import { afterEach, describe, expect, it } from 'vitest';
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

type Reply = { Result: number; StatusMessages: { Message: string; Type: number }[]; Value: unknown };
type Unit = { code: string; uom: number; min: number; max: number; multiple: number };

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.app.close();
});
const start = async (): Promise<TestApp> => {
  const t = await startApp();
  apps.push(t);
  return t;
};
const unit = (t: TestApp, where: string, offset = 0): Unit =>
  lookup<Unit>(
    t.dataDir,
    `SELECT p.code, u.id AS uom, u.min_qty AS min, u.max_qty AS max, u.qty_multiple AS multiple FROM products p
     JOIN uoms u ON u.product_id = p.id AND u.sort = 0
     WHERE p.discontinued = 0 AND p.customizer = 0 AND p.digital = 0 AND ${where} ORDER BY p.id LIMIT 1 OFFSET ${offset}`,
  );
/** A plain product whose first unit has minimum 1, multiple 1 and maximum 50 (the `offset`-th of them). */
const plainWithMax50 = (t: TestApp, offset = 0) =>
  unit(
    t,
    'p.configurator IS NULL AND p.stock >= 50 AND u.qty_multiple = 1 AND u.min_qty = 1 AND u.max_qty = 50',
    offset,
  );
const cartQty = (t: TestApp, code: string): number =>
  lookup<{ q: number }>(
    t.dataDir,
    `SELECT coalesce(sum(l.qty), 0) AS q FROM lines l JOIN products p ON p.id = l.product_id WHERE p.code = '${code}'`,
  ).q;
const count = (t: TestApp) => postJson<number>(t.fetch, ENDPOINTS.cartCount.path);

describe(`POST ${ENDPOINTS.addProduct.path} (the cart page quick add)`, () => {
  it('asks an anonymous visitor to pass the sector check first, then adds', async () => {
    const t = await start();
    const p = plainWithMax50(t);
    const refused = await post(t.fetch, ENDPOINTS.addProduct.path, { productCode: p.code, qty: 1, uom: p.uom });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Reply).StatusMessages[0]).toMatchObject({
      Type: 3,
      Message: expect.stringMatching(/postal code/),
    });
    expect(await count(t)).toBe(0);
    await passSector(t.fetch);
    expect(await postJson(t.fetch, ENDPOINTS.addProduct.path, { productCode: p.code, qty: 1, uom: p.uom })).toEqual([]);
    expect(cartQty(t, p.code)).toBe(1);
  });
  it('keeps the maximum on the summed quantity when the product is added again', async () => {
    const t = await start();
    await passSector(t.fetch);
    const p = plainWithMax50(t);
    expect((await post(t.fetch, ENDPOINTS.addProduct.path, { productCode: p.code, qty: 40, uom: p.uom })).status).toBe(
      200,
    );
    const again = await post(t.fetch, ENDPOINTS.addProduct.path, { productCode: p.code, qty: 11, uom: p.uom });
    expect(again.status).toBe(400);
    expect(((await again.json()) as Reply).StatusMessages[0]?.Message).toMatch(/50/);
    expect(cartQty(t, p.code)).toBe(40);
    expect((await post(t.fetch, ENDPOINTS.addProduct.path, { productCode: p.code, qty: 10, uom: p.uom })).status).toBe(
      200,
    );
    expect(cartQty(t, p.code)).toBe(50);
  });
});

describe(`POST ${ENDPOINTS.addProducts.path} and the quote: summed maximum`, () => {
  it('refuses a re-add past the maximum, and two lines of one product that sum past it', async () => {
    const t = await start();
    await passSector(t.fetch);
    const p = plainWithMax50(t);
    const add = (...lines: unknown[]) =>
      postJson<Reply>(t.fetch, ENDPOINTS.addProducts.path, { products: products(...lines) });
    expect((await add(line(p.code, 30, p.uom))).Result).toBe(1);
    const over = await add(line(p.code, 21, p.uom));
    expect(over.Result).toBe(2);
    expect(over.StatusMessages[0]).toMatchObject({ Type: 3, Message: expect.stringMatching(/50.*30|30.*50/) });
    expect(cartQty(t, p.code)).toBe(30);
    expect((await add(line(p.code, 20, p.uom))).Result).toBe(1);
    expect(cartQty(t, p.code)).toBe(50);

    const q = plainWithMax50(t, 1);
    expect((await add(line(q.code, 25, q.uom), line(q.code, 26, q.uom))).Result).toBe(2);
    expect(cartQty(t, q.code)).toBe(0);
  });
  it('applies the same sum to a member quote', async () => {
    const t = await start();
    await login(t.fetch);
    const p = plainWithMax50(t);
    const quote = (qty: number) =>
      postJson<Reply>(t.fetch, ENDPOINTS.addProductsToQuote.path, { products: products(line(p.code, qty, p.uom)) });
    expect((await quote(40)).Result).toBe(1);
    expect((await quote(11)).Result).toBe(2);
    expect((await quote(10)).Result).toBe(1);
  });
});

describe(`configurator paths (${ENDPOINTS.easyprintStart.path}, ${ENDPOINTS.deskdesignStart.path}, /provider/*/done)`, () => {
  const configured = (t: TestApp, provider: string, where = '1') =>
    lookup<Unit>(
      t.dataDir,
      `SELECT p.code, u.id AS uom, u.min_qty AS min, u.max_qty AS max, u.qty_multiple AS multiple FROM products p
       JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE p.configurator = '${provider}' AND ${where} ORDER BY p.id LIMIT 1`,
    );
  const done = (t: TestApp, provider: string, productcode: string, qty: string | number) =>
    post(t.fetch, `/provider/${provider}/done`, { outcome: 'finish', productcode, qty });

  it('done asks an anonymous visitor to pass the sector check: no line, the FinishDoc cookie says error', async () => {
    const t = await start();
    const a = configured(t, 'easyprint', 'u.min_qty = 1 AND u.qty_multiple = 1');
    const res = await done(t, 'easyprint', a.code, 1);
    expect(await res.text()).toMatch(/postal code/);
    expect(t.fetch.cookies.get('easyprintFinishDoc')).toBe('error');
    expect(await count(t)).toBe(0);
    await passSector(t.fetch);
    await done(t, 'easyprint', a.code, 1);
    expect(t.fetch.cookies.get('easyprintFinishDoc')).toBe('1');
    expect(await count(t)).toBe(1);
  });
  it('done applies minimum, multiple and maximum, refuses a product of another configurator and a bad quantity', async () => {
    const t = await start();
    await login(t.fetch);
    const b = configured(t, 'deskdesign', 'u.min_qty > 1 AND u.qty_multiple > 1');
    const a = configured(t, 'easyprint');
    for (const [provider, code, qty] of [
      ['deskdesign', b.code, b.min - b.multiple],
      ['deskdesign', b.code, b.min + 1],
      ['deskdesign', b.code, b.max + b.multiple],
      ['deskdesign', b.code, 'abc'],
      ['deskdesign', b.code, -b.min],
      ['deskdesign', a.code, b.min],
      ['easyprint', 'NOPE-0000', 1],
    ] as const) {
      await done(t, provider, code, qty);
      expect(t.fetch.cookies.get(`${provider}FinishDoc`), `${provider} ${code} × ${qty}`).toBe('error');
    }
    expect(await count(t)).toBe(0);
    await done(t, 'deskdesign', b.code, b.min);
    expect(t.fetch.cookies.get('deskdesignFinishDoc')).toBe('1');
    expect(await count(t)).toBe(1);
  });
  it('starting a session checks the quantity rules too', async () => {
    const t = await start();
    const b = configured(t, 'deskdesign', 'u.min_qty > 1 AND u.qty_multiple > 1');
    const r = await postJson<Reply>(t.fetch, ENDPOINTS.deskdesignStart.path, { productcode: b.code, qty: b.min + 1 });
    expect(r.Result).toBe(2);
    expect(r.StatusMessages[0]?.Type).toBe(3);
    expect(
      (await postJson<Reply>(t.fetch, ENDPOINTS.deskdesignStart.path, { productcode: b.code, qty: b.min })).Result,
    ).toBe(1);
  });
});
