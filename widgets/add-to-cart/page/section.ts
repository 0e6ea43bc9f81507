// Reads server-rendered add-to-cart sections: their quantity inputs, rules and the product lines they hold.
import { readLegacyFlags } from '../../../shared/config/legacy-values.ts';
import { IS_CUSTOM_ATTRIBUTE, PROVIDER_A, PROVIDER_B, type ProviderName } from '../../../shared/providers.ts';
import {
  checkQty,
  QTY_INPUT_FLAGS,
  type QtyCheck,
  type QtyInputFlags,
  type QtyRules,
  readQtyRules,
} from './quantity.ts';

export const SECTION = '.sf-add-to-cart';
export const QTY_INPUT = '.sf-qty';
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

/** Classifies every input of these sections (README "What a click does", classify); purchase-list mode only counts ticked ones. */
export function classify(sections: readonly HTMLElement[], mode: AddMode): ClassifiedInput[] {
  const out: ClassifiedInput[] = [];
  for (const section of sections) {
    const input = qtyInputOf(section);
    if (!input) continue;
    if (mode === AddMode.PURCHASE_LIST && !section.querySelector<HTMLInputElement>(PL_CHECK)?.checked) continue;
    const typed = input.value;
    // The page is read first (the line as typed, the flags), then judged (quantity.ts): nothing is read back after.
    const read = typed.trim() === '' ? null : sectionLine(section, input, 0);
    const flags = readLegacyFlags(input, QTY_INPUT_FLAGS);
    const rules = readQtyRules(input, flags);
    const check = checkQty(typed, rules);
    const line = read && (check.kind === 'valid' || check.kind === 'confirm') ? { ...read, Qty: check.qty } : null;
    const provider = flags[IS_CUSTOM_ATTRIBUTE[PROVIDER_A]]
      ? PROVIDER_A
      : flags[IS_CUSTOM_ATTRIBUTE[PROVIDER_B]]
        ? PROVIDER_B
        : null;
    out.push({ section, input, typed, flags, rules, check, line, provider });
  }
  return out;
}

/**
 * Empties the inputs whose products went in (a failed add keeps them: nothing lost). An input the shopper retyped
 * while the add ran keeps the new text, and one re-rendered meanwhile is not the one that was read: both stay.
 */
export function clearInputs(items: readonly ClassifiedInput[]): void {
  for (const item of items) {
    if (!item.input.isConnected || item.input.value !== item.typed) continue;
    item.input.value = '';
    const check = item.section.querySelector<HTMLInputElement>(PL_CHECK);
    if (check) check.checked = false;
  }
}

/** The prebooking promotion id of the listing (hidden input IdPriceListPromotionWebPrebooking), 0 if none. */
export function prebookingIdFor(section: Element): number {
  const scoped = section
    .closest('.sf-listing-results, sf-listing')
    ?.querySelectorAll<HTMLInputElement>('input[name="IdPriceListPromotionWebPrebooking"]');
  const all =
    scoped && scoped.length > 0
      ? scoped
      : document.querySelectorAll<HTMLInputElement>('input[name="IdPriceListPromotionWebPrebooking"]');
  const n = Number(all[all.length - 1]?.value ?? '0');
  return Number.isInteger(n) && n > 0 ? n : 0;
}
