// Sending an add (README "What a click does", send): where its lines go, decided once (planAdd); the post and the
// server's follow-up questions (post); and the one end every add has (endAdd: messages, popup, page events).
import {
  type CallResult,
  type FormFields,
  followCallResult,
  navigation,
  ResultCode,
} from '../../../shared/http/index.ts';
import { CartPopupEvent, type CartTarget, raiseCartPopupEvent } from '../../../shared/stores/cart.ts';
import { emitProductsAdded } from '../../../shared/stores/events.ts';
import { readSiteKind } from '../../../shared/stores/site.ts';
import { confirmStatus, MessageType, showStatusMessage, showStatusMessages } from '../../../shared/stores/status.ts';
import { toSameOriginUrl } from '../../../shared/url/guard.ts';
import type { AddAction, AddPage, ClassifiedInput, ProductLine } from '../page/section.ts';
import { askWithHtml } from '../store.ts';
import type { LazyTexts } from '../texts.ts';
import {
  type AddResult,
  addSingle,
  addTo,
  addToOrderApproval,
  addToPurchaseList,
  postConfirmedAction,
  replyLines,
} from './api.ts';
import { readCustomizerValues } from './customizer.ts';

type Basket = 'cart' | 'quote' | 'comments';

/** Where one add's lines go (LEGACY-MARKUP.md §4). */
type Destination =
  | { to: 'order-approval'; orderId: number }
  | { to: 'purchase-list'; purchaseListId: number }
  | { to: 'single' }
  | { to: 'basket'; basket: Basket; prebookingId: number; copyCommentsFrom: number };

/** One add, decided before anything is sent: where it goes and which popup and page event it drives. */
interface AddPlan {
  destination: Destination;
  /** The popup the add drives (order approval and the quick add show the cart's) or the purchase list (no popup). */
  target: CartTarget | 'purchase-list';
  /** The clicked section: the events leave from it (or from document once it was re-rendered). */
  section: HTMLElement;
  texts: LazyTexts;
}

/**
 * Where the add goes. While an order is edited for approval every add goes to that order, whatever the button and
 * the inputs' flags (storefront spec §4 "Order approval", §6): the spec names no exception. Otherwise the button
 * decides, and the cart page's quick-add row (one chosen input marked isquickaddtocart) has its own call.
 */
export function planAdd(
  page: Pick<AddPage, 'editing' | 'prebookingId' | 'purchaseListId' | 'copyCommentsFrom'>,
  action: AddAction,
  chosen: readonly ClassifiedInput[],
  section: HTMLElement,
  texts: LazyTexts,
): AddPlan {
  const plan = (destination: Destination, target: AddPlan['target']): AddPlan => ({
    destination,
    target,
    section,
    texts,
  });
  if (page.editing > 0) return plan({ to: 'order-approval', orderId: page.editing }, 'cart');
  if (action === 'purchase-list') return plan({ to: 'purchase-list', purchaseListId: page.purchaseListId }, action);
  if (action === 'cart' && chosen.length === 1 && chosen[0]?.flags.isquickaddtocart === true)
    return plan({ to: 'single' }, 'cart');
  const basket: Basket = action === 'quote' ? 'quote' : action === 'cart-comments' ? 'comments' : 'cart';
  const { prebookingId, copyCommentsFrom } = page;
  return plan({ to: 'basket', basket, prebookingId, copyCommentsFrom }, basket === 'quote' ? 'quote' : 'cart');
}

/** How an add ended, as endAdd tells it. */
type AddOutcome =
  /** The server answered the add: its messages, how many products went in, a REDIRECT to follow last. */
  | {
      kind: 'answered';
      added: number;
      reply: Pick<CallResult, 'Result' | 'RedirectUrl' | 'StatusMessages'> | null;
      /** The lines as last posted (the customizer's filled ones), when not those the add started with. */
      lines?: ProductLine[];
    }
  /** The quick add's warnings: nothing was added. */
  | { kind: 'warned'; warnings: readonly string[] }
  /** ActionOnConfirm's Yes was posted: the cart refreshes even when nothing was counted. */
  | { kind: 'confirmed'; added: number; reply: AddResult; lines: ProductLine[] }
  /** Order approval: the page shows the order as the server holds it. */
  | { kind: 'reload' }
  /** Nothing to tell: the call failed (the client showed the request error), was redirected or aborted, or the shopper said No. */
  | { kind: 'none' };

