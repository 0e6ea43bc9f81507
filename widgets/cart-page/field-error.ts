// Shows or clears a field's error under it in the cart page's forms (the shared slot, announced; removed when fixed).
import { createErrorSlot, errorIdOf, linkFieldError } from '../../shared/dom/field-error.ts';

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
