// Reads the rules a field declares (attributes documented in README.md) and checks it against its form.
import { isLegacyTrue } from '../../shared/config/legacy-values.ts';
import { controlsOf } from '../../shared/dom/pristine-dom.ts';
import { checkPhone, checkPostalCode } from './postal.ts';
import type { Failure } from './rules.ts';
import * as rules from './rules.ts';

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const isField = (el: Element | null): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/** A field's value as the rules see it: checkbox "true"/"false", radio group its checked value. */
function fieldValue(field: Field, form: HTMLFormElement | null): string {
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked ? 'true' : 'false';
  if (field instanceof HTMLInputElement && field.type === 'radio') {
    const checked = form?.querySelector<HTMLInputElement>(
      `input[type="radio"][name="${CSS.escape(field.name)}"]:checked`,
    );
    return checked?.value ?? '';
  }
  return field.value;
}

/** The other field a rule names: by name in the same form (the legacy "*." prefix allowed), else by id. */
function otherField(form: HTMLFormElement | null, name: string | null): Field | null {
  if (!name) return null;
  const bare = name.replace(/^\*\./, '');
  const found = form?.querySelector(`[name="${CSS.escape(bare)}"]`) ?? document.getElementById(bare);
  return isField(found) ? found : null;
}

const attr = (field: Field, name: string): string | null => field.getAttribute(name);
const has = (field: Field, name: string): boolean => field.hasAttribute(name);
const int = (raw: string | null): number | null => {
  const n = raw === null ? Number.NaN : Number.parseInt(raw, 10);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** Is the field required right now (plain required, or required-if satisfied)? Checkboxes never are. */
export function isRequiredNow(field: Field, form: HTMLFormElement | null): boolean {
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return false;
  if (has(field, 'required') || has(field, 'data-val-required')) return true;
  if (!has(field, 'data-val-requiredif')) return false;
  const other = otherField(form, attr(field, 'data-val-requiredif-other'));
  return other !== null && rules.isRequiredBy(fieldValue(other, form), attr(field, 'data-val-requiredif-values') ?? '');
}

/** Checks every declared rule in order; zip and phone rewrite the field with their formatted value. */
export function checkField(field: Field, form: HTMLFormElement | null): Failure | null {
  if (field.disabled) return null;
  const value = fieldValue(field, form);
  const other = (rule: string, param = 'other') => {
    const f = otherField(form, attr(field, `data-val-${rule}-${param}`));
    return f ? fieldValue(f, form) : '';
  };
  if (isRequiredNow(field, form)) {
    const failure = rules.required(value);
    if (failure) return failure;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return null;
  const max = int(
    attr(field, 'data-val-length-max') ?? attr(field, 'data-val-maxlength-max') ?? attr(field, 'maxlength'),
  );
  const min = int(
    attr(field, 'data-val-length-min') ?? attr(field, 'data-val-minlength-min') ?? attr(field, 'minlength'),
  );
  const checks: (() => Failure | null)[] = [
    () =>
      (field instanceof HTMLInputElement && field.type === 'email') || has(field, 'data-val-email')
        ? rules.email(value)
        : null,
    () => (max !== null ? rules.maxLength(value, max) : null),
    () => (min !== null ? rules.minLength(value, min) : null),
    () => (has(field, 'data-val-zip') ? rewrite(field, checkPostalCode(value, other('zip', 'country'))) : null),
    () => (has(field, 'data-val-phone') ? rewrite(field, checkPhone(value, other('phone', 'country'))) : null),
    () =>
      has(field, 'data-val-equalto')
        ? rules.equalTo(value, other('equalto'), isLegacyTrue(attr(field, 'data-val-equalto-allowempty')))
        : null,
    () =>
      has(field, 'data-val-lessthan')
        ? rules.lessThan(value, other('lessthan'), attr(field, 'data-val-lessthan-allowequality') ?? '')
        : null,
    () => (has(field, 'data-val-dynamicpattern') ? rules.dynamicPattern(value, other('dynamicpattern')) : null),
    () =>
      has(field, 'data-val-password')
        ? rules.password(value, {
            minLength: int(attr(field, 'data-val-password-minlength')) ?? 0,
            minNonAlphanumeric: int(attr(field, 'data-val-password-minnonalphanumeric')) ?? 0,
            regex: attr(field, 'data-val-password-regex') ?? '',
          })
        : null,
  ];
  for (const check of checks) {
    const failure = check();
    if (failure) return failure;
  }
  return null;
}

function rewrite(field: Field, checked: { value: string; failure: Failure | null }): Failure | null {
  if (field.value !== checked.value) field.value = checked.value;
  return checked.failure;
}

/** The fields of a form the rules look at (buttons and hidden inputs excluded). */
export const formFields = (form: HTMLFormElement): Field[] =>
  Array.from(controlsOf(form)).filter(
    (el): el is Field =>
      isField(el) &&
      !(el instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'reset', 'image'].includes(el.type)),
  );
