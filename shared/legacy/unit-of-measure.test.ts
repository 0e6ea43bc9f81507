// The unit change of any add-to-cart section: the input takes the chosen unit; a refresh only when one is given.
import { applyUnit, changeUnitOfMeasure } from './unit-of-measure.ts';

const section = (options: string) => {
  document.body.innerHTML = `<div class="sf-add-to-cart" productid="9"><input class="sf-qty" value="" multiqty="5" minqty="5" maxqty="50" iduom="1" mustconfirmqty="0"><select class="sf-uom">${options}</select></div>`;
  const select = document.querySelector<HTMLSelectElement>('.sf-uom') as HTMLSelectElement;
  const qty = document.querySelector<HTMLInputElement>('.sf-qty') as HTMLInputElement;
  return { select, qty };
};
const rules = (qty: HTMLInputElement) =>
  Object.fromEntries(['multiqty', 'minqty', 'maxqty', 'mustconfirmqty', 'iduom'].map((a) => [a, qty.getAttribute(a)]));

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('applyUnit', () => {
  it('the chosen unit’s multiple becomes the quantity and the input’s multiple; its id and rules replace the old unit’s', () => {
    const { select, qty } = section(
      '<option value="1" qtymultiple="5" selected>Pack</option><option value="2" qtymultiple="1" minqty="1" maxqty="999" mustconfirmqty="20">Case</option>',
    );
    select.value = '2';
    applyUnit(select);
    expect(qty.value).toBe('1');
    expect(rules(qty)).toEqual({ multiqty: '1', minqty: '1', maxqty: '999', mustconfirmqty: '20', iduom: '2' });
  });

  it('an option carrying only qtymultiple (the spec’s markup): the rules it does not give go back to their defaults, never the old unit’s', () => {
    const { select, qty } = section(
      '<option value="1" qtymultiple="5">Pack</option><option value="2" qtymultiple="12">Box</option>',
    );
    select.value = '2';
    applyUnit(select);
    expect(qty.value).toBe('12');
    expect(rules(qty)).toEqual({ multiqty: '12', minqty: null, maxqty: null, mustconfirmqty: null, iduom: '2' });
  });

  it('an option without qtymultiple: the unit’s multiple is the default, 1, and the quantity is set to it', () => {
    const { select, qty } = section('<option value="1" qtymultiple="5">Pack</option><option value="2">Each</option>');
    qty.value = '15';
    select.value = '2';
    applyUnit(select);
    expect(qty.value).toBe('1');
    expect(rules(qty)).toEqual({ multiqty: null, minqty: null, maxqty: null, mustconfirmqty: null, iduom: '2' });
  });
});

describe('changeUnitOfMeasure', () => {
  it('one change is handled once, by the first listener: a second one (the document’s) changes nothing and asks nothing', async () => {
    const { select, qty } = section(
      '<option value="1" qtymultiple="5">Pack</option><option value="2" qtymultiple="12">Box</option>',
    );
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    select.value = '2';
    const event = new Event('change');
    await changeUnitOfMeasure(event, select, null);
    qty.value = '24';
    await changeUnitOfMeasure(event, select, {
      url: '/refresh',
      uniqueListingString: '0',
      displayMode: 'list',
      widgetUniqueCode: 'w',
    });
    expect(qty.value).toBe('24');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the refreshed product', () => {
  it('keeps a label’s reference only when it names its own element once in the page (a page id above it wins)', async () => {
    document.body.innerHTML = `<form id="checkout"></form><div class="sf-product" data-product-id="9"><div class="sf-add-to-cart" productid="9"><input class="sf-qty" value="5"><select class="sf-uom"><option value="1" qtymultiple="5">Pack</option><option value="2" qtymultiple="12">Box</option></select></div></div>`;
    const fresh = `<div class="sf-product" data-product-id="9"><i id="checkout"></i><label for="checkout">Pay</label><label for="own">Qty</label><input id="own" class="sf-qty"></div>`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(fresh, { headers: { 'content-type': 'text/html; charset=utf-8' } })),
    );
    const select = document.querySelector<HTMLSelectElement>('.sf-uom') as HTMLSelectElement;
    select.value = '2';
    const refresh = { url: '/refresh', uniqueListingString: '0', displayMode: 'list', widgetUniqueCode: 'w' };
    const item = await changeUnitOfMeasure(new Event('change'), select, refresh);
    expect(item?.isConnected).toBe(true);
    const [decoy, own] = Array.from(document.querySelectorAll('label'));
    expect(decoy?.hasAttribute('for')).toBe(false);
    expect(own?.getAttribute('for')).toBe('own');
  });
});
