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

/**
 * en-CA and fr-CA as ICU writes them (group, decimal sign; fr-CA puts a no-break space before the dollar sign).
 * The first Intl.NumberFormat of a page loads ICU's number data: 15 ms of main thread on a desktop, 60 ms on a
 * phone (bench/JOURNAL.md "The first price"), for the quantity table's first render. The two languages' own
 * formats are written here instead; format.test.ts holds them to Intl's output over a corpus.
 */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  fr: { group: '\u00a0', decimal: ',' },
};

/**
 * The magnitude's digits rounded half away from zero to `fraction` places, as Intl rounds: on the shortest decimal
 * that reads back as the number (so 1.005 rounds to 1.01), not on its binary value (toFixed's 1.00). Null for a
 * number JavaScript writes with an exponent (at or over 1e21, under 1e-6), for NaN and the infinities: Intl writes
 * those.
 */
function roundedDigits(value: number, fraction: number): { whole: string; decimals: string } | null {
  const written = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(written)) return null;
  const [whole = '0', decimals = ''] = written.split('.');
  if (decimals.length <= fraction) return { whole, decimals };
  const kept = whole + decimals.slice(0, fraction);
  const up = decimals.charAt(fraction) >= '5';
  const digits = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const cut = digits.length - fraction;
  return { whole: digits.slice(0, cut), decimals: digits.slice(cut) };
}

const grouped = (whole: string, group: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
/** Intl writes the sign of any negative number, -0 and what rounds to 0 included. */
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** Up to three decimals, none when they round to zero: Intl.NumberFormat's default. */
export function formatNumber(value: number, locale: Locale): string {
  const digits = roundedDigits(value, 3);
  if (!digits) return numberFormat(locale).format(value);
  const { group, decimal } = SEPARATORS[locale];
  const decimals = digits.decimals.replace(/0+$/, '');
  return `${sign(value)}${grouped(digits.whole, group)}${decimals ? decimal + decimals : ''}`;
}

export function formatPrice(value: number, locale: Locale, currency = 'CAD'): string {
  const digits = currency === 'CAD' ? roundedDigits(value, 2) : null;
  if (!digits) return numberFormat(locale, currency).format(value);
  const { group, decimal } = SEPARATORS[locale];
  const amount = `${grouped(digits.whole, group)}${decimal}${digits.decimals.padEnd(2, '0')}`;
  return locale === 'fr' ? `${sign(value)}${amount}\u00a0$` : `${sign(value)}$${amount}`;
}
