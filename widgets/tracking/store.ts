// Tracking actions: push the tracking entities (README.md, their own field names) with a GA4 ecommerce copy to window.dataLayer, never throwing.
import { atom } from 'nanostores';
import {
  type Ga4Item,
  itemsValue,
  type TrackedCategory,
  type TrackedOrder,
  type TrackedProduct,
  type TrackedShipping,
  toGa4Item,
} from './entities.ts';

/**
 * One push: the entities under the names the legacy pages used (what the tag manager's existing triggers read),
 * and `ecommerce`, the same data in GA4's names for GA4 tags.
 */
export interface TrackingEvent {
  event: string;
  Products: readonly TrackedProduct[];
  Category?: TrackedCategory;
  Order?: TrackedOrder;
  ShippingMethod?: TrackedShipping;
  ecommerce: Record<string, unknown>;
}
/**
 * Pushed before each event: the tag manager merges objects and arrays into what it holds, so a short Products
 * list would keep the tail of the previous one. GA4 gives the same advice for `ecommerce`.
 */
const RESET = { ecommerce: null, Products: null, Category: null, Order: null, ShippingMethod: null } as const;
/** The events pushed on this page, in order (for page scripts and tests). */
export const $trackedEvents = atom<readonly TrackingEvent[]>([]);

interface DataLayerHost {
  dataLayer?: unknown;
}

/** Pushes to window.dataLayer, creating it when absent (a tag manager loaded later reads what is already there). */
function pushEvent(event: TrackingEvent): void {
  $trackedEvents.set([...$trackedEvents.get(), event]);
  try {
    const host = window as DataLayerHost;
    host.dataLayer ??= [];
    const layer = host.dataLayer as { push?: (...items: unknown[]) => unknown };
    if (typeof layer.push !== 'function') {
      console.warn('[storefront] tracking: window.dataLayer has no push(); event kept in $trackedEvents only');
      return;
    }
    layer.push({ ...RESET });
    layer.push(event);
  } catch (error) {
    console.warn('[storefront] tracking: the data layer refused an event', error);
  }
}

const withValue = (items: Ga4Item[], currency: string) => ({ currency, value: itemsValue(items), items });

export function trackItemList(products: readonly TrackedProduct[], category: TrackedCategory | null): void {
  pushEvent({
    event: 'view_item_list',
    Products: products,
    ...(category ? { Category: category } : {}),
    ecommerce: {
      item_list_id: category?.Code ?? '',
      item_list_name: category?.Title ?? '',
      items: products.map(toGa4Item),
    },
  });
}
export function trackSelectItem(product: TrackedProduct, category: TrackedCategory | null): void {
  pushEvent({
    event: 'select_item',
    Products: [product],
    ...(category ? { Category: category } : {}),
    ecommerce: {
      item_list_id: category?.Code ?? '',
      item_list_name: category?.Title ?? '',
      items: [toGa4Item(product)],
    },
  });
}
/** view_item, add_to_cart, add_to_quote (custom), add_to_wishlist (purchase list), remove_from_cart… */
export function trackItems(event: string, products: readonly TrackedProduct[], currency = 'CAD'): void {
  if (products.length === 0) return;
  pushEvent({ event, Products: products, ecommerce: withValue(products.map(toGa4Item), currency) });
}
export function trackOrder(
  event: 'view_cart' | 'begin_checkout' | 'purchase',
  order: TrackedOrder,
  shipping: TrackedShipping | null,
): void {
  const items = order.Products.map(toGa4Item);
  const coupon = Array.isArray(order.Coupons) ? order.Coupons.join(',') : order.Coupons;
  pushEvent({
    event,
    Products: order.Products,
    Order: order,
    ...(shipping ? { ShippingMethod: shipping } : {}),
    ecommerce: {
      transaction_id: order.Code,
      affiliation: order.MerchantName,
      currency: order.Currency,
      value: order.Total ?? itemsValue(items),
      ...(order.Tax !== undefined ? { tax: order.Tax } : {}),
      ...(order.ShippingTotal !== undefined || shipping?.Total !== undefined
        ? { shipping: order.ShippingTotal ?? shipping?.Total }
        : {}),
      ...(shipping ? { shipping_tier: shipping.Title } : {}),
      ...(coupon ? { coupon } : {}),
      items,
    },
  });
}
