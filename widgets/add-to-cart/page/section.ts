// Reads the page an add starts from (readPage): its server-rendered sections, their quantity inputs, flags, rules and lines, and the ids the add carries.
import {
  isLegacyTrue,
  type LegacyNumberRules,
  parseLegacyNumber,
  parseLegacyNumbers,
  readLegacyFlags,
  readLegacyNumbers,
} from '../../../shared/config/legacy-values.ts';
import { IS_CUSTOM_ATTRIBUTE, PROVIDER_A, PROVIDER_B, type ProviderName } from '../../../shared/providers.ts';
import { inPurchaseListMode } from './purchase-list-mode.ts';
import {
  checkQty,
  QTY_INPUT_FLAGS,
  QTY_INPUT_NUMBERS,
  type QtyCheck,
  type QtyInputFlags,
  type QtyInputNumbers,
  type QtyRules,
  qtyRulesFrom,
} from './quantity.ts';

export const SECTION = '.sf-add-to-cart';
export const QTY_INPUT = '.sf-qty';
/** The add buttons: the engine's clicks, and those the loader keeps until it is in (manifest.ts `keepsClicks`). */
export const ADD_BUTTON = `${SECTION} [data-sf-add]`;
/** The button Enter in a quantity presses: the section's cart button, else its quote button (page/keys.ts). */
export const ENTER_PRESSES = ['[data-sf-add="cart"]', '[data-sf-add="quote"]'] as const;
export const PL_CHECK = '.sf-purchase-list-check';

export const AddMode = { GENERIC: 0, PURCHASE_LIST: 1, QUOTE: 2 } as const;
export type AddMode = (typeof AddMode)[keyof typeof AddMode];
/** The four add buttons (data-sf-add): each sends its lines to one destination (send/send.ts). */
export type AddAction = 'cart' | 'quote' | 'purchase-list' | 'cart-comments';

export interface CustomizerValue {
  Name: string;
  Value: string | boolean;
}
/** Product to add: one line of the `products` JSON field (LEGACY-MARKUP.md §4). */
export interface ProductLine {
  Qty: number;
  ProductCode: string;
  Uom: number;
  UniqueCodes: string;
  ProductCustomizerValues?: CustomizerValue[];
}

export interface ClassifiedInput {
  section: HTMLElement;
  input: HTMLInputElement;
  /** The text the input held when the add began. */
  typed: string;
  /** That text as a number (parseLegacyNumber: a comma is the decimal point), if it reads as one. */
  typedNumber: number | undefined;
  /** Its flag attributes, read once (isquickaddtocart, isfromorderapproval, the configurators'…). */
  flags: QtyInputFlags;
  rules: QtyRules;
  check: QtyCheck;
  line: ProductLine | null;
  /** The external configurator this product needs, if any. */
  provider: ProviderName | null;
}

/** The sections an add covers: all those of the closest element matching this (listing, table, group), else the clicked one alone. */
export const ADD_SCOPE = '[data-sf-add-scope], .sf-listing-results, .sf-products, .sf-qty-table';

export function sectionsIn(scope: HTMLElement): HTMLElement[] {
  return scope.matches(SECTION) ? [scope] : Array.from(scope.querySelectorAll<HTMLElement>(SECTION));
}

export function qtyInputOf(section: Element): HTMLInputElement | null {
  return section.querySelector<HTMLInputElement>(QTY_INPUT);
}

/** The product code: the input's, or for the quick-add row the code typed in .sf-quick-code. */
function productCodeOf(section: Element, input: HTMLInputElement): string {
  const own = input.getAttribute('productcode')?.trim() ?? '';
  if (own !== '') return own;
  const quick = section.querySelector<HTMLInputElement>('.sf-quick-code')?.value.trim() ?? '';
  return quick !== '' ? quick : (section.getAttribute('productcode') ?? '').trim();
}

/**
 * One product line (Product to add), the one place its fields are read: the unit id a whole number of 0 or more
 * (anything else 0), the unique codes a string.
 */
export function lineFrom(
  qty: number,
  productCode: string,
  uom: string | null | undefined,
  uniqueCodes: string | null | undefined,
): ProductLine {
  const n = Number(uom ?? '0');
  return {
    Qty: qty,
    ProductCode: productCode,
    Uom: Number.isInteger(n) && n >= 0 ? n : 0,
    UniqueCodes: uniqueCodes ?? '',
  };
}

/** The line a section's input stands for at this quantity: its code, its unit (the .sf-uom select wins). */
export function sectionLine(section: Element, input: HTMLInputElement, qty: number): ProductLine {
  const uom = section.querySelector<HTMLSelectElement>('.sf-uom')?.value ?? input.getAttribute('iduom');
  return lineFrom(qty, productCodeOf(section, input), uom, input.getAttribute('uniquecodes'));
}

