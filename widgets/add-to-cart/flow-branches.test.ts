// Branches of the add flow (confirm quantities, ActionOnConfirm, customizer) and the special cases against demo-host: confirmation modal, ActionOnConfirm, customizer, quote, lists, approval, quick add.

import { setNavigator } from '../../shared/http/navigation.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { CartPopupEvent } from '../../shared/stores/cart.ts';
import { $statusQueue, dismissStatusBox, MessageType } from '../../shared/stores/status.ts';
import {
  login,
  lookup,
  PLAIN,
  productHtml,
  recordSignals,
  startDemo,
  type TestApp,
  typeQty,
  until,
} from '../../test/support/add-to-cart-demo.ts';
import { dialogForm } from '../../test/support/overlay.ts';
import { mountHtml, recordNavigation, settle } from '../../test/support/render.tsx';
import { attachEngineForFile } from '../../test/support/signed-in-engine.ts';
import { statusMessages } from '../../test/support/status.ts';
import { $dialog, resetOverlay } from './store.ts';

const qty = (host: HTMLElement) => host.querySelector<HTMLInputElement>('.sf-qty');
const button = (host: HTMLElement, action: string) =>
  host.querySelector<HTMLButtonElement>(`[data-sf-add="${action}"]`);
const KNOWN = 'p.discontinued = 0 AND p.digital = 0 AND p.stock > 100';

async function member(): Promise<TestApp & { calls: string[] }> {
  const t = await startDemo();
  await login(t.fetch);
  document.body.dataset.authenticated = 'true';
  return t;
}

attachEngineForFile();
afterEach(() => {
  resetOverlay();
  for (const name of ['authenticated', 'idOrderToAddProducts']) delete document.body.dataset[name];
  document.body.className = '';
});

it('asks to confirm a quantity above mustconfirmqty (mode 1), refuses a non-integer, then adds the edited quantity', async () => {
  const t = await member();
  const row = lookup<{ must: number }>(
    t.dataDir,
    `SELECT u.must_confirm AS must FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE ${PLAIN.replace('u.must_confirm = 0', 'u.must_confirm > 0 AND u.max_qty > u.must_confirm + 1')} LIMIT 1`,
  );
  const p = await productHtml(
    t,
    PLAIN.replace('u.must_confirm = 0', `u.must_confirm = ${row.must} AND u.max_qty > u.must_confirm + 1`),
  );
  const host = await mountHtml(`<ul>${p.html}</ul>`);
  const added = vi.fn();
  host.addEventListener('sf:products-added-to-cart', added);
  typeQty(qty(host), String(row.must + 1));
  await settle(() => button(host, 'cart')?.click());
  await until(() => dialogForm()?.classList.contains('sf-qty-confirm') === true);
  expect(dialogForm()?.dataset.mode).toBe('1');
  const input = dialogForm()?.querySelector<HTMLInputElement>('.sf-qty-confirm__qty');
  if (input) input.value = '1.5';
  await settle(() => dialogForm()?.requestSubmit());
  expect(document.querySelector('.sf-engine-dialog__error')?.textContent).toBe(
    'Each quantity must be a whole number above 0.',
  );
  if (input) input.value = String(row.must);
  await settle(() => dialogForm()?.requestSubmit());
  await until(() => added.mock.calls.length > 0);
  expect(added.mock.calls[0]?.[0].detail.products).toEqual([{ ProductCode: p.code, Qty: row.must, Uom: p.uom }]);
});

it('cancelling the confirmation modal sends nothing and keeps the quantity', async () => {
  const t = await member();
  const row = lookup<{ must: number }>(
    t.dataDir,
    `SELECT u.must_confirm AS must FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE ${PLAIN.replace('u.must_confirm = 0', 'u.must_confirm > 0 AND u.max_qty > u.must_confirm + 1')} LIMIT 1`,
  );
  const p = await productHtml(
    t,
    PLAIN.replace('u.must_confirm = 0', `u.must_confirm = ${row.must} AND u.max_qty > u.must_confirm + 1`),
  );
  const host = await mountHtml(`<ul>${p.html}</ul>`);
  typeQty(qty(host), String(row.must + 1));
  await settle(() => button(host, 'cart')?.click());
  await until(() => dialogForm() !== null);
  await settle(() => dialogForm()?.querySelector<HTMLButtonElement>('[data-sf-confirm="no"]')?.click());
  expect($dialog.get()).toBeNull();
  expect(t.calls).not.toContain(ENDPOINTS.addProducts.path);
  expect(qty(host)?.value).toBe(String(row.must + 1));
});

