// Page-helper state: which forms hold unsaved changes.
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
