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

/** A whole-value match against an expression written by an author; an empty or broken expression passes (and is logged). */
function matchesPattern(value: string, pattern: string): boolean {
  if (pattern === '' || value === '') return true;
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    console.warn('[storefront] form rules: ignored an invalid expression', pattern);
    return true;
  }
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
