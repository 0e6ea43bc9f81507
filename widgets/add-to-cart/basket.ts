// Steps 7–11 of the add flow for the cart, the quote and adds with comments: loading, ActionOnConfirm, customizer, result.
import { toSameOriginUrl } from '../../shared/http/index.ts';
import { CartPopupEvent, type CartTarget, raiseCartPopupEvent } from '../../shared/stores/cart.ts';
import { emitSfEvent } from '../../shared/stores/events.ts';
import { confirmStatus, showStatusMessages } from '../../shared/stores/status.ts';
import { type AddResult, postAdd, showReplyMessages } from './api.ts';
import { readCustomizerValues } from './customizer.ts';
import type { ProductLine } from './section.ts';
import { askWithHtml } from './store.ts';
import type { EngineTexts } from './texts.ts';

export type BasketKind = 'cart' | 'quote' | 'comments';

export interface BasketAdd {
  kind: BasketKind;
  lines: ProductLine[];
  /** The clicked section: a reply for a section no longer on the page writes nothing. */
  section: HTMLElement;
  prebookingId: number;
  copyCommentsFrom: number;
  texts: EngineTexts;
}

const URLS: Record<BasketKind, string> = {
  cart: '/shoppingcart/addproducts',
  quote: '/shoppingcart/addproductstoquote',
  comments: '/bpshoppingcart/addproductswithcomments',
};
const targetOf = (kind: BasketKind): CartTarget => (kind === 'quote' ? 'quote' : 'cart');

function fieldsFor(add: BasketAdd, lines: ProductLine[], validateCustomizer: boolean) {
  if (add.kind === 'quote') return { products: lines, validateProductCustomizer: validateCustomizer };
  if (add.kind === 'comments') {
    return {
      products: lines,
      purchaseListId: 0,
      idPriceListPromotionWebPrebooking: add.prebookingId,
      idPurchaseListCopyComments: add.copyCommentsFrom,
    };
  }
  return {
    products: lines,
    validateProductCustomizer: validateCustomizer,
    idPriceListPromotionWebPrebooking: add.prebookingId,
  };
}

/** Posts the lines and follows the reply; resolves true when products went in (the caller then clears the inputs). */
export async function addToBasket(add: BasketAdd): Promise<boolean> {
  return post(add, add.lines, true);
}

async function post(add: BasketAdd, lines: ProductLine[], validateCustomizer: boolean): Promise<boolean> {
  const target = targetOf(add.kind);
  raiseCartPopupEvent(target, CartPopupEvent.OPENLOADING);
  const outcome = await postAdd(URLS[add.kind], fieldsFor(add, lines, validateCustomizer));
  if (!outcome.ok || !add.section.isConnected) {
    raiseCartPopupEvent(target, CartPopupEvent.CLOSE);
    return false;
  }
  return followReply(add, lines, outcome.value);
}

async function followReply(add: BasketAdd, lines: ProductLine[], reply: AddResult): Promise<boolean> {
  const target = targetOf(add.kind);
  if (reply.ActionOnConfirm) return confirmAction(add, lines, reply, reply.ActionOnConfirm);
  if (reply.HasProductCustomizer && reply.ProductCustomizerSection) {
    raiseCartPopupEvent(target, CartPopupEvent.CLOSE);
    showStatusMessages(reply.StatusMessages);
    const filled = await askWithHtml(
      'customizer',
      reply.ProductCustomizerSection,
      add.texts.dialog('customizerTitle'),
      (form) => readCustomizerValues(form, lines) ?? { error: add.texts.t('customizerInvalid') },
    );
    if (!filled || !add.section.isConnected) return false;
    return post(add, filled, false);
  }
  if (!showReplyMessages(reply)) return false;
  return finish(add, lines, reply.NbProductsAdded ?? 0);
}

/** Step 8: the first status message becomes a yes/no question; Yes posts the same products to the action. */
async function confirmAction(add: BasketAdd, lines: ProductLine[], reply: AddResult, action: string): Promise<boolean> {
  const target = targetOf(add.kind);
  const [question, ...others] = reply.StatusMessages;
  showStatusMessages(others);
  const url = toSameOriginUrl(action);
  const yes = url !== null && (await confirmStatus(question ?? ''));
  if (!yes || !add.section.isConnected) {
    raiseCartPopupEvent(target, CartPopupEvent.CLOSE);
    return false;
  }
  const fields =
    add.kind === 'quote'
      ? { products: lines }
      : { products: lines, idPriceListPromotionWebPrebooking: add.prebookingId };
  const outcome = await postAdd(url.href, fields);
  if (!outcome.ok) {
    raiseCartPopupEvent(target, CartPopupEvent.REFRESH);
    return false;
  }
  if (!showReplyMessages(outcome.value) || !add.section.isConnected) return false;
  return finish(add, lines, outcome.value.NbProductsAdded ?? 0);
}

/** Steps 10 and 11: open and refresh, or close; then the page event for this kind of add. */
function finish(add: BasketAdd, lines: ProductLine[], added: number): boolean {
  const target = targetOf(add.kind);
  raiseCartPopupEvent(target, added > 0 ? CartPopupEvent.OPENREFRESH : CartPopupEvent.CLOSE);
  if (added <= 0) return false;
  const detail = {
    products: lines.map(({ ProductCode, Qty, Uom }) => ({ ProductCode, Qty, Uom })),
    nbProductsAdded: added,
  };
  emitSfEvent(add.kind === 'quote' ? 'sf:products-added-to-quote' : 'sf:products-added-to-cart', detail, add.section);
  return true;
}
