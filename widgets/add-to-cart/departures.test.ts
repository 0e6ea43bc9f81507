// The add flow as the spec writes it where the bundle used to depart: the customizer's Products, a new list's event,
// order approval's loading step and scope, forms valid, an unreadable confirmation reply.

import { setNavigator } from '../../shared/http/navigation.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { CartPopupEvent } from '../../shared/stores/cart.ts';
import { MessageType } from '../../shared/stores/status.ts';
import { added, button, listen, qty, recordSignals, sectionHtml, until } from '../../test/support/add-to-cart-demo.ts';
import { fakeFetch } from '../../test/support/fake-fetch.ts';
import { dialogForm } from '../../test/support/overlay.ts';
import { mountHtml, recordNavigation, settle } from '../../test/support/render.tsx';
import { setUpSignedInEngine } from '../../test/support/signed-in-engine.ts';
import { statusMessages } from '../../test/support/status.ts';
import { $dialog } from './store.ts';

setUpSignedInEngine();

describe('the product customizer', () => {
  it('re-posts the reply’s Products (what the server holds), each with its values, not the client’s own lines', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul>${sectionHtml('A-1')}</ul>`);
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    // The server answers with its own reading of the lines: a unit it changed and unique codes it assigned.
    const products = [
      { Qty: 2, ProductCode: 'A-1', Uom: 5, UniqueCodes: 'U-77' },
      { Qty: 1, ProductCode: 'GIFT-1', Uom: 1, UniqueCodes: '' },
    ];
    (await server.next()).json({
      ...added(0),
      HasProductCustomizer: true,
      ProductCustomizerSection:
        '<form class="sf-customizer"><fieldset class="sf-customizer__product" data-product-code="A-1" data-uom="5">' +
        '<input type="text" class="sf-customizer__field" data-field-type="text" name="EngravingText" value="Hi"></fieldset>' +
        '<button type="submit">Ok</button></form>',
      Products: products,
    });
    await until(() => dialogForm()?.classList.contains('sf-customizer') === true);
    await settle(() => dialogForm()?.requestSubmit());
    const again = await server.next();
    expect(again.path).toBe(ENDPOINTS.addProducts.path);
    expect(again.body.get('validateProductCustomizer')).toBe('false');
    expect(JSON.parse(again.body.get('products') ?? '')).toEqual([
      { ...products[0], ProductCustomizerValues: [{ Name: 'EngravingText', Value: 'Hi' }] },
      products[1],
    ]);
  });
});

describe('a purchase list created by the add (REDIRECT to the new list)', () => {
  it('raises ProductsAddedToPurchaseList, then goes to the list', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const nav = recordNavigation();
    setNavigator(nav.navigator);
    const host = await mountHtml(`<div data-sf-purchase-list-mode="true"><ul>${sectionHtml('A-1')}</ul></div>`);
    const old = listen('ProductsAddedToPurchaseList');
    (qty(host) as HTMLInputElement).value = '4';
    (host.querySelector('.sf-purchase-list-check') as HTMLInputElement).checked = true;
    await settle(() => button(host, 'purchase-list')?.click());
    (await server.next()).json({ Result: 3, RedirectUrl: '/account/baskets?purchaseListId=9', StatusMessages: [] });
    await until(() => nav.calls.length > 0);
    expect(old.map((e) => e.detail)).toEqual([
      { products: [{ ProductCode: 'A-1', Qty: 4, Uom: 3 }], nbProductsAdded: 1 },
    ]);
    expect(nav.calls).toEqual([{ kind: 'assign', url: `${window.location.origin}/account/baskets?purchaseListId=9` }]);
  });
});

describe('order approval', () => {
  const approval = 'isfromorderapproval="true"';

  it('shows the cart loading (OPENLOADING) while the order-approval call runs', async () => {
    const server = fakeFetch({ abort: 'honour' });
    setNavigator(recordNavigation().navigator);
    document.body.dataset.idOrderToAddProducts = '42';
    const host = await mountHtml(`<ul>${sectionHtml('A-1', 3, approval)}</ul>`);
    const signals = recordSignals();
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    const call = await server.next();
    expect(call.path).toBe(ENDPOINTS.addProductsOrderApproval.path);
    expect(signals.map((s) => [s.target, s.event])).toEqual([['cart', CartPopupEvent.OPENLOADING]]);
    call.json({ Result: 1, StatusMessages: [] });
  });
});

describe('forms valid: every add-to-cart form must be valid', () => {
  it('a form around the sections that fails its own checks stops the add before any request', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(
      `<form class="po"><input name="po" required aria-label="PO number"><ul>${sectionHtml('A-1')}</ul></form>`,
    );
    const form = host.querySelector<HTMLFormElement>('form.po') as HTMLFormElement;
    const report = vi.spyOn(form, 'reportValidity');
    (qty(host) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'cart')?.click());
    await until(() => report.mock.calls.length > 0);
    expect(server.calls).toHaveLength(0);
    // Once the form is valid, the same click adds.
    (host.querySelector('input[name="po"]') as HTMLInputElement).value = 'PO-1';
    await settle(() => button(host, 'cart')?.click());
    const call = await server.next();
    expect(call.path).toBe(ENDPOINTS.addProducts.path);
    call.json(added(1));
  });
});

describe('a quantity-confirmation reply without the expected inputs', () => {
  it.each([
    ['en', 'The quantity confirmation could not be shown, so nothing was added. Your quantities are kept.'],
    [
      'fr',
      'La confirmation des quantités n’a pas pu être affichée : rien n’a été ajouté. Vos quantités sont conservées.',
    ],
  ])('keeps the lines waiting for it and says so (%s)', async (lang, text) => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(
      `<ul lang="${lang}">${sectionHtml('A-1', 3, 'mustconfirmqty="10"')}${sectionHtml('B-2')}</ul>`,
      lang,
    );
    (qty(host, 'A-1') as HTMLInputElement).value = '50';
    (qty(host, 'B-2') as HTMLInputElement).value = '1';
    await settle(() => button(host, 'cart')?.click());
    const confirm = await server.next();
    expect(confirm.path).toBe(ENDPOINTS.quantityConfirmation.path);
    confirm.text('<form class="sf-qty-confirm" data-mode="1"><p>Please confirm.</p></form>', 200, 'text/html');
    await until(() => statusMessages().length > 0);
    expect(statusMessages()).toEqual([{ Message: text, Type: MessageType.ERROR }]);
    expect($dialog.get()).toBeNull();
    expect(server.calls).toHaveLength(1);
    expect([qty(host, 'A-1')?.value, qty(host, 'B-2')?.value]).toEqual(['50', '1']);
  });
});
