// Sending an add (README "What a click does", send): where its lines go (order approval, purchase list, the single quick add, or the basket) and the cart and quote calls followed to their end (ActionOnConfirm, customizer, result, or no answer).
import { followCallResult, navigation, type Outcome, ResultCode } from '../../../shared/http/index.ts';
import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { CartPopupEvent, type CartTarget, raiseCartPopupEvent } from '../../../shared/stores/cart.ts';
import { emitProductsAdded } from '../../../shared/stores/events.ts';
import { readSiteKind } from '../../../shared/stores/site.ts';
import { confirmStatus, MessageType, showStatusMessage, showStatusMessages } from '../../../shared/stores/status.ts';
import { toSameOriginUrl } from '../../../shared/url/guard.ts';
import type { AddAction, AddPage, ClassifiedInput, ProductLine } from '../page/section.ts';
import { askWithHtml } from '../store.ts';
import type { LazyTexts } from '../texts.ts';
import { type AddResult, postAdd, postCallResult, postCallResultFirst, postSingleAdd, replyLines } from './api.ts';
import { readCustomizerValues } from './customizer.ts';

/** Sends the lines where the page says they go; true when they went in. */
export async function send(
  section: HTMLElement,
  action: AddAction,
  lines: ProductLine[],
  /** The inputs that make the lines, the page's ids (readPage), the order being approved (0: none). */
  read: Pick<AddPage, 'prebookingId' | 'purchaseListId' | 'copyCommentsFrom'> & {
    chosen: readonly ClassifiedInput[];
    orderId: number;
  },
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
    // A B2B site keeps its purchase lists under /bpshoppingcart (the README's <body> row).
    const list = readSiteKind() === 'b2b' ? ENDPOINTS.addToPurchaseListB2b : ENDPOINTS.addToPurchaseList;
    const reply = await postCallResultFirst(list.path, { products: lines, purchaseListId: read.purchaseListId });
    if (!reply.ok) return false;
    const { Result } = reply.value;
    // A REDIRECT is the new list the add created: the products went in, so the event is raised before leaving.
    const wentIn = Result === ResultCode.SUCCESS || Result === ResultCode.REDIRECT;
    const done = wentIn && announceAdd('purchase-list', section, lines, lines.length);
    return followCallResult(reply.value) && done;
  }
  const quick = chosen.length === 1 && chosen[0]?.flags.isquickaddtocart === true;
  if (quick && action === 'cart' && lines.length === 1 && lines[0]) return singleAdd(section, lines[0], texts);
  const kind: BasketKind = action === 'quote' ? 'quote' : action === 'cart-comments' ? 'comments' : 'cart';
  const add = { kind, section, texts, prebookingId: read.prebookingId, copyCommentsFrom: read.copyCommentsFrom };
  return postToBasket(add, lines, true);
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
  return announceAdd('cart', section, [line], 1);
}

type BasketKind = 'cart' | 'quote' | 'comments';

interface BasketAdd {
  kind: BasketKind;
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

/** Posts the lines to the cart, the quote or with comments and follows the reply; true when products went in. */
async function postToBasket(add: BasketAdd, lines: ProductLine[], validateCustomizer: boolean): Promise<boolean> {
  const target = targetOf(add.kind);
  const fields = fieldsFor(add, lines, validateCustomizer);
  raiseCartPopupEvent(target, CartPopupEvent.OPENLOADING);
  const outcome = await postAdd(URLS[add.kind], fields);
  if (!outcome.ok) return endWithoutAnswer(target, outcome.reason, add.texts);
  const reply = outcome.value;
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
    return postToBasket(add, filled, false);
  }
  if (!followCallResult(reply)) return closed(target);
  return announceAdd(target, add.section, lines, reply.NbProductsAdded ?? 0);
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
  return announceAdd(target, add.section, lines, outcome.value.NbProductsAdded ?? 0, { refreshWhenNone: true });
}

/**
 * An add that got no usable answer. After a real failure (5xx, dropped connection) the server may hold the add
 * anyway, so the popup's content and count are read again and the shopper is told their quantities are kept.
 */
function endWithoutAnswer(
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

/**
 * An add the server answered, told once for page and widgets: the add's page events, every time
 * (widgets/add-to-cart/README.md, "Page-script contract"), from `from` while it is on the page, else from document;
 * then the cart or quote opens refreshed when products went in, else closes (purchase lists have no popup). Returns
 * whether products went in.
 */
function announceAdd(
  to: CartTarget | 'purchase-list',
  from: HTMLElement,
  lines: readonly ProductLine[],
  added: number,
  /** refreshWhenNone: after ActionOnConfirm's Yes, nothing added still refreshes the cart (closed). */
  options: { refreshWhenNone?: boolean } = {},
): boolean {
  const detail = {
    products: lines.map(({ ProductCode, Qty, Uom }) => ({ ProductCode, Qty, Uom })),
    nbProductsAdded: added,
  };
  // A section re-rendered while its add ran (unit change, listing reload) is off the page: the events leave from document.
  const target = from.isConnected ? from : document;
  // Each kind's event written out in its call, so the manifest check (tools/source-scan.mjs) sees what is raised.
  if (to === 'cart') emitProductsAdded('sf:products-added-to-cart', detail, target);
  else if (to === 'quote') emitProductsAdded('sf:products-added-to-quote', detail, target);
  else emitProductsAdded('sf:products-added-to-purchase-list', detail, target);
  if (to !== 'purchase-list') {
    raiseCartPopupEvent(to, added > 0 ? CartPopupEvent.OPENREFRESH : CartPopupEvent.CLOSE);
    if (added <= 0 && options.refreshWhenNone) raiseCartPopupEvent(to, CartPopupEvent.REFRESH);
  }
  return added > 0;
}
