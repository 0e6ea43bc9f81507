// Numbers and prices in the shopper's language (fr-CA writes 1 234,56 $).
import type { Locale } from './locale.ts';

const intlTag = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

/** One formatter per language and currency: a table of prices formats each cell, and building one is the costly part. */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, currency?: string): Intl.NumberFormat {
  const key = `${locale}:${currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), currency === undefined ? {} : { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

export function formatPrice(value: number, locale: Locale, currency = 'CAD'): string {
  return numberFormat(locale, currency).format(value);
}
