// Quantity input behaviour: the numeric key filter (keydown, beforeinput, paste, input), Enter adds, school button.
import { applyInsertion, isAcceptableText, isAllowedKey, maxLengthFor, readQtyRules } from './quantity.ts';
import { ENTER_PRESSES, QTY_INPUT, SECTION } from './section.ts';

const multipleOf = (input: HTMLInputElement): number => readQtyRules(input).multiple;
const lastGood = new WeakMap<HTMLInputElement, string>();

/**
 * The input's maxlength comes from its multiple (4, or 4 + 1 + decimals), not from the markup: a page written
 * by hand or an old template may carry a wrong one, which would stop the shopper typing a valid decimal quantity.
 */
export function applyQtyMaxLength(input: HTMLInputElement): void {
  const wanted = String(maxLengthFor(multipleOf(input)));
  if (input.getAttribute('maxlength') !== wanted) input.setAttribute('maxlength', wanted);
}

/** The button Enter presses: the section's cart button, else its quote button. */
function enterTarget(input: HTMLInputElement): HTMLElement | null {
  const section = input.closest(SECTION);
  for (const press of ENTER_PRESSES) {
    const button = section?.querySelector<HTMLElement>(press);
    if (button) return button;
  }
  return null;
}

export function onQtyKeydown(event: KeyboardEvent, input: HTMLInputElement, add: (button: HTMLElement) => void): void {
  if (event.key === 'Enter') {
    event.preventDefault();
    const button = enterTarget(input);
    if (button) add(button);
    return;
  }
  if (!isAllowedKey(event)) event.preventDefault();
}

/** beforeinput covers mobile keyboards and drops; paste is checked too for browsers that skip beforeinput on it. */
export function onQtyInsert(event: InputEvent | ClipboardEvent, input: HTMLInputElement): void {
  const inserted =
    'clipboardData' in event
      ? (event.clipboardData?.getData('text') ?? '')
      : event.inputType.startsWith('insert')
        ? (event.data ?? '')
        : null;
  if (inserted === null) return;
  const next = applyInsertion(
    input.value,
    input.selectionStart ?? input.value.length,
    input.selectionEnd ?? input.value.length,
    inserted,
  );
  if (!isAcceptableText(next, multipleOf(input))) event.preventDefault();
}

/** Last resort when an edit got through anyway (autofill, IME): put back the last acceptable value. */
export function onQtyInput(input: HTMLInputElement): void {
  if (isAcceptableText(input.value, multipleOf(input))) lastGood.set(input, input.value);
  else input.value = lastGood.get(input) ?? '';
}

/** Back-to-school button: each quantity input of its listing (or the page) gets its minimum quantity. */
export function fillSchoolQuantities(button: HTMLElement): void {
  const scope = button.closest('.sf-listing-results, sf-listing, [data-sf-add-scope]') ?? document;
  for (const input of Array.from(scope.querySelectorAll<HTMLInputElement>(`${SECTION} ${QTY_INPUT}`))) {
    input.value = String(readQtyRules(input).min);
    lastGood.set(input, input.value);
  }
}
