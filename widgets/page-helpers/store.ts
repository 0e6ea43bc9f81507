// Page-helper state: which forms hold unsaved changes.
import { atom } from 'nanostores';

/** Whether a form marked data-sf-unsaved-warning was changed and not submitted (the form carries data-sf-changed). */
export const $hasUnsavedChanges = atom(false);
const CHANGED = 'data-sf-changed';
/**
 * What the bundle itself noted on a form the shopper changed. The attribute alone is not believed: markup can carry
 * it (a fragment, a page cached with it), and nobody changed that form. A symbol-keyed property cannot be written
 * by markup.
 */
const NOTED = Symbol('sf-changed');
type Noted = { [NOTED]?: true };

// The mark lives on the element (not in a Set) so a form removed from the page stops counting by itself.
const changedForms = () =>
  Array.from(document.querySelectorAll(`form[${CHANGED}]`)).filter((f) => (f as Noted)[NOTED] === true);
const refresh = () => $hasUnsavedChanges.set(changedForms().length > 0);

export function markDirty(form: Element): void {
  (form as Noted)[NOTED] = true;
  form.setAttribute(CHANGED, 'true');
  refresh();
}
export function markClean(form?: Element): void {
  for (const f of form ? [form] : changedForms()) {
    delete (f as Noted)[NOTED];
    f.removeAttribute(CHANGED);
  }
  refresh();
}
export const hasUnsavedChanges = (): boolean => {
  refresh();
  return $hasUnsavedChanges.get();
};
