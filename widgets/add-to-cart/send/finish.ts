// How every add ends: the cart popup and the page events once the server answered, or a re-read after a failure.
import type { Outcome } from '../../../shared/http/index.ts';
import { CartPopupEvent, type CartTarget, raiseCartPopupEvent } from '../../../shared/stores/cart.ts';
import { emitProductsAdded, type ProductsAddedDetail } from '../../../shared/stores/events.ts';
import { MessageType, showStatusMessage } from '../../../shared/stores/status.ts';
import type { ProductLine } from '../page/section.ts';
import type { LazyTexts } from '../texts.ts';

type AddedTo = CartTarget | 'purchase-list';

/** Each kind's event written out in its call, so the manifest check (tools/source-scan.mjs) sees what is raised. */
function emitFor(to: AddedTo, detail: ProductsAddedDetail, target: EventTarget): void {
  if (to === 'cart') emitProductsAdded('sf:products-added-to-cart', detail, target);
  else if (to === 'quote') emitProductsAdded('sf:products-added-to-quote', detail, target);
  else emitProductsAdded('sf:products-added-to-purchase-list', detail, target);
}

/**
 * An add the server answered: the cart or quote opens refreshed when products went in, else closes (lists have no
 * popup); then the add's events, every time (README, "Page-script contract"). Returns whether products went in.
 */
export function finish(
  to: AddedTo,
  section: HTMLElement,
  lines: readonly ProductLine[],
  added: number,
  /** refreshWhenNone: after ActionOnConfirm's Yes, nothing added still refreshes the cart (closed). */
  options: { refreshWhenNone?: boolean } = {},
): boolean {
  if (to !== 'purchase-list') {
    raiseCartPopupEvent(to, added > 0 ? CartPopupEvent.OPENREFRESH : CartPopupEvent.CLOSE);
    if (added <= 0 && options.refreshWhenNone) raiseCartPopupEvent(to, CartPopupEvent.REFRESH);
  }
  const detail = {
    products: lines.map(({ ProductCode, Qty, Uom }) => ({ ProductCode, Qty, Uom })),
    nbProductsAdded: added,
  };
  // A section re-rendered while its add ran (unit change, listing reload) is off the page: the events leave from document.
  emitFor(to, detail, section.isConnected ? section : document);
  return added > 0;
}

/**
 * An add that got no usable answer. After a real failure (5xx, dropped connection) the server may hold the add
 * anyway, so the popup's content and count are read again and the shopper is told their quantities are kept.
 */
export function endWithoutAnswer(
  target: CartTarget,
  reason: Extract<Outcome<unknown>, { ok: false }>['reason'],
  texts: LazyTexts,
): false {
  raiseCartPopupEvent(target, CartPopupEvent.CLOSE);
  if (reason === 'failed') {
    raiseCartPopupEvent(target, CartPopupEvent.REFRESH);
    showStatusMessage(texts().t('addUncertain'), MessageType.WARNING);
  }
  return false;
}
