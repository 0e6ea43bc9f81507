// A unit change outside any listing (product page, carousel, async section, quick-order table): the quantity takes
// the unit's multiple, the input its rules, and the add sends that unit and is judged by them.
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { added, button, qty, until } from '../../test/support/add-to-cart-demo.ts';
import { fakeFetch } from '../../test/support/fake-fetch.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { setUpSignedInEngine } from '../../test/support/signed-in-engine.ts';
import { $popovers } from './store.ts';

/** A product-page section (no sf-listing around it): Pack of 12 in fives, or a Case with its own rules. */
const productPage = `<article class="sf-product-detail"><div class="sf-add-to-cart" productid="73" productcode="A-1">
<input class="sf-qty" productcode="A-1" iduom="211" minqty="5" multiqty="5" maxqty="50" mustconfirmqty="0">
<select class="sf-uom"><option value="211" qtymultiple="5" selected>Pack of 12</option>
<option value="212" qtymultiple="1" minqty="1" maxqty="999" mustconfirmqty="20">Case of 6 packs</option></select>
<button type="button" data-sf-add="cart">Add</button></div></article>`;

const choose = (select: HTMLSelectElement | null, value: string) => {
  if (!select) throw new Error('no unit select');
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

setUpSignedInEngine();

describe('a unit change on a section outside the listing', () => {
  it('sets the quantity to the unit’s multiple and the add sends it in that unit', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(productPage);
    await settle(() => choose(host.querySelector('.sf-uom'), '212'));
    expect(qty(host)?.value).toBe('1');
    await settle(() => button(host, 'cart')?.click());
    const call = await server.next();
    expect(call.path).toBe(ENDPOINTS.addProducts.path);
    expect(JSON.parse(call.body.get('products') ?? '')).toEqual([
      { Qty: 1, ProductCode: 'A-1', Uom: 212, UniqueCodes: '' },
    ]);
    call.json(added(1));
  });

  it('the new unit’s confirmation threshold applies: 21 cases ask first', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(productPage);
    await settle(() => choose(host.querySelector('.sf-uom'), '212'));
    (qty(host) as HTMLInputElement).value = '21';
    await settle(() => button(host, 'cart')?.click());
    const call = await server.next();
    expect(call.path).toBe(ENDPOINTS.quantityConfirmation.path);
    call.text('<p>no inputs</p>', 200, 'text/html');
    await settle(() => Promise.resolve());
    expect(server.calls).toHaveLength(1);
    expect($popovers.get()).toEqual([]);
  });

  it('options carrying only qtymultiple (the spec’s markup): the old unit’s rules go, so 1 box is not refused as "minimum 5"', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(
      productPage
        .replace(' minqty="1" maxqty="999" mustconfirmqty="20"', '')
        .replace('mustconfirmqty="0"', 'mustconfirmqty="3"'),
    );
    await settle(() => choose(host.querySelector('.sf-uom'), '212'));
    expect(qty(host)?.value).toBe('1');
    await settle(() => button(host, 'cart')?.click());
    await until(() => server.calls.length > 0 || $popovers.get().length > 0);
    expect($popovers.get().map((p) => p.text)).toEqual([]);
    const call = await server.next();
    // Not the pack's confirmation threshold either: the add goes straight out.
    expect(call.path).toBe(ENDPOINTS.addProducts.path);
    expect(JSON.parse(call.body.get('products') ?? '')).toEqual([
      { Qty: 1, ProductCode: 'A-1', Uom: 212, UniqueCodes: '' },
    ]);
    call.json(added(1));
  });
});