it('a bulk table (data-sf-confirm-mode="0") asks in mode 0 even when only a threshold is passed', async () => {
  const t = await member();
  const row = lookup<{ must: number }>(
    t.dataDir,
    `SELECT u.must_confirm AS must FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE ${PLAIN.replace('u.must_confirm = 0', 'u.must_confirm > 0 AND u.max_qty > u.must_confirm + 1')} LIMIT 1`,
  );
  const p = await productHtml(
    t,
    PLAIN.replace('u.must_confirm = 0', `u.must_confirm = ${row.must} AND u.max_qty > u.must_confirm + 1`),
  );
  const host = await mountHtml(`<div data-sf-add-scope="true" data-sf-confirm-mode="0"><ul>${p.html}</ul></div>`);
  typeQty(qty(host), String(row.must + 1));
  await settle(() => button(host, 'cart')?.click());
  await until(() => dialogForm()?.classList.contains('sf-qty-confirm') === true);
  expect(dialogForm()?.dataset.mode).toBe('0');
  expect(dialogForm()?.querySelector('.sf-qty-confirm__reason')?.textContent).toBe(`Above ${row.must}`);
});

describe('ActionOnConfirm (discontinued PAP-0007)', () => {
  it.each([
    [true, CartPopupEvent.OPENREFRESH],
    [false, CartPopupEvent.CLOSE],
  ])('answer yes=%s → %i', async (yes, last) => {
    const t = await member();
    const p = await productHtml(t, "p.code = 'PAP-0007'");
    const host = await mountHtml(`<ul>${p.html}</ul>`);
    const signals = recordSignals();
    typeQty(qty(host), String(p.min));
    await settle(() => button(host, 'cart')?.click());
    await until(() => $statusQueue.get().some((b) => b.kind === 'confirm'));
    const box = $statusQueue.get().find((b) => b.kind === 'confirm');
    expect(box?.messages[0]?.Type).toBe(MessageType.WARNING);
    await settle(() => dismissStatusBox(box?.id ?? 0, yes));
    await until(() => signals.at(-1)?.event === last);
    expect(t.calls.includes(ENDPOINTS.addProductsConfirmed.path)).toBe(yes);
  });
});

it('shows the customizer, sends text/select/checkbox/radio values and adds', async () => {
  const t = await member();
  const p = await productHtml(t, `${KNOWN} AND p.customizer = 1`);
  const host = await mountHtml(`<ul>${p.html}</ul>`);
  const signals = recordSignals();
  const added = vi.fn();
  host.addEventListener('sf:products-added-to-cart', added);
  typeQty(qty(host), String(p.min));
  await settle(() => button(host, 'cart')?.click());
  await until(() => dialogForm()?.classList.contains('sf-customizer') === true);
  expect(signals.map((s) => s.event)).toEqual([CartPopupEvent.OPENLOADING, CartPopupEvent.CLOSE]);
  // The required text field is empty: the browser's own validation keeps the dialog open, nothing is sent.
  await settle(() => dialogForm()?.requestSubmit());
  expect($dialog.get()?.kind).toBe('html');
  expect(t.calls.filter((c) => c === ENDPOINTS.addProducts.path)).toHaveLength(1);
  const text = dialogForm()?.querySelector<HTMLInputElement>('[data-field-type="text"]');
  if (text) text.value = 'Hello';
  const gift = dialogForm()?.querySelector<HTMLInputElement>('[data-field-type="checkbox"]');
  if (gift) gift.checked = true;
  await settle(() => dialogForm()?.requestSubmit());
  await until(() => added.mock.calls.length > 0);
  expect(signals.at(-1)?.event).toBe(CartPopupEvent.OPENREFRESH);
  expect(t.calls.filter((c) => c === ENDPOINTS.addProducts.path)).toHaveLength(2);
});

