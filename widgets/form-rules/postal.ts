// Postal codes and phone numbers per country (README "Rules"): normalise, rewrite, then test the country's expression.
import { CANADIAN_POSTAL_CODE, normalisePostalCode } from '../../shared/postal.ts';
import type { Failure } from './rules.ts';

/** The legacy contract leaves the expressions out; README.md documents these. A country not listed passes. */
const POSTAL_EXPRESSIONS: Readonly<Record<string, RegExp>> = {
  ca: CANADIAN_POSTAL_CODE,
  us: /^\d{5}(-\d{4})?$/,
  fr: /^\d{5}$/,
};
const PHONE_EXPRESSIONS: Readonly<Record<string, RegExp>> = {
  ca: /^\(\d{3}\) \d{3}-\d{4}$/,
  us: /^\(\d{3}\) \d{3}-\d{4}$/,
  fr: /^(?:\+33 ?|0)[1-9](?:[ .-]?\d{2}){4}$/,
};

export interface Checked {
  /** The value the field is rewritten with. */
  value: string;
  failure: Failure | null;
}

export function checkPostalCode(raw: string, country: string): Checked {
  const c = country.trim().toLowerCase();
  let value = raw.trim();
  if (value === '') return { value, failure: null };
  if (c === 'us' && value.length === 9) value = `${value.slice(0, 5)}-${value.slice(5)}`;
  if (c === 'ca') value = normalisePostalCode(value);
  const expression = POSTAL_EXPRESSIONS[c];
  return { value, failure: !expression || expression.test(value) ? null : { key: 'zip' } };
}

// Optional +1, then 10 digits with any of ( ) space . - between the groups.
const NORTH_AMERICAN = /^(?:\+?1[\s.-]*)?\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})$/;

export function checkPhone(raw: string, country: string): Checked {
  const c = country.trim().toLowerCase();
  let value = raw.trim();
  if (value === '') return { value, failure: null };
  if (c === 'ca' || c === 'us') {
    const m = NORTH_AMERICAN.exec(value);
    if (m) value = `(${m[1]}) ${m[2]}-${m[3]}`;
  }
  const expression = PHONE_EXPRESSIONS[c];
  return { value, failure: !expression || expression.test(value) ? null : { key: 'phone' } };
}