/** Sends the lines where the plan says; true when products went in. */
export async function send(plan: AddPlan, lines: ProductLine[]): Promise<boolean> {
  return endAdd(plan, lines, await post(plan, lines, true));
}

/** The call's fields, exactly those the spec names for it (storefront spec §7). */
function fieldsFor(d: Destination, lines: ProductLine[], validateCustomizer: boolean): FormFields {
  const products = lines;
  if (d.to === 'order-approval') return { products, idOrderToAdd: d.orderId };
  if (d.to === 'purchase-list') return { products, purchaseListId: d.purchaseListId };
  if (d.to === 'single') {
    const line = lines[0];
    return { productCode: line?.ProductCode, qty: line?.Qty, uom: line?.Uom };
  }
  if (d.basket === 'quote') return { products, validateProductCustomizer: validateCustomizer };
  if (d.basket === 'comments') {
    return {
      products,
      purchaseListId: 0,
      idPriceListPromotionWebPrebooking: d.prebookingId,
      idPurchaseListCopyComments: d.copyCommentsFrom,
    };
  }
  return { products, validateProductCustomizer: validateCustomizer, idPriceListPromotionWebPrebooking: d.prebookingId };
}

/** Posts the lines (the popup loading meanwhile) and reads the answer, following the questions it asks. */
async function post(plan: AddPlan, lines: ProductLine[], validateCustomizer: boolean): Promise<AddOutcome> {
  const { destination: d, target } = plan;
  const fields = fieldsFor(d, lines, validateCustomizer);
  // While the request runs, the cart (or quote) popup shows loading; a purchase list has no popup.
  if (target !== 'purchase-list') raiseCartPopupEvent(target, CartPopupEvent.OPENLOADING);
  if (d.to === 'basket') {
    const outcome = await addTo[d.basket]({ fields });
    return outcome.ok ? readBasketReply(plan, d, lines, outcome.value) : { kind: 'none' };
  }
  if (d.to === 'single') {
    const reply = await addSingle({ fields });
    if (!reply.ok) return { kind: 'none' };
    return reply.value.length > 0
      ? { kind: 'warned', warnings: reply.value }
      : { kind: 'answered', added: 1, reply: null };
  }
  if (d.to === 'order-approval') {
    const reply = await addToOrderApproval({ fields });
    // The page reloads after any answer, a failed one too; a REDIRECT (followed or refused) and an abort do not.
    return reply.ok || reply.reason === 'failed' ? { kind: 'reload' } : { kind: 'none' };
  }
  // A B2B site keeps its purchase lists under /bpshoppingcart (the README's <body> row).
  const reply = await addToPurchaseList[readSiteKind() === 'b2b' ? 'b2b' : 'b2c']({ fields });
  if (!reply.ok) return { kind: 'none' };
  // A REDIRECT is the new list the add created: the products went in.
  const wentIn = reply.value.Result === ResultCode.SUCCESS || reply.value.Result === ResultCode.REDIRECT;
  return { kind: 'answered', added: wentIn ? lines.length : 0, reply: reply.value };
}

/** A cart, quote or with-comments reply, and the questions it may ask (ActionOnConfirm, the customizer). */
async function readBasketReply(
  plan: AddPlan,
  d: Extract<Destination, { to: 'basket' }>,
  lines: ProductLine[],
  reply: AddResult,
): Promise<AddOutcome> {
  if (reply.ActionOnConfirm) return confirmAction(plan, d, lines, reply, reply.ActionOnConfirm);
  if (reply.HasProductCustomizer && reply.ProductCustomizerSection) {
    // The customizer popup is shown and the cart closes; the filled lines are posted again (loading again).
    raiseCartPopupEvent(plan.target as CartTarget, CartPopupEvent.CLOSE);
    showStatusMessages(reply.StatusMessages);
    // The reply's Products are the lines as the server holds them (its units, its unique codes): those are re-posted.
    const held = replyLines(reply.Products) ?? lines;
    const filled = await askWithHtml(
      'customizer',
      reply.ProductCustomizerSection,
      plan.texts().dialog('customizerTitle'),
      (form) => readCustomizerValues(form, held) ?? { error: plan.texts().t('customizerInvalid') },
    );
    if (!filled) return { kind: 'none' };
    const again = await post(plan, filled, false);
    return again.kind === 'answered' ? { ...again, lines: again.lines ?? filled } : again;
  }
  return { kind: 'answered', added: reply.NbProductsAdded ?? 0, reply, lines };
}

