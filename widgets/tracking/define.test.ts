// Tracking as a page meets it: GA4 events from marked server HTML and from the sf: add events; no tag manager is fine.
import { insertHtml } from '../../shared/dom/html.ts';
import { emitSfEvent } from '../../shared/stores/events.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';
import { $trackedEvents } from './store.ts';

const P1 = {
  Code: 'PAP-0123',
  Title: 'Copy paper',
  Brand: 'Nordic',
  Category: 'Paper',
  Configurations: '',
  ListPosition: 1,
  Price: 12.99,
  PriceForMinQuantity: 11.5,
};
const attr = (o: unknown) => JSON.stringify(o).replace(/'/g, '&#39;');
const layer = () => (window as { dataLayer?: unknown[] }).dataLayer ?? [];
/** The push before each event: GTM merges objects and arrays into its data model, so every key is cleared. */
const RESET = { ecommerce: null, Products: null, Category: null, Order: null, ShippingMethod: null };

beforeAll(() => define());
beforeEach(() => {
  $trackedEvents.set([]);
  delete (window as { dataLayer?: unknown }).dataLayer;
});

it('pushes view_item_list with the category and every product, then select_item on a product link', async () => {
  const host =
    await mountHtml(`<ul data-sf-track="view_item_list" data-sf-track-category='${attr({ Code: '12', Title: 'Copy paper', ParentTitle: 'Paper' })}'>
    <li data-sf-track-product='${attr(P1)}'><a href="/product/PAP-0123">x</a></li>
    <li data-sf-track-product='{"Code":7,"Title":"Pen","Price":"1,50"}'></li>
    <li data-sf-track-product='not json'></li></ul>`);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await settle();
  const [list] = $trackedEvents.get();
  expect(list?.event).toBe('view_item_list');
  expect(list?.ecommerce).toMatchObject({ item_list_id: '12', item_list_name: 'Copy paper' });
  expect(list?.ecommerce.items).toEqual([
    {
      item_id: 'PAP-0123',
      item_name: 'Copy paper',
      item_brand: 'Nordic',
      item_category: 'Paper',
      item_variant: '',
      index: 1,
      price: 12.99,
      price_for_min_quantity: 11.5,
    },
    { item_id: '7', item_name: 'Pen', item_brand: '', item_category: '', item_variant: '', price: 1.5 },
  ]);
  expect(layer()).toEqual([RESET, list]);
  host.querySelector('a')?.addEventListener('click', (e) => e.preventDefault());
  host.querySelector('a')?.click();
  expect($trackedEvents.get()[1]?.event).toBe('select_item');
});

it('turns sf:products-added-to-cart and -quote into add_to_cart and add_to_quote, enriched from the page', async () => {
  await mountHtml(`<div data-sf-track="view_item" data-sf-track-product='${attr(P1)}'></div>`);
  await settle(() => {
    emitSfEvent('sf:products-added-to-cart', {
      products: [{ ProductCode: 'PAP-0123', Qty: 3, Uom: 1 }],
      nbProductsAdded: 3,
    });
    emitSfEvent('sf:products-added-to-quote', {
      products: [{ ProductCode: 'ZZZ', Qty: 1, Uom: 1 }],
      nbProductsAdded: 1,
    });
    emitSfEvent('sf:products-added-to-cart', {
      products: [{ ProductCode: 'PAP-0123', Qty: 1, Uom: 1 }],
      nbProductsAdded: 0,
    });
  });
  const events = $trackedEvents.get();
  expect(events.map((e) => e.event)).toEqual(['view_item', 'add_to_cart', 'add_to_quote']);
  expect(events[1]?.ecommerce).toMatchObject({
    currency: 'CAD',
    value: 38.97,
    items: [{ item_id: 'PAP-0123', quantity: 3, item_brand: 'Nordic' }],
  });
  expect(events[2]?.ecommerce).toMatchObject({ items: [{ item_id: 'ZZZ', quantity: 1 }] });
});

it('pushes purchase with the Order and Shipping method fields', async () => {
  const order = {
    Code: 'SO-1',
    MerchantName: 'Northern Office Supply',
    Total: 30.5,
    Currency: 'CAD',
    Tax: 3.5,
    ShippingTotal: 5,
    Coupons: ['BTS'],
    Products: [{ ...P1, Quantity: 2 }],
  };
  await mountHtml(
    `<div data-sf-track="purchase" data-sf-track-order='${attr(order)}' data-sf-track-shipping='${attr({ Title: 'Next day', Total: 5 })}'></div>`,
  );
  await settle();
  expect($trackedEvents.get()[0]).toMatchObject({
    event: 'purchase',
    ecommerce: {
      transaction_id: 'SO-1',
      affiliation: 'Northern Office Supply',
      value: 30.5,
      tax: 3.5,
      shipping: 5,
      shipping_tier: 'Next day',
      coupon: 'BTS',
      currency: 'CAD',
    },
  });
});

it('pushes a click event (remove_from_cart) and survives a data layer without push', async () => {
  (window as { dataLayer?: unknown }).dataLayer = {};
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const host = await mountHtml(
    `<div data-sf-track-product='${attr(P1)}'><button data-sf-track-click="remove_from_cart">x</button></div>`,
  );
  expect(() => host.querySelector('button')?.click()).not.toThrow();
  expect($trackedEvents.get()[0]?.event).toBe('remove_from_cart');
  expect(warn).toHaveBeenCalled();
});

describe('the spec’s entity names reach the data layer (the tag manager’s existing triggers read them)', () => {
  it('view_item_list carries Category and Products with Code, Title, Brand, Category, …', async () => {
    const category = { Code: '12', Title: 'Copy paper', ParentTitle: 'Paper' };
    await mountHtml(
      `<ul data-sf-track="view_item_list" data-sf-track-category='${attr(category)}'><li data-sf-track-product='${attr(P1)}'></li></ul>`,
    );
    await settle();
    expect(layer()[1]).toMatchObject({ event: 'view_item_list', Category: category, Products: [P1] });
  });

  it('add_to_cart carries the page’s Product entity with the Quantity added', async () => {
    await mountHtml(`<div data-sf-track="view_item" data-sf-track-product='${attr(P1)}'></div>`);
    await settle(() =>
      emitSfEvent('sf:products-added-to-cart', {
        products: [{ ProductCode: 'PAP-0123', Qty: 3, Uom: 1 }],
        nbProductsAdded: 3,
      }),
    );
    expect(layer()[1]).toMatchObject({ event: 'view_item', Products: [P1] });
    expect(layer()[3]).toMatchObject({ event: 'add_to_cart', Products: [{ ...P1, Quantity: 3 }] });
  });

  it('order events carry Order (with its Products) and ShippingMethod', async () => {
    const order = {
      Code: 'SO-1',
      MerchantName: 'Northern Office Supply',
      Total: 30.5,
      Currency: 'CAD',
      Tax: 3.5,
      ShippingTotal: 5,
      Coupons: ['BTS'],
      Products: [{ ...P1, Quantity: 2 }],
    };
    const shipping = { Title: 'Next day', Total: 5 };
    await mountHtml(
      `<div data-sf-track="purchase" data-sf-track-order='${attr(order)}' data-sf-track-shipping='${attr(shipping)}'></div>`,
    );
    await settle();
    expect(layer()).toEqual([
      RESET,
      expect.objectContaining({ event: 'purchase', Order: order, ShippingMethod: shipping, Products: order.Products }),
    ]);
  });
});

describe('page-level events come only from the page’s own markup', () => {
  const order = { Code: 'X1', MerchantName: 'm', Total: 4999, Currency: 'CAD', Products: [{ ...P1, Quantity: 1 }] };

  it('server HTML never pushes view_cart, begin_checkout or purchase, even marks the sanitiser let through', async () => {
    const host = await mountHtml('<div class="slot"></div>');
    const slot = host.querySelector('.slot') as HTMLElement;
    for (const kind of ['view_cart', 'begin_checkout', 'purchase']) {
      const [outer] = insertHtml(
        slot,
        `<section><div class="order"></div></section><ul data-sf-track="view_item_list"><li data-sf-track-product='${attr(P1)}'></li></ul>`,
        'append',
      );
      // What a gap in the sanitiser would let through: marks on the inserted nodes, there when tracking sees them.
      for (const el of [outer as Element, (outer as Element).querySelector('.order') as Element]) {
        el.setAttribute('data-sf-track', kind);
        el.setAttribute('data-sf-track-order', JSON.stringify(order));
      }
    }
    await settle();
    // The item-level list in the same fragments still counts.
    expect($trackedEvents.get().map((e) => e.event)).toEqual(['view_item_list', 'view_item_list', 'view_item_list']);
  });

  it('the page’s own order mark beside server HTML still pushes', async () => {
    const host = await mountHtml(
      `<div class="slot"></div><div data-sf-track="view_cart" data-sf-track-order='${attr(order)}'></div>`,
    );
    insertHtml(host.querySelector('.slot') as HTMLElement, '<p>Recommended</p>');
    await settle();
    expect($trackedEvents.get().map((e) => e.event)).toEqual(['view_cart']);
  });

  it('a click mark in server HTML names item-level events only: no purchase, checkout or cart view of its choosing', async () => {
    const host = await mountHtml('<div class="slot"></div>');
    const slot = host.querySelector('.slot') as HTMLElement;
    for (const kind of ['purchase', 'begin_checkout', 'view_cart', 'remove_from_cart']) {
      const [section] = insertHtml(
        slot,
        `<section data-sf-track-click="${kind}" data-sf-track-product='${attr({ ...P1, Price: 4999 })}'><p>Offers</p></section>`,
        'append',
      );
      ((section as Element).querySelector('p') as HTMLElement).click();
    }
    await settle();
    expect($trackedEvents.get().map((e) => e.event)).toEqual(['remove_from_cart']);
  });

  it('and a click mark the sanitiser would have let through is refused when it is clicked', async () => {
    const host = await mountHtml('<div class="slot"></div>');
    const [section] = insertHtml(
      host.querySelector('.slot') as HTMLElement,
      `<section data-sf-track-product='${attr(P1)}'><p>Offers</p></section>`,
    );
    (section as Element).setAttribute('data-sf-track-click', 'purchase');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    ((section as Element).querySelector('p') as HTMLElement).click();
    await settle();
    expect($trackedEvents.get()).toEqual([]);
  });

  it('the page’s own click mark may name any event', async () => {
    const host = await mountHtml(
      `<button data-sf-track-click="begin_checkout" data-sf-track-product='${attr(P1)}'>Checkout</button>`,
    );
    (host.querySelector('button') as HTMLElement).click();
    await settle();
    expect($trackedEvents.get().map((e) => e.event)).toEqual(['begin_checkout']);
  });
});
