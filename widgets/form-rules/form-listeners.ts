// Delegated behaviour for form[data-sf-validate]: our messages instead of the browser's, on submit, blur and correction.
import { delegate } from '../../shared/dom/delegate.ts';
import { observeMatches } from '../../shared/dom/observe.ts';
import { attachOnce } from '../../shared/dom/once.ts';
import { refreshMarkers, validateField, validateForm } from './store.ts';
import { isField } from './validate.ts';

const FORM_SELECTOR = 'form[data-sf-validate]';
const isSubmitterOf = (el: EventTarget | null, form: HTMLFormElement): boolean =>
  ((el instanceof HTMLButtonElement && el.type === 'submit') ||
    (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'image'))) &&
  el.form === form;
/** The button or input a pointer is pressing, from pointerdown until its click (or the next key). */
let pressed: Element | null = null;

export const formRules = attachOnce(() => {
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
  document.addEventListener(
    'pointerdown',
    (event) => {
      pressed = event.target instanceof Element ? event.target.closest('button, input') : null;
    },
    true,
  );
  // Not on pointerup: a touch focuses the button only in the mouse events that follow it.
  for (const type of ['click', 'keydown'] as const)
    document.addEventListener(
      type,
      () => {
        pressed = null;
      },
      true,
    );
  delegate(document, 'focusout', `${FORM_SELECTOR} :is(input, select, textarea)`, (event, field) => {
    if (!isField(field)) return;
    // A pointer pressing this form's submit button: the submit checks every field anyway, and an error shown now
    // would push the button from under the pointer between mousedown and mouseup, swallowing the click.
    // (Tabbing to the button still checks the field.)
    const next = event.relatedTarget;
    if (field.form && next !== null && next === pressed && isSubmitterOf(next, field.form)) return;
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
});
