// Where an add goes once its lines are known: order approval, purchase list, the single quick add, or the basket.
import { isLegacyTrue } from '../../shared/config/legacy-values.ts';
import { navigation, ResultCode } from '../../shared/http/index.ts';
import { CartPopupEvent, raiseCartPopupEvent } from '../../shared/stores/cart.ts';
import { readSiteKind } from '../../shared/stores/site.ts';
import { MessageType, showStatusMessages } from '../../shared/stores/status.ts';
import { postCallResult, postSingleAdd } from './api.ts';
import { addToBasket, type BasketKind } from './basket.ts';
import { endWithoutAnswer, finish } from './finish.ts';
import type { AddAction } from './flow.ts';
import { type ClassifiedInput, type ProductLine, prebookingIdFor } from './section.ts';
import type { EngineTexts } from './texts.ts';

export const isOrderApproval = (): boolean => Number(document.body.dataset.idOrderToAddProducts ?? '0') > 0;

/** Sends the lines where the page says they go; true when they went in. */
export async function send(
  section: HTMLElement,
  trigger: HTMLElement,
  action: AddAction,
  lines: ProductLine[],
  chosen: ClassifiedInput[],
  texts: EngineTexts,
): Promise<boolean> {
  if (isOrderApproval()) {
    const reply = await postCallResult('/bpshoppingcart/AddProductsOrderApproval', {
      products: lines,
      idOrderToAdd: Number(document.body.dataset.idOrderToAddProducts),
    });
    // The page then reloads to show the order as the server holds it, whatever the answer (even a failed one);
    // only a REDIRECT the client followed (or refused) and an aborted call do not.
    if (reply.ok || reply.reason === 'failed') navigation.reload();
    return false;
  }
  if (action === 'purchase-list') {
    const base = readSiteKind() === 'b2b' ? '/bpshoppingcart' : '/shoppingcart';
    const listId = Number(trigger.dataset.purchaseListId ?? '0');
    const reply = await postCallResult(`${base}/addproductstopurchaselist`, {
      products: lines,
      purchaseListId: Number.isInteger(listId) && listId > 0 ? listId : 0,
    });
    if (!reply.ok || reply.value.Result !== ResultCode.SUCCESS) return false;
    return finish('purchase-list', section, lines, lines.length);
  }
  const quick = chosen.length === 1 && isLegacyTrue(chosen[0]?.input.getAttribute('isquickaddtocart'));
  if (quick && action === 'cart' && lines.length === 1 && lines[0]) return singleAdd(section, lines[0], texts);
  const kind: BasketKind = action === 'quote' ? 'quote' : action === 'cart-comments' ? 'comments' : 'cart';
  const copy = Number(trigger.dataset.idPurchaseListCopyComments ?? '0');
  return addToBasket({
    kind,
    lines,
    section,
    texts,
    prebookingId: prebookingIdFor(section),
    copyCommentsFrom: Number.isInteger(copy) && copy > 0 ? copy : 0,
  });
}

/**
 * The quick-add row: /shoppingcart/addproduct answers warning strings. Empty means success; any warning means it
 * was not one (shown as WARNING, the quantity kept), though the server may have added part, so the cart is re-read.
 */
async function singleAdd(section: HTMLElement, line: ProductLine, texts: EngineTexts): Promise<boolean> {
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
