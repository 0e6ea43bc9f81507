// Shows or clears a field's error under it in server-rendered forms, linked with aria-describedby and announced.
let seq = 0;

export function setFieldError(field: HTMLInputElement | HTMLTextAreaElement, message: string | null): void {
  if (!field.id) field.id = `sf-field-${++seq}`;
  const errorId = `${field.id}-error`;
  let slot = document.getElementById(errorId);
  const describedBy = new Set((field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
  if (message === null) {
    slot?.remove();
    describedBy.delete(errorId);
    field.removeAttribute('aria-invalid');
  } else {
    if (!slot) {
      slot = document.createElement('span');
      slot.id = errorId;
      slot.className = 'sf-field-error';
      slot.setAttribute('role', 'alert');
      field.after(slot);
    }
    slot.textContent = message;
    describedBy.add(errorId);
    field.setAttribute('aria-invalid', 'true');
  }
  if (describedBy.size > 0) field.setAttribute('aria-describedby', [...describedBy].join(' '));
  else field.removeAttribute('aria-describedby');
}
