// Delegated behaviour for form[data-sf-validate]: our messages instead of the browser's, on submit, blur and correction.
import { delegate, observeMatches } from '../../shared/dom/index.ts';
import { refreshMarkers, validateField, validateForm } from './store.ts';
import { isField } from './validate.ts';

export const FORM_SELECTOR = 'form[data-sf-validate]';
let defined = false;

export function define(): void {
  if (defined) return;
  defined = true;
  observeMatches(FORM_SELECTOR, (form) => {
    // Our messages replace the browser's bubbles (which ignore the page language).
    (form as HTMLFormElement).noValidate = true;
    refreshMarkers(form as HTMLFormElement);
  });
  // Capture: an invalid form must stop before any other submit handler sends it.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(FORM_SELECTOR)) return;
      if (!validateForm(form)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    },
    true,
  );
  delegate(document, 'focusout', `${FORM_SELECTOR} :is(input, select, textarea)`, (_event, field) => {
    if (!isField(field)) return;
    // Like the legacy forms: a field is judged once the shopper has typed in it, or once it was flagged.
    if (field.value !== '' || field.getAttribute('aria-invalid') === 'true') validateField(field);
  });
  const onChange = (_event: Event, field: HTMLElement) => {
    if (!isField(field) || !field.form) return;
    refreshMarkers(field.form);
    if (field.getAttribute('aria-invalid') === 'true') validateField(field);
  };
  delegate(document, 'input', `${FORM_SELECTOR} :is(input, select, textarea)`, onChange);
  delegate(document, 'change', `${FORM_SELECTOR} :is(input, select, textarea)`, onChange);
}
