// Every rule, table-driven with edge values, and its message in English and French.
import { createTranslator } from '../../shared/i18n/index.ts';
import messages from './messages.ts';
import * as r from './rules.ts';

const en = createTranslator(messages, 'en');
const fr = createTranslator(messages, 'fr');
type Row = [value: string, english: string | null, french: string | null];
type Case = [name: string, rule: (value: string) => r.Failure | null, rows: Row[]];
const say = (f: r.Failure | null, t = en) => (f ? t(f.key, f.values) : null);

const cases: Case[] = [
  [
    'required',
    (v: string) => r.required(v),
    [
      ['', 'This field is required.', 'Ce champ est obligatoire.'],
      ['   ', 'This field is required.', 'Ce champ est obligatoire.'],
      ['x', null, null],
    ],
  ],
  [
    'email',
    (v: string) => r.email(v),
    [
      ['', null, null],
      ['a@b.ca', null, null],
      [' a.b+c@sub.example.com ', null, null],
      ['a@', 'Please enter a valid email address.', 'Veuillez fournir une adresse électronique valide.'],
      ['a b@c.d', 'Please enter a valid email address.', 'Veuillez fournir une adresse électronique valide.'],
    ],
  ],
  [
    'maxLength 5',
    (v: string) => r.maxLength(v, 5),
    [
      ['12345', null, null],
      ['123456', 'Please enter no more than 5 characters.', 'Veuillez fournir au plus 5 caractères.'],
    ],
  ],
  [
    'minLength 3',
    (v: string) => r.minLength(v, 3),
    [
      ['', null, null],
      ['abc', null, null],
      ['ab', 'Please enter at least 3 characters.', 'Veuillez fournir au moins 3 caractères.'],
    ],
  ],
  [
    'requiredIf other=YES targets yes|maybe',
    (v: string) => r.requiredIf(v, 'YES', 'yes|maybe'),
    [
      ['', 'This field is required.', 'Ce champ est obligatoire.'],
      ['x', null, null],
    ],
  ],
  ['requiredIf other=no targets yes|maybe', (v: string) => r.requiredIf(v, 'no', 'yes|maybe'), [['', null, null]]],
  [
    'equalTo "pw" allowempty',
    (v: string) => r.equalTo(v, 'pw', true),
    [
      ['', null, null],
      ['pw', null, null],
      ['PW', 'Please enter the same value again.', 'Veuillez fournir encore la même valeur.'],
    ],
  ],
  [
    'equalTo "pw"',
    (v: string) => r.equalTo(v, 'pw', false),
    [['', 'Please enter the same value again.', 'Veuillez fournir encore la même valeur.']],
  ],
  [
    'lessThan 10',
    (v: string) => r.lessThan(v, '10', 'False'),
    [
      ['9.99', null, null],
      ['9,5', null, null],
      ['10', 'Please enter a smaller value.', 'Veuillez fournir une valeur plus petite.'],
      ['abc', 'Please enter a smaller value.', 'Veuillez fournir une valeur plus petite.'],
    ],
  ],
  [
    'lessThan 10 allowequality True',
    (v: string) => r.lessThan(v, '10', 'True'),
    [
      ['10', null, null],
      ['10.01', 'Please enter a value that is not greater.', 'Veuillez fournir une valeur qui n’est pas plus grande.'],
    ],
  ],
  [
    'lessThan 10 allowequality 1 (the same flag written as a number)',
    (v: string) => r.lessThan(v, '10', '1'),
    [
      ['10', null, null],
      ['10.01', 'Please enter a value that is not greater.', 'Veuillez fournir une valeur qui n’est pas plus grande.'],
    ],
  ],
  [
    'lessThan non-numeric other',
    (v: string) => r.lessThan(v, 'n/a', 'False'),
    [
      ['', null, null],
      ['abc', null, null],
      ['3', 'Please enter a smaller value.', 'Veuillez fournir une valeur plus petite.'],
    ],
  ],
  [
    'dynamicPattern [A-Z]{2}\\d',
    (v: string) => r.dynamicPattern(v, '[A-Z]{2}\\d'),
    [
      ['', null, null],
      ['AB1', null, null],
      ['AB12', 'Please enter a value in the expected format.', 'Veuillez fournir une valeur dans le format attendu.'],
    ],
  ],
  ['dynamicPattern empty', (v: string) => r.dynamicPattern(v, ''), [['anything', null, null]]],
  // Escapes a pre-2015 page accepted (an escaped character that needs none) stay valid and are enforced.
  [
    'dynamicPattern ^\\d{3}\\-\\d{4}$',
    (v: string) => r.dynamicPattern(v, String.raw`^\d{3}\-\d{4}$`),
    [
      ['555-1234', null, null],
      ['abc', 'Please enter a value in the expected format.', 'Veuillez fournir une valeur dans le format attendu.'],
    ],
  ],
  [
    'dynamicPattern with \\@',
    (v: string) => r.dynamicPattern(v, String.raw`[a-z]+\@example\.com`),
    [
      ['ana@example.com', null, null],
      [
        'ana@other.com',
        'Please enter a value in the expected format.',
        'Veuillez fournir une valeur dans le format attendu.',
      ],
    ],
  ],
  [
    'dynamicPattern with \\_',
    (v: string) => r.dynamicPattern(v, String.raw`[a-z]+\_\d+`),
    [
      ['ab_12', null, null],
      ['ab-12', 'Please enter a value in the expected format.', 'Veuillez fournir une valeur dans le format attendu.'],
    ],
  ],
  [
    'password regex with \\_',
    (v: string) => r.password(v, { minLength: 8, minNonAlphanumeric: 0, regex: String.raw`.*\_.*` }),
    [
      ['long_enough', null, null],
      ['longenough', 'This password is not strong enough.', 'Ce mot de passe n’est pas assez robuste.'],
    ],
  ],
  [
    'password 8 / 1 / needs a digit',
    (v: string) => r.password(v, { minLength: 8, minNonAlphanumeric: 1, regex: '.*\\d.*' }),
    [
      ['', null, null],
      ['short!1', 'Passwords must be at least 8 characters.', 'Le mot de passe doit contenir au moins 8 caractères.'],
      [
        'longenough1',
        'Passwords must contain at least 1 special characters (not letters or digits).',
        'Le mot de passe doit contenir au moins 1 caractères spéciaux (ni lettres ni chiffres).',
      ],
      ['longenough!', 'This password is not strong enough.', 'Ce mot de passe n’est pas assez robuste.'],
      ['élève-123', null, null],
    ],
  ],
];

describe.each(cases)('%s', (_name, rule, rows) => {
  it.each(rows)('%j → %s / %s', (value, english, french) => {
    expect(say(rule(value))).toBe(english);
    expect(say(rule(value), fr)).toBe(french);
  });
});

describe('an expression that does not compile even as the legacy page compiled it', () => {
  it('refuses the value with the rule’s message and names the expression in the console once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(say(r.dynamicPattern('x', '(['))).toBe('Please enter a value in the expected format.');
    expect(say(r.dynamicPattern('y', '(['))).toBe('Please enter a value in the expected format.');
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.join(' '))).toContain('([');
  });
  it('refuses a password with the password message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const policy = { minLength: 0, minNonAlphanumeric: 0, regex: '(?i)secret' };
    expect(say(r.password('anything', policy), fr)).toBe('Ce mot de passe n’est pas assez robuste.');
  });
  it('leaves an empty value to the required rule', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(r.dynamicPattern('', '([')).toBeNull();
  });
});
