// Tracking behaviour: server HTML marked data-sf-track* and the sf: add events become GA4 events in window.dataLayer.

import { delegate } from '../../shared/dom/delegate.ts';
import { isFromServer } from '../../shared/dom/from-server.ts';
import { observeMatches } from '../../shared/dom/observe.ts';
import { attachOnce } from '../../shared/dom/once.ts';
import { fragmentMayTrack } from '../../shared/dom/track-events.ts';
import { onSfEvent, type ProductsAddedDetail } from '../../shared/stores/events.ts';
import {
  categorySchema,
  orderSchema,
  productSchema,
  readEntity,
  shippingSchema,
  type TrackedProduct,
} from './entities.ts';
import { trackItemList, trackItems, trackOrder, trackSelectItem } from './store.ts';

const PRODUCT = 'data-sf-track-product';

const productOf = (el: Element | null) => (el ? readEntity(productSchema, el, PRODUCT) : null);
const categoryOf = (el: Element | null) => (el ? readEntity(categorySchema, el, 'data-sf-track-category') : null);

/** The products of an add event, with the entity fields the page knows for each code. */
function addedProducts(detail: ProductsAddedDetail): TrackedProduct[] {
  return detail.products.map((line) => {
    const known = Array.from(document.querySelectorAll(`[${PRODUCT}]`))
      .map(productOf)
      .find((p) => p?.Code === line.ProductCode);
    return {
      ...(known ?? { Code: line.ProductCode, Title: '', Brand: '', Category: '', Configurations: '' }),
      Quantity: line.Qty,
    };
  });
}

/**
 * Server HTML names only the events the sanitiser's policy gives fragments: conversions and revenue come from the
 * page's own markup, else a fragment (a view-more page, an async section) could push a purchase of its choosing
 * (README "Where events come from"). The sanitiser already drops the others; this is the second line.
 */
function trusted(el: Element, event: string): boolean {
  if (!isFromServer(el) || fragmentMayTrack(event)) return true;
  console.warn(`[storefront] tracking: ${event} ignored in server HTML; only the page's own markup sends it`);
  return false;
}

function onMarked(el: Element): void {
  const kind = el.getAttribute('data-sf-track');
  if (kind && !trusted(el, kind)) return;
  if (kind === 'view_item_list') {
    const products = Array.from(el.querySelectorAll(`[${PRODUCT}]`))
      .map(productOf)
      .filter((p) => p !== null);
    trackItemList(products, categoryOf(el));
  } else if (kind === 'view_item') {
    const product = productOf(el);
    if (product) trackItems('view_item', [product]);
  } else if (kind === 'view_cart' || kind === 'begin_checkout' || kind === 'purchase') {
    const order = readEntity(orderSchema, el, 'data-sf-track-order');
    if (order) trackOrder(kind, order, readEntity(shippingSchema, el, 'data-sf-track-shipping'));
  } else if (kind) {
    console.warn('[storefront] tracking: unknown data-sf-track value', kind);
  }
}

export const tracking = attachOnce(() => {
  observeMatches('[data-sf-track]', onMarked);
  onSfEvent(
    'sf:products-added-to-cart',
    (e) => e.detail.nbProductsAdded > 0 && trackItems('add_to_cart', addedProducts(e.detail)),
  );
  onSfEvent(
    'sf:products-added-to-quote',
    (e) => e.detail.nbProductsAdded > 0 && trackItems('add_to_quote', addedProducts(e.detail)),
  );
  onSfEvent('sf:products-added-to-purchase-list', (e) => trackItems('add_to_wishlist', addedProducts(e.detail)));
  delegate(document, 'click', `[data-sf-track="view_item_list"] [${PRODUCT}] a[href]`, (_e, link) => {
    const item = link.closest(`[${PRODUCT}]`);
    const product = productOf(item);
    if (product) trackSelectItem(product, categoryOf(link.closest('[data-sf-track="view_item_list"]')));
  });
  delegate(document, 'click', '[data-sf-track-click]', (_e, el) => {
    const product = productOf(el.closest(`[${PRODUCT}]`));
    const event = el.getAttribute('data-sf-track-click') ?? '';
    if (product && /^[a-z_]{1,40}$/.test(event) && trusted(el, event)) trackItems(event, [product]);
  });
});
