// Numbers and prices in the shopper's language (fr-CA writes 1 234,56 $).
import type { Locale } from './locale.ts';

const intlTag = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale)).format(value);
}

export function formatPrice(value: number, locale: Locale, currency = 'CAD'): string {
  return new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency }).format(value);
}
