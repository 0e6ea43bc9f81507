// What page authors and editors learn about form rules (custom-elements.json, editor completion).
import { defineBehaviour } from '../../shared/manifest.ts';

const FIELD = 'field of a form[data-sf-validate]';
/** "Other field" values: a field name in the same form (a leading *. is accepted), else an element id. */
const OTHER = 'Name of the other field (same form; a leading *. is accepted), else its id';

export default defineBehaviour({
  name: 'form-rules',
  summary:
    'Validation for server-rendered forms: rules declared on the fields (ASP.NET data-val-* names, plus required, type="email", maxlength, minlength), messages in the page language under each field, the submit stopped and the first invalid field focused.',
  selector: 'form[data-sf-validate]',
  attributes: [
    { name: 'data-sf-validate', on: 'form', type: 'flag', description: 'Turns the rules on for this form.' },
    { name: 'data-val-required', on: FIELD, type: 'flag', description: 'Required (ignored on checkboxes).' },
    { name: 'data-val-email', on: FIELD, type: 'flag', description: 'Must be an email address.' },
    { name: 'data-val-length-max', on: FIELD, type: 'number', description: 'Maximum length (else maxlength).' },
    { name: 'data-val-maxlength-max', on: FIELD, type: 'number', description: 'Maximum length (legacy name).' },
    { name: 'data-val-length-min', on: FIELD, type: 'number', description: 'Minimum length (else minlength).' },
    { name: 'data-val-minlength-min', on: FIELD, type: 'number', description: 'Minimum length (legacy name).' },
    {
      name: 'data-val-zip',
      on: FIELD,
      type: 'flag',
      description: 'Postal code of the country in data-val-zip-country (normalised, then tested).',
    },
    { name: 'data-val-zip-country', on: FIELD, type: 'string', description: `${OTHER} holding the country.` },
    {
      name: 'data-val-phone',
      on: FIELD,
      type: 'flag',
      description: 'Phone number of the country in data-val-phone-country (reformatted, then tested).',
    },
    { name: 'data-val-phone-country', on: FIELD, type: 'string', description: `${OTHER} holding the country.` },
    {
      name: 'data-val-requiredif',
      on: FIELD,
      type: 'flag',
      description: 'Required while the other field holds one of data-val-requiredif-values.',
    },
    { name: 'data-val-requiredif-other', on: FIELD, type: 'string', description: `${OTHER}.` },
    {
      name: 'data-val-requiredif-values',
      on: FIELD,
      type: 'string',
      description: 'Values (a|b, case-insensitive; checkbox true/false) that make the field required.',
    },
    { name: 'data-val-equalto', on: FIELD, type: 'flag', description: 'Must equal the other field.' },
    { name: 'data-val-equalto-other', on: FIELD, type: 'string', description: `${OTHER}.` },
    {
      name: 'data-val-equalto-allowempty',
      on: FIELD,
      type: 'boolean',
      default: false,
      description: 'An empty value passes.',
    },
    {
      name: 'data-val-lessthan',
      on: FIELD,
      type: 'flag',
      description: 'Must be a number below the other field (both non-numeric passes).',
    },
    { name: 'data-val-lessthan-other', on: FIELD, type: 'string', description: `${OTHER}.` },
    {
      name: 'data-val-lessthan-allowequality',
      on: FIELD,
      type: 'boolean',
      default: false,
      description: 'Equal values pass (the legacy "True").',
    },
    {
      name: 'data-val-dynamicpattern',
      on: FIELD,
      type: 'flag',
      description: 'Must match the expression held by the other field (empty passes).',
    },
    {
      name: 'data-val-dynamicpattern-other',
      on: FIELD,
      type: 'string',
      description: `${OTHER} holding the expression.`,
    },
    { name: 'data-val-password', on: FIELD, type: 'flag', description: 'Password policy below.' },
    {
      name: 'data-val-password-minlength',
      on: FIELD,
      type: 'number',
      default: 0,
      description: 'Minimum password length.',
    },
    {
      name: 'data-val-password-minnonalphanumeric',
      on: FIELD,
      type: 'number',
      default: 0,
      description: 'Minimum number of characters that are neither letters nor digits.',
    },
    {
      name: 'data-val-password-regex',
      on: FIELD,
      type: 'string',
      default: '',
      description: 'Whole-value expression the password must match.',
    },
    {
      name: 'data-valmsg-for',
      on: 'message element in the form',
      type: 'string',
      description: 'Name of the field whose error goes here (else a span after the field).',
    },
  ],
  docs: 'widgets/form-rules/README.md',
});
