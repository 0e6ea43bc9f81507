// Page-helper state and pure text rules: which forms hold unsaved changes, counter text, search/lower-case cleaning.
import { atom } from 'nanostores';

/** Whether a form marked data-sf-unsaved-warning was changed and not submitted (the form carries data-sf-changed). */
export const $hasUnsavedChanges = atom(false);
const CHANGED = 'data-sf-changed';

// The mark lives on the element (not in a Set) so a form removed from the page stops counting by itself.
const refresh = () => $hasUnsavedChanges.set(document.querySelector(`form[${CHANGED}]`) !== null);

export function markDirty(form: Element): void {
  form.setAttribute(CHANGED, 'true');
  refresh();
}
export function markClean(form?: Element): void {
  for (const f of form ? [form] : Array.from(document.querySelectorAll(`form[${CHANGED}]`))) f.removeAttribute(CHANGED);
  refresh();
}
export const hasUnsavedChanges = (): boolean => {
  refresh();
  return $hasUnsavedChanges.get();
};

/** Cuts a text at its maximum (in UTF-16 units, as maxlength counts) and says what is left. */
export function limitText(value: string, max: number): { value: string; left: number } {
  const kept = value.length > max ? value.slice(0, max) : value;
  return { value: kept, left: max - kept.length };
}
