// Shows a field's error next to it, linked with aria-describedby/aria-invalid; keeps the required-if markers in step.
import type { Field } from './validate.ts';
import { isRequiredNow } from './validate.ts';

let counter = 0;
const idOf = (field: Field) => {
  if (!field.id) field.id = `sf-field-${++counter}`;
  return field.id;
};

/** The legacy message slot ([data-valmsg-for]) when the server rendered one, else a span after the field. */
function errorSlot(field: Field, form: HTMLFormElement | null, create: boolean): HTMLElement | null {
  const errorId = `${idOf(field)}-error`;
  const existing =
    document.getElementById(errorId) ??
    (field.name ? form?.querySelector<HTMLElement>(`[data-valmsg-for="${CSS.escape(field.name)}"]`) : null);
  if (existing || !create) {
    if (existing && !existing.id) existing.id = errorId;
    return existing ?? null;
  }
  const slot = document.createElement('span');
  slot.id = errorId;
  slot.className = 'sf-field-error';
  // Radios and checkboxes sit inside their label: put the message after the label.
  const anchor = field.closest('label') ?? field;
  anchor.after(slot);
  return slot;
}

export function showFieldError(field: Field, form: HTMLFormElement | null, message: string | null): void {
  const slot = errorSlot(field, form, message !== null);
  const describedBy = new Set((field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
  if (message === null) {
    field.removeAttribute('aria-invalid');
    if (slot) {
      slot.textContent = '';
      describedBy.delete(slot.id);
    }
  } else if (slot) {
    field.setAttribute('aria-invalid', 'true');
    slot.textContent = message;
    slot.classList.add('sf-field-error');
    describedBy.add(slot.id);
  }
  if (describedBy.size > 0) field.setAttribute('aria-describedby', [...describedBy].join(' '));
  else field.removeAttribute('aria-describedby');
}

/** Shows or hides the label's required marker (.sf-required-marker) of each required-if field. */
export function syncRequiredMarkers(form: HTMLFormElement, fields: readonly Field[]): void {
  for (const field of fields) {
    if (!field.hasAttribute('data-val-requiredif')) continue;
    const label = (field.id && form.querySelector(`label[for="${CSS.escape(field.id)}"]`)) || field.closest('label');
    const marker = label?.querySelector<HTMLElement>('.sf-required-marker');
    const requiredNow = isRequiredNow(field, form);
    if (marker) marker.hidden = !requiredNow;
    field.setAttribute('aria-required', String(requiredNow));
  }
}

/** A polite live region per form for the submit summary. */
export function announce(form: HTMLFormElement, text: string): void {
  let region = form.querySelector<HTMLElement>(':scope > .sf-form-summary');
  if (!region) {
    region = document.createElement('p');
    region.className = 'sf-form-summary sf-visually-hidden';
    region.setAttribute('role', 'status');
    form.prepend(region);
  }
  region.textContent = text;
}
