// A unit-of-measure change in any add-to-cart section (LEGACY-MARKUP.md §1, §3 and §11): the quantity input takes the
// chosen unit (its multiple as the quantity, its rules on the input), and the product is refreshed where a page gives
// a refresh URL. The add-to-cart engine applies it everywhere; sf-listing adds its refresh (it knows the fields).
import { parseFragment, placeServerNodes } from '../dom/html.ts';
import { afterNextPaint } from '../dom/tasks.ts';
import { asHtml, endpointCall, type LatestOnly, latestOnly } from '../http/index.ts';
import { ENDPOINTS } from './endpoints.ts';

/**
 * The quantity input's attributes that belong to the selected unit, each with the `<option>` attribute that gives
 * it: the spec's options carry qtymultiple; an option may carry the others too.
 */
const UNIT_RULES = {
  multiqty: 'qtymultiple',
  minqty: 'minqty',
  maxqty: 'maxqty',
  mustconfirmqty: 'mustconfirmqty',
} as const;
/** The spec's multiple when a unit gives none (§5, §9: "Minimum and multiple: 1 by default"). */
const DEFAULT_MULTIPLE = '1';

/** The fields of `POST {refreshProductAjaxUrl}` besides the product and its unit. */
interface RefreshContext {
  url: string;
  uniqueListingString: string;
  displayMode: string;
  widgetUniqueCode: string;
}

/** The product's fragment again, at the listing's data-refresh-product-ajax-url. */
const refreshItem = endpointCall(ENDPOINTS.refreshProduct, asHtml, { widget: 'sf-listing' });
/** Change events already handled: the listing (inner listener) and the engine (document) hear the same one. */
const handled = new WeakSet<Event>();
/** Each product's unit requests: a second change on the same product wins over a slower first reply. */
const requestsOf = new WeakMap<Element, LatestOnly>();

/**
 * Handles one change of a `.sf-uom` select, once whoever hears it first: the unit goes onto the section's quantity
 * input, then the product is refreshed when `refresh` is given. Resolves with the fresh item, or null.
 */
export async function changeUnitOfMeasure(
  event: Event,
  select: HTMLSelectElement,
  refresh: RefreshContext | null,
): Promise<HTMLElement | null> {
  if (handled.has(event)) return null;
  handled.add(event);
  applyUnit(select);
  return refresh && refresh.url !== '' ? refreshProduct(select, refresh) : null;
}

/**
 * The chosen option's unit on the section's quantity input (spec §4, "Unit-of-measure change": the quantity is set to
 * the unit's multiple). Every rule of the input is the new unit's: what the option gives, else the attribute goes
 * and the spec's default applies (multiple and minimum 1, maximum 99999 or the quick add's 90999, no confirmation).
 * The previous unit's minimum, maximum or threshold never stays: it describes another unit, and the spec's source of
 * the new one's is the product refresh, which only a listing with a refresh URL has (the server checks the add
 * again, LEGACY-MARKUP.md §0).
 */
export function applyUnit(select: HTMLSelectElement): void {
  const qty = select.closest('.sf-add-to-cart')?.querySelector<HTMLInputElement>('.sf-qty');
  const option = select.options[select.selectedIndex];
  if (!qty || !option) return;
  for (const [rule, given] of Object.entries(UNIT_RULES)) {
    const value = option.getAttribute(given)?.trim() ?? '';
    if (value !== '') qty.setAttribute(rule, value);
    else qty.removeAttribute(rule);
  }
  qty.value = qty.getAttribute('multiqty') ?? DEFAULT_MULTIPLE;
  qty.setAttribute('iduom', option.value);
}

/**
 * Puts the reply's `.sf-product` in the place of the item, through the one placement of server HTML (its ids,
 * references and form checked before it is in the page); null when the reply holds none.
 */
export function replaceItem(item: HTMLElement, html: string): HTMLElement | null {
  const fresh = parseFragment(html).querySelector<HTMLElement>('.sf-product');
  const parent = item.parentElement;
  if (!fresh || !parent) return null;
  const box = item.closest('.sf-listing__results') ?? parent;
  placeServerNodes([fresh], { parent, before: item, replacing: [item], box });
  return fresh;
}

async function refreshProduct(select: HTMLSelectElement, refresh: RefreshContext): Promise<HTMLElement | null> {
  const section = select.closest<HTMLElement>('.sf-add-to-cart');
  const item = select.closest<HTMLElement>('.sf-product');
  const productId = section?.getAttribute('productid') ?? item?.getAttribute('data-product-id');
  if (!item || !productId) return null;
  // What this change asks for, read now: a second change before the frame below must not change the first request.
  const fields = {
    productId,
    selectedUom: select.value,
    uniqueListingString: refresh.uniqueListingString,
    displayMode: refresh.displayMode,
    widgetUniqueCode: refresh.widgetUniqueCode,
  };
  const requests = requestsOf.get(item) ?? latestOnly();
  requestsOf.set(item, requests);
  // The change's own task shows only the new quantity and the busy item; the request (and the loading count other
  // widgets render) starts after that frame is painted, so the key press or click is answered within one frame.
  item.setAttribute('aria-busy', 'true');
  await afterNextPaint();
  // The older request is not aborted (its signal is not passed): only its reply is dropped.
  const reply = await requests.run(() => refreshItem({ fields, url: refresh.url }));
  // A newer change on this item owns its busy state (and will clear it).
  if (reply.stale) return null;
  item.removeAttribute('aria-busy');
  if (!reply.value.ok || !item.isConnected) return null;
  // Read the quantity now, not before the call: the shopper may have typed while it ran.
  const entered = item.querySelector<HTMLInputElement>('.sf-qty')?.value ?? '';
  const hadFocus = item.contains(document.activeElement);
  const fresh = replaceItem(item, reply.value.value);
  if (!fresh) return null;
  const freshQty = fresh.querySelector<HTMLInputElement>('.sf-qty');
  if (freshQty) freshQty.value = entered;
  if (hadFocus) fresh.querySelector<HTMLSelectElement>('.sf-uom')?.focus();
  return fresh;
}