/** The page as one add reads it (README "What a click does", classify). */
export interface AddPage {
  /** Every input of the sections, classified; for a purchase-list add in purchase-list mode, only the ticked ones. */
  items: ClassifiedInput[];
  /** The listing's prebooking promotion (prebookingIdFor), 0 if none. */
  prebookingId: number;
  /** The button's purchase list (data-purchase-list-id), 0 if none. */
  purchaseListId: number;
  /** The purchase list whose comments a cart-with-comments add copies (data-id-purchase-list-copy-comments), 0 if none. */
  copyCommentsFrom: number;
  /** The order being edited for approval (body data-id-order-to-add-products), 0 if none. */
  editing: number;
  /** The visitor is logged in (body data-authenticated, LEGACY-MARKUP.md §10). */
  member: boolean;
}

/** An id the page writes as a number (a promotion, a list, an order): a whole number above 0; else 0 (none). */
const ID: LegacyNumberRules = { integer: true, positive: true };

/**
 * Reads what an add from `button` needs from the page in three passes: the markup (each input, what it holds, its
 * line; the ids of the listing, the button and the body, as written), then every value as the server writes it
 * (config/legacy-values.ts: the inputs' flags and numbers, what each holds, the ids, the visitor), then the quantity
 * rules each input is judged by (quantity.ts). Nothing is read back after it was judged.
 */
export function readPage(button: HTMLElement, sections: readonly HTMLElement[], mode: AddMode): AddPage {
  const found: { section: HTMLElement; input: HTMLInputElement; typed: string; read: ProductLine | null }[] = [];
  for (const section of sections) {
    const input = qtyInputOf(section);
    if (!input) continue;
    const ticked = section.querySelector<HTMLInputElement>(PL_CHECK)?.checked === true;
    if (mode === AddMode.PURCHASE_LIST && !ticked && inPurchaseListMode(section)) continue;
    const typed = input.value;
    found.push({ section, input, typed, read: typed.trim() === '' ? null : sectionLine(section, input, 0) });
  }
  const idTexts = {
    prebookingId: [prebookingIdText(button), ID],
    purchaseListId: [button.dataset.purchaseListId, ID],
    copyCommentsFrom: [button.dataset.idPurchaseListCopyComments, ID],
    editing: [document.body.dataset.idOrderToAddProducts, ID],
  } as const;
  const valued: ((typeof found)[number] & {
    flags: QtyInputFlags;
    numbers: QtyInputNumbers;
    typedNumber: number | undefined;
  })[] = [];
  for (const f of found) {
    const flags = readLegacyFlags(f.input, QTY_INPUT_FLAGS);
    const numbers = readLegacyNumbers(f.input, QTY_INPUT_NUMBERS);
    valued.push({ ...f, flags, numbers, typedNumber: parseLegacyNumber(f.typed) });
  }
  const ids = parseLegacyNumbers(idTexts);
  const member = isLegacyTrue(document.body.dataset.authenticated);
  const items: ClassifiedInput[] = [];
  for (const { section, input, typed, typedNumber, read, flags, numbers } of valued) {
    const rules = qtyRulesFrom(numbers, flags);
    const check = checkQty(typed, typedNumber, rules);
    const line = read && (check.kind === 'valid' || check.kind === 'confirm') ? { ...read, Qty: check.qty } : null;
    const provider = flags[IS_CUSTOM_ATTRIBUTE[PROVIDER_A]]
      ? PROVIDER_A
      : flags[IS_CUSTOM_ATTRIBUTE[PROVIDER_B]]
        ? PROVIDER_B
        : null;
    items.push({ section, input, typed, typedNumber, flags, rules, check, line, provider });
  }
  return {
    prebookingId: ids.prebookingId ?? 0,
    purchaseListId: ids.purchaseListId ?? 0,
    copyCommentsFrom: ids.copyCommentsFrom ?? 0,
    editing: ids.editing ?? 0,
    items,
    member,
  };
}

/** The prebooking promotion id of the listing (hidden input IdPriceListPromotionWebPrebooking) as written, if any. */
function prebookingIdText(section: Element): string | undefined {
  const scoped = section
    .closest('.sf-listing-results, sf-listing')
    ?.querySelectorAll<HTMLInputElement>('input[name="IdPriceListPromotionWebPrebooking"]');
  const all =
    scoped && scoped.length > 0
      ? scoped
      : document.querySelectorAll<HTMLInputElement>('input[name="IdPriceListPromotionWebPrebooking"]');
  return all[all.length - 1]?.value;
}
