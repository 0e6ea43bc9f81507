// Sending an add (README "What a click does", send) for the cart, the quote and adds with comments: loading, ActionOnConfirm, customizer, result.
import { followCallResult } from '../../../shared/http/index.ts';
import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { CartPopupEvent, type CartTarget, raiseCartPopupEvent } from '../../../shared/stores/cart.ts';
import { confirmStatus, MessageType, showStatusMessage, showStatusMessages } from '../../../shared/stores/status.ts';
import { toSameOriginUrl } from '../../../shared/url/guard.ts';
import type { ProductLine } from '../page/section.ts';
import { askWithHtml } from '../store.ts';
import type { LazyTexts } from '../texts.ts';
import { type AddResult, postAdd, replyLines } from './api.ts';
import { readCustomizerValues } from './customizer.ts';
import { endWithoutAnswer, finish } from './finish.ts';

export type BasketKind = 'cart' | 'quote' | 'comments';

export interface BasketAdd {
  kind: BasketKind;
  lines: ProductLine[];
  /** The clicked section: the events leave from it (or from document once it was re-rendered). */
  section: HTMLElement;
  prebookingId: number;
  copyCommentsFrom: number;
  texts: LazyTexts;
}

const URLS: Record<BasketKind, string> = {
  cart: ENDPOINTS.addProducts.path,
  quote: ENDPOINTS.addProductsToQuote.path,
  comments: ENDPOINTS.addProductsWithComments.path,
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
  if (!outcome.ok) return endWithoutAnswer(target, outcome.reason, add.texts);
  return followReply(add, lines, outcome.value);
}

async function followReply(add: BasketAdd, lines: ProductLine[], reply: AddResult): Promise<boolean> {
  const target = targetOf(add.kind);
  if (reply.ActionOnConfirm) return confirmAction(add, lines, reply, reply.ActionOnConfirm);
  if (reply.HasProductCustomizer && reply.ProductCustomizerSection) {
    raiseCartPopupEvent(target, CartPopupEvent.CLOSE);
    showStatusMessages(reply.StatusMessages);
    // The reply's Products are the lines as the server holds them (its units, its unique codes): those are re-posted.
    const held = replyLines(reply.Products) ?? lines;
    const filled = await askWithHtml(
      'customizer',
      reply.ProductCustomizerSection,
      add.texts().dialog('customizerTitle'),
      (form) => readCustomizerValues(form, held) ?? { error: add.texts().t('customizerInvalid') },
    );
    if (!filled) return false;
    return post(add, filled, false);
  }
  if (!followCallResult(reply)) return closed(target);
  return finish(target, add.section, lines, reply.NbProductsAdded ?? 0);
}

/** A REDIRECT reply (followed, or refused with its message): the popup must not stay loading. */
function closed(target: CartTarget): false {
  raiseCartPopupEvent(target, CartPopupEvent.CLOSE);
  return false;
}

/** ActionOnConfirm: the first status message becomes a yes/no question; Yes posts the same products to the action. */
async function confirmAction(add: BasketAdd, lines: ProductLine[], reply: AddResult, action: string): Promise<boolean> {
  const target = targetOf(add.kind);
  const [question, ...others] = reply.StatusMessages;
  showStatusMessages(others);
  const url = toSameOriginUrl(action);
  if (url === null) {
    showStatusMessage(add.texts().t('actionRefused'), MessageType.ERROR);
    console.warn('[storefront] refused an ActionOnConfirm that leaves this site:', action);
    return closed(target);
  }
  if (!(await confirmStatus(question ?? ''))) return closed(target);
  const fields =
    add.kind === 'quote'
      ? { products: lines }
      : { products: lines, idPriceListPromotionWebPrebooking: add.prebookingId };
  const outcome = await postAdd(url.href, fields);
  if (!outcome.ok) return endWithoutAnswer(target, outcome.reason, add.texts);
  if (!followCallResult(outcome.value)) return closed(target);
  // Yes always refreshes the cart, even when the action's reply counts nothing added.
  return finish(target, add.section, lines, outcome.value.NbProductsAdded ?? 0, { refreshWhenNone: true });
}
