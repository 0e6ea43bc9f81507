// The add flow from the click to the send (README "What a click does"): forms valid, classify, popovers, delivery sector, confirm quantities; send/send.ts decides where the lines go and ends the add.

import { parseFragment } from '../../shared/dom/html.ts';
import { afterNextPaint } from '../../shared/dom/tasks.ts';
import { asHtml, endpointCall } from '../../shared/http/index.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { MessageType, showStatusMessage } from '../../shared/stores/status.ts';
import { inPurchaseListMode } from './page/purchase-list-mode.ts';
import { parseConfirmedQty } from './page/quantity.ts';
import {
  ADD_SCOPE,
  type AddAction,
  AddMode,
  type ClassifiedInput,
  lineFrom,
  PL_CHECK,
  type ProductLine,
  qtyInputOf,
  readPage,
  SECTION,
  sectionLine,
  sectionsIn,
} from './page/section.ts';
import { planAdd, send } from './send/send.ts';
import { runConfigurators } from './steps/configurator.ts';
import { ensureDeliverySector } from './steps/sector.ts';
import { askWithHtml, showPopover } from './store.ts';
import { type EngineTexts, invalidText, type LazyTexts, textsFor } from './texts.ts';

const modeOf = (action: AddAction): AddMode =>
  action === 'quote' ? AddMode.QUOTE : action === 'purchase-list' ? AddMode.PURCHASE_LIST : AddMode.GENERIC;

const ACTIONS: readonly AddAction[] = ['cart', 'quote', 'purchase-list', 'cart-comments'];

/** Runs the add a button names (data-sf-add); any other value does nothing. Also Enter in a quantity input (page/keys.ts). */
export function addWith(button: HTMLElement): void {
  const action = ACTIONS.find((a) => a === button.dataset.sfAdd);
  if (action) void runAdd(button, action);
}

/** The delegated click on an add button (engine.tsx attaches it). */
export const onAddClick = (_event: MouseEvent, button: HTMLElement): void => addWith(button);

const busy = new WeakSet<HTMLElement>();

/** One add in flight per set of sections: a second click while pending does nothing. */
async function runAdd(trigger: HTMLElement, action: AddAction): Promise<void> {
  const section = trigger.closest<HTMLElement>(SECTION);
  if (!section) return;
  const scope = section.closest<HTMLElement>(ADD_SCOPE) ?? section;
  if (busy.has(scope)) return;
  busy.add(scope);
  trigger.setAttribute('aria-busy', 'true');
  try {
    await addFrom(section, scope, action, trigger);
  } finally {
    busy.delete(scope);
    trigger.removeAttribute('aria-busy');
  }
}

async function addFrom(
  section: HTMLElement,
  scope: HTMLElement,
  action: AddAction,
  trigger: HTMLElement,
): Promise<void> {
  const texts = lazyTexts(section);
  const mode = modeOf(action);
  // The click's own task shows only the busy button; reading the group, the popup and the request come after that
  // frame is painted, so the click is answered within one frame whatever the listing's size.
  await afterNextPaint();
  const sections = sectionsIn(scope);
  // Forms valid: every form holding these sections passes its own checks (required fields, patterns) before any is read.
  // The loops below stay in this function: the add's walk enters each file once (test/walk/add-walk-order.test.ts).
  const forms = new Set<HTMLFormElement>();
  for (const s of sections) {
    const form = s.closest('form');
    if (form) forms.add(form);
  }
  for (const form of forms) {
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
  }
  const page = readPage(trigger, sections, mode);
  const bulk = scope.dataset.sfConfirmMode === '0';
  const invalid: ClassifiedInput[] = [];
  const chosen: ClassifiedInput[] = [];
  const configured: ClassifiedInput[] = [];
  const plain: ClassifiedInput[] = [];
  const valid: ProductLine[] = [];
  const toConfirm: ClassifiedInput[] = [];
  for (const item of page.items) {
    const { kind } = item.check;
    if (kind === 'invalid') invalid.push(item);
    if (item.line) {
      chosen.push(item);
      (item.provider ? configured : plain).push(item);
      if (kind === 'valid') valid.push(item.line);
    }
    if (kind === 'confirm' || (bulk && kind === 'invalid')) toConfirm.push(item);
  }
  if (invalid.length > 0 && !bulk) return showInvalid(invalid, texts);
  if (chosen.length === 0 && invalid.length === 0) return nothingEntered(section, mode, texts);
  const plan = planAdd(page, action, chosen, section, texts);
  // Members skip the delivery-sector check (LEGACY-MARKUP.md §10), and so does an add to an order being approved.
  if (mode === AddMode.GENERIC && plan.destination.to !== 'order-approval' && !page.member) {
    if (!(await ensureDeliverySector(texts))) return;
  }

  // From here the section may be re-rendered (unit change, listing reload): what the shopper chose still goes in.
  let lines = toConfirm.length === 0 ? valid : await confirmQuantities(valid, toConfirm, bulk, texts);
  if (lines === null) return;
  if (configured.length > 0)
    lines = lines.filter((l) => !configured.some((c) => c.line?.ProductCode === l.ProductCode));
  const done = lines.length === 0 || (await send(plan, lines));
  // The inputs whose products went in are emptied (a failed add keeps them: nothing lost). One the shopper retyped
  // while the add ran keeps the new text, and one re-rendered meanwhile is not the one that was read: both stay.
  if (done) {
    for (const item of plain) {
      if (!item.input.isConnected || item.input.value !== item.typed) continue;
      item.input.value = '';
      const check = item.section.querySelector<HTMLInputElement>(PL_CHECK);
      if (check) check.checked = false;
    }
  }
  if (configured.length > 0) {
    await runConfigurators(
      configured.map((c) => ({ provider: c.provider ?? 'easyprint', line: c.line as ProductLine })),
      texts,
    );
  }
}

