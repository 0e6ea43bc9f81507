// Defines the form-rules behaviour for form[data-sf-validate] (its listeners: form-listeners.ts).
import { formRules } from './form-listeners.ts';

export function define(): void {
  formRules.attach();
}
