// Where an add goes once its lines are known: order approval, purchase list, the single quick add, or the basket.
import { followCallResult, navigation, ResultCode } from '../../../shared/http/index.ts';
import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { CartPopupEvent, raiseCartPopupEvent } from '../../../shared/stores/cart.ts';
import { readSiteKind } from '../../../shared/stores/site.ts';
import { MessageType, showStatusMessages } from '../../../shared/stores/status.ts';
import type { AddAction, AddReading, ProductLine } from '../page/section.ts';
import type { LazyTexts } from '../texts.ts';
import { postCallResult, postCallResultFirst, postSingleAdd } from './api.ts';
import { addToBasket, type BasketKind } from './basket.ts';
import { endWithoutAnswer, finish } from './finish.ts';

/** Sends the lines where the page says they go; true when they went in. */
export async function send(
  section: HTMLElement,
  trigger: HTMLElement,
  action: AddAction,
  lines: ProductLine[],
  read: Pick<AddReading, 'chosen' | 'prebookingId' | 'orderId'>,
  texts: LazyTexts,
): Promise<boolean> {
  const { chosen, orderId } = read;
  if (orderId > 0) {
    raiseCartPopupEvent('cart', CartPopupEvent.OPENLOADING);
    const reply = await postCallResult(ENDPOINTS.addProductsOrderApproval.path, {
      products: lines,
      idOrderToAdd: orderId,
    });
    // The page then reloads to show the order as the server holds it, whatever the answer (even a failed one);
    // only a REDIRECT the client followed (or refused) and an aborted call do not, and the popup stops loading.
    if (reply.ok || reply.reason === 'failed') navigation.reload();
    else raiseCartPopupEvent('cart', CartPopupEvent.CLOSE);
    return false;
  }
  if (action === 'purchase-list') {
    const base = readSiteKind() === 'b2b' ? '/bpshoppingcart' : '/shoppingcart';
    const listId = Number(trigger.dataset.purchaseListId ?? '0');
    const reply = await postCallResultFirst(`${base}/addproductstopurchaselist`, {
      products: lines,
      purchaseListId: Number.isInteger(listId) && listId > 0 ? listId : 0,
    });
    if (!reply.ok) return false;
    const { Result } = reply.value;
    // A REDIRECT is the new list the add created: the products went in, so the event is raised before leaving.
    const wentIn = Result === ResultCode.SUCCESS || Result === ResultCode.REDIRECT;
    const done = wentIn && finish('purchase-list', section, lines, lines.length);
    return followCallResult(reply.value) && done;
  }
  const quick = chosen.length === 1 && chosen[0]?.flags.isquickaddtocart === true;
  if (quick && action === 'cart' && lines.length === 1 && lines[0]) return singleAdd(section, lines[0], texts);
  const kind: BasketKind = action === 'quote' ? 'quote' : action === 'cart-comments' ? 'comments' : 'cart';
  const copy = Number(trigger.dataset.idPurchaseListCopyComments ?? '0');
  return addToBasket({
    kind,
    lines,
    section,
    texts,
    prebookingId: read.prebookingId,
    copyCommentsFrom: Number.isInteger(copy) && copy > 0 ? copy : 0,
  });
}

/**
 * The quick-add row: /shoppingcart/addproduct answers warning strings. Empty means success; any warning means it
 * was not one (shown as WARNING, the quantity kept), though the server may have added part, so the cart is re-read.
 */
async function singleAdd(section: HTMLElement, line: ProductLine, texts: LazyTexts): Promise<boolean> {
  raiseCartPopupEvent('cart', CartPopupEvent.OPENLOADING);
  const reply = await postSingleAdd({ productCode: line.ProductCode, qty: line.Qty, uom: line.Uom });
  if (!reply.ok) return endWithoutAnswer('cart', reply.reason, texts);
  if (reply.value.length > 0) {
    showStatusMessages(reply.value.map((Message) => ({ Message, Type: MessageType.WARNING })));
    raiseCartPopupEvent('cart', CartPopupEvent.CLOSE);
    raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
    return false;
  }
  return finish('cart', section, [line], 1);
}
