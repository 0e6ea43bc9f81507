// Where an add goes, button by button: purchase lists in and out of purchase-list mode, and every add while an order
// is edited for approval (README "What a click does").
import { setNavigator } from '../../shared/http/navigation.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { button, qty, sectionHtml, until } from '../../test/support/add-to-cart-demo.ts';
import { fakeFetch } from '../../test/support/fake-fetch.ts';
import { mountHtml, recordNavigation, settle } from '../../test/support/render.tsx';
import { setUpSignedInEngine } from '../../test/support/signed-in-engine.ts';
import { $popovers } from './store.ts';

const products = (body: URLSearchParams) => JSON.parse(body.get('products') ?? '[]');

setUpSignedInEngine();

describe('Add to purchase list', () => {
  it('outside purchase-list mode (product page, plain listing) adds the typed product: there is no box to tick', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<article>${sectionHtml('A-1')}</article>`);
    (qty(host) as HTMLInputElement).value = '4';
    await settle(() => button(host, 'purchase-list')?.click());
    const call = await server.next();
    expect(call.path).toBe(ENDPOINTS.addToPurchaseList.path);
    expect(products(call.body)).toEqual([{ Qty: 4, ProductCode: 'A-1', Uom: 3, UniqueCodes: '' }]);
    expect(call.body.get('purchaseListId')).toBe('7');
    call.json({ Result: 1, StatusMessages: [] });
    await until(() => qty(host)?.value === '');
  });

  it('outside purchase-list mode, nothing typed points at the quantity, not at the hidden box', async () => {
    const host = await mountHtml(`<article>${sectionHtml('A-1')}</article>`);
    await settle(() => button(host, 'purchase-list')?.click());
    await until(() => $popovers.get().length > 0);
    expect($popovers.get()[0]?.anchor).toBe(qty(host));
  });

  it('in purchase-list mode (any container saying so) only the ticked products go', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(
      `<div data-sf-purchase-list-mode="True"><ul class="sf-products">${sectionHtml('A-1')}${sectionHtml('B-2')}</ul></div>`,
    );
    for (const code of ['A-1', 'B-2']) (qty(host, code) as HTMLInputElement).value = '2';
    const box = (code: string) =>
      qty(host, code)?.closest('.sf-add-to-cart')?.querySelector<HTMLInputElement>('.sf-purchase-list-check');
    (box('B-2') as HTMLInputElement).checked = true;
    await settle(() => button(host, 'purchase-list')?.click());
    const call = await server.next();
    expect(products(call.body).map((l: { ProductCode: string }) => l.ProductCode)).toEqual(['B-2']);
    call.json({ Result: 1, StatusMessages: [] });
    await until(() => qty(host, 'B-2')?.value === '');
  });
});

describe('while an order is edited for approval (body data-id-order-to-add-products above 0)', () => {
  it.each([
    ['cart', 'no flag', ''],
    ['cart', 'isfromorderapproval="false"', 'isfromorderapproval="false"'],
    ['quote', 'no flag', ''],
    ['purchase-list', 'no flag', ''],
  ])('a %s add (input: %s) goes to the order and the page reloads', async (action, _label, flag) => {
    const server = fakeFetch({ abort: 'honour' });
    const nav = recordNavigation();
    setNavigator(nav.navigator);
    document.body.dataset.idOrderToAddProducts = '42';
    const host = await mountHtml(`<article>${sectionHtml('A-1', 3, flag)}</article>`);
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, action)?.click());
    const call = await server.next();
    expect(call.path).toBe(ENDPOINTS.addProductsOrderApproval.path);
    expect(call.body.get('idOrderToAdd')).toBe('42');
    expect(products(call.body)).toEqual([{ Qty: 2, ProductCode: 'A-1', Uom: 3, UniqueCodes: '' }]);
    call.json({ Result: 1, StatusMessages: [] });
    await until(() => nav.calls.length > 0);
    expect(nav.calls).toEqual([{ kind: 'reload' }]);
  });

  it('the cart page’s quick add goes to the order too', async () => {
    const server = fakeFetch({ abort: 'honour' });
    setNavigator(recordNavigation().navigator);
    document.body.dataset.idOrderToAddProducts = '42';
    const host = await mountHtml(
      `<div class="sf-add-to-cart"><input class="sf-quick-code" value="Q-9"><input class="sf-qty" productcode="" isquickaddtocart="true" isfromorderapproval="false" value="1"><button type="button" data-sf-add="cart">Add</button></div>`,
    );
    await settle(() => button(host, 'cart')?.click());
    const call = await server.next();
    expect(call.path).toBe(ENDPOINTS.addProductsOrderApproval.path);
    expect(products(call.body)).toEqual([expect.objectContaining({ ProductCode: 'Q-9', Qty: 1 })]);
    call.json({ Result: 1, StatusMessages: [] });
  });
});
