// Form-rule actions: validate a field or a whole form, localise the message, show it; the count of invalid fields.
import { atom } from 'nanostores';
import { resolveLocale } from '../../shared/i18n/locale.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { announce, showFieldError, syncRequiredMarkers } from './errors.ts';
import messages from './messages.ts';
import type { Failure } from './rules.ts';
import { checkField, type Field, formFields } from './validate.ts';

/** Invalid fields found by the last form validation (for page scripts and tests). */
const $invalidFields = atom<readonly Field[]>([]);

function messageFor(failure: Failure, element: Element): string {
  return createTranslator(messages, resolveLocale(element))(failure.key, failure.values);
}

/** Checks one field and shows (or clears) its message; true when it passes. */
export function validateField(field: Field): boolean {
  const form = field.form;
  const failure = checkField(field, form);
  showFieldError(field, form, failure ? messageFor(failure, field) : null);
  return failure === null;
}

/** Checks every field; on failure announces how many and focuses the first invalid one. */
export function validateForm(form: HTMLFormElement): boolean {
  const fields = formFields(form);
  syncRequiredMarkers(form, fields);
  const invalid = fields.filter((field) => !validateField(field));
  $invalidFields.set(invalid);
  if (invalid.length === 0) {
    announce(form, '');
    return true;
  }
  announce(form, createTranslator(messages, resolveLocale(form))('summary', { count: invalid.length }));
  invalid[0]?.focus();
  return false;
}

export function refreshMarkers(form: HTMLFormElement): void {
  syncRequiredMarkers(form, formFields(form));
}
