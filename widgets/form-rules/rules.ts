// The field rules (README "Rules") as pure functions: value(s) in, null (passes) or the failing message key out.
import { isLegacyTrue, parseLegacyNumber } from '../../shared/config/legacy-values.ts';
import type messages from './messages.ts';

type RuleKey = keyof (typeof messages)['en'];
export interface Failure {
  key: RuleKey;
  values?: Record<string, number>;
}
const fail = (key: RuleKey, values?: Record<string, number>): Failure => (values ? { key, values } : { key });

const isBlank = (value: string): boolean => value.trim() === '';

export const required = (value: string): Failure | null => (isBlank(value) ? fail('required') : null);

// The HTML living-standard email shape: what browsers accept for type=email.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const email = (value: string): Failure | null =>
  isBlank(value) || EMAIL.test(value.trim()) ? null : fail('email');

export const maxLength = (value: string, max: number): Failure | null =>
  value.length > max ? fail('maxLength', { 0: max }) : null;

export const minLength = (value: string, min: number): Failure | null =>
  isBlank(value) || value.length >= min ? null : fail('minLength', { 0: min });

/** Required-if: targets are pipe-separated and compared ignoring case (checkbox "true"/"false", radio its checked value). */
export const isRequiredBy = (otherValue: string, targets: string): boolean =>
  targets.split('|').some((t) => t.trim().toLowerCase() === otherValue.trim().toLowerCase());

export const requiredIf = (value: string, otherValue: string, targets: string): Failure | null =>
  isRequiredBy(otherValue, targets) ? required(value) : null;

export const equalTo = (value: string, other: string, allowEmpty: boolean): Failure | null =>
  (allowEmpty && value === '') || value === other ? null : fail('equalTo');

const toNumber = (raw: string): number | null => parseLegacyNumber(raw) ?? null;

/** Numeric less-than: both non-numeric passes (nothing to compare); allowequality is the legacy "True" (any case, or 1). */
export function lessThan(value: string, other: string, allowEquality: string): Failure | null {
  const a = toNumber(value);
  const b = toNumber(other);
  const equalOk = isLegacyTrue(allowEquality);
  if (a === null && b === null) return null;
  if (a === null || b === null) return fail(equalOk ? 'lessThanOrEqual' : 'lessThan');
  if (a < b || (equalOk && a === b)) return null;
  return fail(equalOk ? 'lessThanOrEqual' : 'lessThan');
}

/** Broken expressions already named in the console: once per page each, however often their fields are checked. */
const reportedBroken = new Set<string>();

/**
 * A whole-value match against an expression the server wrote, compiled as the legacy page compiled it: without the
 * `u` flag, under which escapes that page accepted (`\-`, `\@`, `\_`) are syntax errors. The spec lets only an empty
 * expression pass; one that cannot compile even so refuses the value (the rule cannot say yes to what it cannot
 * check) and is named in the console for the server's author. An empty value is the required rule's business.
 */
function matchesPattern(value: string, pattern: string): boolean {
  if (pattern === '' || value === '') return true;
  let expression: RegExp;
  try {
    expression = new RegExp(`^(?:${pattern})$`);
  } catch (error) {
    if (!reportedBroken.has(pattern)) {
      reportedBroken.add(pattern);
      console.error(
        '[storefront] form rules: refusing values against an expression that does not compile',
        pattern,
        error,
      );
    }
    return false;
  }
  return expression.test(value);
}

export const dynamicPattern = (value: string, pattern: string): Failure | null =>
  matchesPattern(value, pattern) ? null : fail('pattern');

export interface PasswordPolicy {
  minLength: number;
  minNonAlphanumeric: number;
  regex: string;
}
export function password(value: string, policy: PasswordPolicy): Failure | null {
  if (value === '') return null;
  if (value.length < policy.minLength) return fail('passwordLength', { 0: policy.minLength });
  const special = value.replace(/[\p{L}\p{N}]/gu, '').length;
  if (special < policy.minNonAlphanumeric) return fail('passwordNonAlpha', { 0: policy.minNonAlphanumeric });
  return matchesPattern(value, policy.regex) ? null : fail('passwordRegex');
}
