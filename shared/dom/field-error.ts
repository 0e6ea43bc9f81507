// A field's error message in server-rendered forms: the slot beside it, aria-invalid and aria-describedby kept in step.
import { ensureId } from './ids.ts';

type ErrorField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The id of the field's own error slot (the field gets an id first when it has none). */
export const errorIdOf = (field: ErrorField): string => `${ensureId(field)}-error`;

/** A new empty slot `<span class="sf-field-error">` placed after `anchor`; role="alert" announces it at once. */
export function createErrorSlot(id: string, anchor: Element, role?: 'alert'): HTMLElement {
  const slot = document.createElement('span');
  slot.id = id;
  slot.className = 'sf-field-error';
  if (role) slot.setAttribute('role', role);
  anchor.after(slot);
  return slot;
}

/** Shows `message` in `slot` and links it to the field, or (null) clears both; `errorId` is the slot's id. */
export function linkFieldError(
  field: ErrorField,
  slot: HTMLElement | null,
  errorId: string,
  message: string | null,
): void {
  const describedBy = new Set((field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
  if (message === null) {
    field.removeAttribute('aria-invalid');
    if (slot) slot.textContent = '';
    describedBy.delete(errorId);
  } else if (slot) {
    field.setAttribute('aria-invalid', 'true');
    slot.textContent = message;
    slot.classList.add('sf-field-error');
    describedBy.add(errorId);
  }
  if (describedBy.size > 0) field.setAttribute('aria-describedby', [...describedBy].join(' '));
  else field.removeAttribute('aria-describedby');
}

/** Shows `message` in the field's own slot (created after it, role="alert") or, with null, clears and removes it. */
export function setFieldError(field: HTMLInputElement | HTMLTextAreaElement, message: string | null): void {
  const errorId = errorIdOf(field);
  const existing = document.getElementById(errorId);
  if (message === null) {
    linkFieldError(field, existing, errorId, null);
    existing?.remove();
    return;
  }
  linkFieldError(field, existing ?? createErrorSlot(errorId, field, 'alert'), errorId, message);
}