/** The section's texts, built on first use only: most adds show none. */
function lazyTexts(section: HTMLElement): LazyTexts {
  let made: EngineTexts | undefined;
  return () => {
    made ??= textsFor(section);
    return made;
  };
}

/** A popover on each input the add refused, saying why; nothing is added. */
function showInvalid(invalid: readonly ClassifiedInput[], texts: LazyTexts): void {
  for (const i of invalid)
    if (i.check.kind === 'invalid') showPopover(i.input, invalidText(texts().t, i.check.reason, i.rules));
}

function nothingEntered(section: HTMLElement, mode: AddMode, texts: LazyTexts): void {
  const check = section.querySelector<HTMLInputElement>(PL_CHECK);
  const onCheck = mode === AddMode.PURCHASE_LIST && check !== null && !check.checked && inPurchaseListMode(section);
  const anchor = onCheck ? check : qtyInputOf(section);
  if (anchor) showPopover(anchor, texts().t(onCheck ? 'nothingSelected' : 'nothingEntered'));
}

/** The quantity confirmation form (LEGACY-MARKUP.md §5) as HTML. */
const loadConfirmation = endpointCall(ENDPOINTS.quantityConfirmation, asHtml, { widget: 'add-to-cart' });

/** Confirm quantities (mode 1: above mustconfirmqty) or, for bulk tables, mode 0 (invalid ones too); null = cancelled. */
async function confirmQuantities(
  valid: ProductLine[],
  toConfirm: ClassifiedInput[],
  bulk: boolean,
  texts: LazyTexts,
): Promise<ProductLine[] | null> {
  const productsToConfirm = toConfirm.map((i) => i.line ?? rawLine(i));
  // A bulk table (data-sf-confirm-mode="0") always asks in mode 0, "invalid or need confirmation" (LEGACY-MARKUP.md §5),
  // even when only thresholds are passed; elsewhere only thresholds get here, which is mode 1.
  const mode = bulk ? 0 : 1;
  const html = await loadConfirmation({ fields: { productsToConfirm, productsConfirmed: valid, mode } });
  if (!html.ok) return null;
  if (!confirmsEach(html.value, productsToConfirm)) {
    // A reply without an input for each line cannot confirm them: nothing is added and the quantities stay typed.
    console.warn('[storefront] the quantity confirmation reply has no .sf-qty-confirm__qty input for each line');
    showStatusMessage(texts().t('confirmUnreadable'), MessageType.ERROR);
    return null;
  }
  return askWithHtml('confirm', html.value, texts().dialog('confirmTitle'), (form) => {
    const edited: ProductLine[] = [];
    for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('.sf-qty-confirm__qty'))) {
      const qty = parseConfirmedQty(input.value);
      if (qty === null) return { error: texts().t('confirmInvalid') };
      const attr = (name: string) => input.getAttribute(name);
      edited.push(lineFrom(qty, attr('productcode') ?? '', attr('iduom'), attr('uniquecodes')));
    }
    return [...valid, ...edited];
  });
}

/** Whether the confirmation HTML holds a quantity input (LEGACY-MARKUP.md §5) for every line waiting for it. */
function confirmsEach(html: string, lines: readonly ProductLine[]): boolean {
  const inputs = Array.from(parseFragment(html).querySelectorAll<HTMLInputElement>('.sf-qty-confirm__qty'));
  const codes = inputs.map((i) => i.getAttribute('productcode') ?? '');
  return inputs.length >= lines.length && lines.every((l) => codes.includes(l.ProductCode));
}

/** An invalid input as the server should see it in the mode-0 modal: the typed text as read with the page (0 if it is no number). */
function rawLine(i: ClassifiedInput): ProductLine {
  return sectionLine(i.section, i.input, i.typedNumber ?? 0);
}
