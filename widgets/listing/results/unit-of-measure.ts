// Unit-of-measure change: quantity set to the unit's multiple, product refreshed, quantity kept (LEGACY-MARKUP.md §11).
import { parseFragment } from '../../../shared/dom/index.ts';
import { afterNextPaint } from '../../../shared/dom/tasks.ts';
import { type LatestOnly, latestOnly, postHtml } from '../../../shared/http/index.ts';
import type { ListingState } from '../state.ts';

/** Each product's unit requests: a second change on the same product wins over a slower first reply. */
const requestsOf = new WeakMap<Element, LatestOnly>();

export async function changeUnitOfMeasure(
  select: HTMLSelectElement,
  refreshUrl: string,
  state: ListingState,
): Promise<HTMLElement | null> {
  const section = select.closest<HTMLElement>('.sf-add-to-cart');
  const item = select.closest<HTMLElement>('.sf-product');
  const qty = section?.querySelector<HTMLInputElement>('.sf-qty');
  const multiple = select.options[select.selectedIndex]?.getAttribute('qtymultiple');
  if (qty && multiple !== null && multiple !== undefined && multiple.trim() !== '') qty.value = multiple;
  const productId = section?.getAttribute('productid') ?? item?.getAttribute('data-product-id');
  if (!item || !productId || refreshUrl === '') return null;
  // What this change asks for, read now: a second change before the frame below must not change the first request.
  const fields = {
    productId,
    selectedUom: select.value,
    uniqueListingString: state.categoryId,
    displayMode: state.displayMode,
    widgetUniqueCode: state.widgetUniqueCode,
  };
  const requests = requestsOf.get(item) ?? latestOnly();
  requestsOf.set(item, requests);
  // The change's own task shows only the new quantity and the busy item; the request (and the loading count other
  // widgets render) starts after that frame is painted, so the key press or click is answered within one frame.
  item.setAttribute('aria-busy', 'true');
  await afterNextPaint();
  // The older request is not aborted (its signal is not passed): only its reply is dropped.
  const reply = await requests.run(() => postHtml(refreshUrl, fields));
  // A newer change on this item owns its busy state (and will clear it).
  if (reply.stale) return null;
  item.removeAttribute('aria-busy');
  if (!reply.value.ok || !item.isConnected) return null;
  const fresh = parseFragment(reply.value.value).querySelector<HTMLElement>('.sf-product');
  if (!fresh) return null;
  // Read the quantity now, not before the call: the shopper may have typed while it ran.
  const entered = item.querySelector<HTMLInputElement>('.sf-qty')?.value ?? '';
  const hadFocus = item.contains(document.activeElement);
  item.replaceWith(fresh);
  const freshQty = fresh.querySelector<HTMLInputElement>('.sf-qty');
  if (freshQty) freshQty.value = entered;
  if (hadFocus) fresh.querySelector<HTMLSelectElement>('.sf-uom')?.focus();
  return fresh;
}
