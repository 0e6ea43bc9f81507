// Shows a field's error next to it, linked with aria-describedby/aria-invalid; keeps the required-if markers in step.
import { createErrorSlot, errorIdOf, linkFieldError } from '../../shared/dom/field-error.ts';
import type { Field } from './validate.ts';
import { isRequiredNow } from './validate.ts';

/** The legacy message slot ([data-valmsg-for]) when the server rendered one, else a span after the field. */
function errorSlot(field: Field, form: HTMLFormElement | null, create: boolean): HTMLElement | null {
  const errorId = errorIdOf(field);
  const existing =
    document.getElementById(errorId) ??
    (field.name ? form?.querySelector<HTMLElement>(`[data-valmsg-for="${CSS.escape(field.name)}"]`) : null);
  if (existing || !create) {
    if (existing && !existing.id) existing.id = errorId;
    return existing ?? null;
  }
  // Radios and checkboxes sit inside their label: put the message after the label.
  return createErrorSlot(errorId, field.closest('label') ?? field);
}

export function showFieldError(field: Field, form: HTMLFormElement | null, message: string | null): void {
  const slot = errorSlot(field, form, message !== null);
  // A legacy slot keeps its id: unlinking a missing slot leaves aria-describedby as it was.
  linkFieldError(field, slot, slot?.id ?? '', message);
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
