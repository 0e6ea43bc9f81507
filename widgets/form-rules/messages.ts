// Form rule messages (the jQuery-validation wording the legacy forms used), English and French.
const en = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  maxLength: 'Please enter no more than {0} characters.',
  minLength: 'Please enter at least {0} characters.',
  zip: 'Please enter a valid postal code.',
  phone: 'Please enter a valid phone number.',
  equalTo: 'Please enter the same value again.',
  lessThan: 'Please enter a smaller value.',
  lessThanOrEqual: 'Please enter a value that is not greater.',
  pattern: 'Please enter a value in the expected format.',
  passwordLength: 'Passwords must be at least {0} characters.',
  passwordNonAlpha: 'Passwords must contain at least {0} special characters (not letters or digits).',
  passwordRegex: 'This password is not strong enough.',
  summary: '{count, plural, one {# field needs your attention.} other {# fields need your attention.}}',
};
const fr: Record<keyof typeof en, string> = {
  required: 'Ce champ est obligatoire.',
  email: 'Veuillez fournir une adresse électronique valide.',
  maxLength: 'Veuillez fournir au plus {0} caractères.',
  minLength: 'Veuillez fournir au moins {0} caractères.',
  zip: 'Veuillez fournir un code postal valide.',
  phone: 'Veuillez fournir un numéro de téléphone valide.',
  equalTo: 'Veuillez fournir encore la même valeur.',
  lessThan: 'Veuillez fournir une valeur plus petite.',
  lessThanOrEqual: 'Veuillez fournir une valeur qui n’est pas plus grande.',
  pattern: 'Veuillez fournir une valeur dans le format attendu.',
  passwordLength: 'Le mot de passe doit contenir au moins {0} caractères.',
  passwordNonAlpha: 'Le mot de passe doit contenir au moins {0} caractères spéciaux (ni lettres ni chiffres).',
  passwordRegex: 'Ce mot de passe n’est pas assez robuste.',
  summary: '{count, plural, one {# champ demande votre attention.} other {# champs demandent votre attention.}}',
};
export default { en, fr };