it('adds to the quote and raises the quote event and popup', async () => {
  const t = await member();
  const p = await productHtml(t, PLAIN);
  const host = await mountHtml(`<ul>${p.html}</ul>`);
  const signals = recordSignals();
  const added = vi.fn();
  host.addEventListener('sf:products-added-to-quote', added);
  typeQty(qty(host), '2');
  await settle(() => button(host, 'quote')?.click());
  await until(() => added.mock.calls.length > 0);
  expect(t.calls).toContain(ENDPOINTS.addProductsToQuote.path);
  expect(signals.map((s) => [s.target, s.event])).toEqual([
    ['quote', CartPopupEvent.OPENLOADING],
    ['quote', CartPopupEvent.OPENREFRESH],
  ]);
});

it('purchase list: only ticked products, b2b path, REDIRECT followed to the new list', async () => {
  const t = await member();
  document.body.className = 'b2b';
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  const a = await productHtml(t, PLAIN);
  const host = await mountHtml(
    `<div data-sf-purchase-list-mode="true"><ul class="sf-products">${a.html}${a.html.replace(/sf-product-\d+/, 'sf-product-copy')}</ul></div>`,
  );
  const [first, second] = Array.from(host.querySelectorAll<HTMLElement>('.sf-add-to-cart'));
  typeQty(first?.querySelector('.sf-qty'), '2');
  typeQty(second?.querySelector('.sf-qty'), 'abc');
  const tick = first?.querySelector<HTMLInputElement>('.sf-purchase-list-check');
  if (tick) tick.checked = true;
  await settle(() => first?.querySelector<HTMLButtonElement>('[data-sf-add="purchase-list"]')?.click());
  await until(() => nav.calls.length > 0);
  expect(t.calls).toContain(ENDPOINTS.addToPurchaseListB2b.path);
  expect(nav.calls[0]?.url).toMatch(/\/account\/baskets\?purchaseListId=\d+$/);
});

it('order approval: posts to AddProductsOrderApproval with the order id, then reloads', async () => {
  const t = await member();
  const order = lookup<{ id: number }>(t.dataDir, "SELECT id FROM orders WHERE status = 'pending-approval' LIMIT 1");
  document.body.dataset.idOrderToAddProducts = String(order.id);
  // The server then renders its inputs as belonging to that order (isfromorderapproval="true").
  await t.fetch('/account/approval/edit', { method: 'POST', body: new URLSearchParams({ id: String(order.id) }) });
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  const p = await productHtml(t, PLAIN);
  expect(p.html).toMatch(/isfromorderapproval="true"/i);
  const host = await mountHtml(`<ul>${p.html}</ul>`);
  typeQty(qty(host), '1');
  await settle(() => button(host, 'cart')?.click());
  await until(() => nav.calls.length > 0);
  expect(nav.calls).toEqual([{ kind: 'reload' }]);
  expect(t.calls).toEqual([ENDPOINTS.addProductsOrderApproval.path]);
});

it(`quick add: ${ENDPOINTS.addProduct.path}, its warnings shown as WARNING`, async () => {
  const t = await member();
  const low = await productHtml(
    t,
    'p.discontinued = 0 AND p.customizer = 0 AND p.digital = 0 AND p.configurator IS NULL AND p.stock < 5 AND u.qty_multiple = 1 AND u.min_qty = 1 AND u.must_confirm = 0',
  );
  const host = await mountHtml(`<ul>${low.html.replace('isquickaddtocart="False"', 'isquickaddtocart="True"')}</ul>`);
  typeQty(qty(host), '9');
  await settle(() => button(host, 'cart')?.click());
  await until(() => statusMessages().length > 0);
  expect(t.calls).toEqual([ENDPOINTS.addProduct.path]);
  expect(statusMessages()[0]?.Type).toBe(MessageType.WARNING);
});

it('a failed add keeps the quantities and shows the server messages', async () => {
  const t = await member();
  const p = await productHtml(t, PLAIN);
  const host = await mountHtml(`<ul>${p.html.replace(/productcode="[^"]+"/g, 'productcode="NOPE-0000"')}</ul>`);
  const signals = recordSignals();
  typeQty(qty(host), '2');
  await settle(() => button(host, 'cart')?.click());
  await until(() => signals.length >= 2);
  expect(signals.at(-1)?.event).toBe(CartPopupEvent.CLOSE);
  expect(statusMessages()[0]?.Type).toBe(MessageType.ERROR);
  expect(qty(host)?.value).toBe('2');
});