/** ActionOnConfirm: the first status message becomes a yes/no question; Yes posts the same products to the action. */
async function confirmAction(
  plan: AddPlan,
  d: Extract<Destination, { to: 'basket' }>,
  lines: ProductLine[],
  reply: AddResult,
  action: string,
): Promise<AddOutcome> {
  const [question, ...others] = reply.StatusMessages;
  showStatusMessages(others);
  const url = toSameOriginUrl(action);
  if (url === null) {
    showStatusMessage(plan.texts().t('actionRefused'), MessageType.ERROR);
    console.warn('[storefront] refused an ActionOnConfirm that leaves this site:', action);
    return { kind: 'none' };
  }
  if (!(await confirmStatus(question ?? ''))) return { kind: 'none' };
  const fields =
    d.basket === 'quote' ? { products: lines } : { products: lines, idPriceListPromotionWebPrebooking: d.prebookingId };
  const outcome = await postConfirmedAction({ fields, url: url.href });
  if (!outcome.ok) return { kind: 'none' };
  return { kind: 'confirmed', added: outcome.value.NbProductsAdded ?? 0, reply: outcome.value, lines };
}

/**
 * The one end of every add: the server's messages; the popup opened refreshed when products went in, else closed,
 * then the add's page events each time the server answered, in the spec's order (storefront spec §4, "Add-to-cart
 * flow"; README "Page-script contract"); a REDIRECT is followed. Returns whether products went in.
 */
function endAdd(plan: AddPlan, sent: readonly ProductLine[], outcome: AddOutcome): boolean {
  const { target } = plan;
  if (outcome.kind === 'reload') {
    navigation.reload();
    return false;
  }
  if (outcome.kind === 'warned')
    showStatusMessages(outcome.warnings.map((Message) => ({ Message, Type: MessageType.WARNING })));
  const reply = outcome.kind === 'answered' || outcome.kind === 'confirmed' ? outcome.reply : null;
  // A cart or quote REDIRECT is not an answer about the add (a login, say): the popup closes and the page leaves.
  // A purchase list's is the list the add created: it is told like a success, then followed.
  const told = outcome.kind !== 'none' && !(reply?.Result === ResultCode.REDIRECT && target !== 'purchase-list');
  const added = told && (outcome.kind === 'answered' || outcome.kind === 'confirmed') ? outcome.added : 0;
  const lines = (outcome.kind === 'answered' || outcome.kind === 'confirmed' ? outcome.lines : undefined) ?? sent;
  // Read before the popup is told, so nothing of this module runs between the popup and the page events.
  const detail = {
    products: lines.map(({ ProductCode, Qty, Uom }) => ({ ProductCode, Qty, Uom })),
    nbProductsAdded: added,
  };
  // A section re-rendered while its add ran (unit change, listing reload) is off the page: the events leave from document.
  const from = plan.section.isConnected ? plan.section : document;
  // The server's messages (and a cart's REDIRECT); a purchase list's REDIRECT, the list it made, waits for its event.
  const listMade = target === 'purchase-list' && reply?.Result === ResultCode.REDIRECT;
  if (reply && !listMade) followCallResult(reply);
  if (target !== 'purchase-list') {
    raiseCartPopupEvent(target, added > 0 ? CartPopupEvent.OPENREFRESH : CartPopupEvent.CLOSE);
    // ActionOnConfirm's Yes refreshes the cart even when the action's reply counts nothing added.
    if (added <= 0 && outcome.kind === 'confirmed') raiseCartPopupEvent(target, CartPopupEvent.REFRESH);
  }
  // Each kind's event written out in its call, so the manifest check (tools/build/source-scan.mjs) sees what is raised.
  if (told && target === 'cart') emitProductsAdded('sf:products-added-to-cart', detail, from);
  else if (told && target === 'quote') emitProductsAdded('sf:products-added-to-quote', detail, from);
  else if (told) emitProductsAdded('sf:products-added-to-purchase-list', detail, from);
  if (reply && listMade) followCallResult(reply);
  return added > 0;
}
