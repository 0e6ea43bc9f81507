import { afterEach, expect, it, vi } from 'vitest';
import { countIntl } from '../../test/support/counting-intl.ts';
import { formatNumber, formatPrice } from './format.ts';
import type { Locale } from './locale.ts';

const intl = (locale: Locale, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', options);

/** Prices and quantities as a store shows them, and the cases rounding and grouping get wrong. */
function corpus(): number[] {
  const values = [0, -0, 1, 5, 9.99, 10, 99.995, 100, 999, 999.995, 999.9949, 1000, 1000.5, 12345.678, 99999.99];
  values.push(1.005, 0.125, 2.675, 1.115, 0.0049999, 0.005, 0.0005, 0.5, 1e-7, 123456789.987, 1e15, 987654321012.34);
  // A seeded walk over magnitudes and fraction lengths (the same numbers every run).
  let seed = 7;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(next() * 10);
    const decimals = Math.floor(next() * 6);
    values.push(Number((next() * magnitude).toFixed(decimals)));
  }
  for (let cents = 0; cents < 2000; cents++) values.push(cents / 100, cents / 1000 + 0.0005);
  return [...values, ...values.map((v) => -v)];
}

afterEach(() => vi.unstubAllGlobals());

it('writes Canadian dollars and plain numbers exactly as Intl.NumberFormat does, in both languages', () => {
  for (const locale of ['en', 'fr'] as const) {
    const price = intl(locale, { style: 'currency', currency: 'CAD' });
    const plain = intl(locale, {});
    for (const value of corpus()) {
      expect(formatPrice(value, locale), `${locale} ${value}`).toBe(price.format(value));
      expect(formatNumber(value, locale), `${locale} ${value}`).toBe(plain.format(value));
    }
  }
});

it('leaves to Intl.NumberFormat what it does not write itself: other currencies, huge and non-finite values', () => {
  for (const locale of ['en', 'fr'] as const)
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, -3.2e25, 5e-324]) {
      expect(formatPrice(value, locale)).toBe(intl(locale, { style: 'currency', currency: 'CAD' }).format(value));
      expect(formatNumber(value, locale)).toBe(intl(locale, {}).format(value));
    }
  expect(formatPrice(3, 'fr', 'USD')).toBe('3,00\u00a0$\u00a0US');
  expect(formatPrice(1234.5, 'en', 'EUR')).toBe('€1,234.50');
});

/** A fresh format.ts (it caches its formats per module) with every Intl.NumberFormat it builds counted. */
async function countingFormats() {
  const built = countIntl('NumberFormat');
  vi.resetModules();
  return { format: await import('./format.ts'), built };
}

it('builds no Intl.NumberFormat for a page of Canadian prices and quantities (its first one costs the phone 60 ms)', async () => {
  const { format, built } = await countingFormats();
  for (const locale of ['en', 'fr'] as const)
    for (const value of [1, 2.5, 1234.56, 12, 1200]) {
      format.formatPrice(value, locale);
      format.formatNumber(value, locale);
    }
  expect(built()).toBe(0);
  format.formatPrice(3, 'fr', 'USD');
  expect(built()).toBe(1);
});

it('builds one number format per language and currency, however many prices a table shows', async () => {
  const { format, built } = await countingFormats();
  for (const price of [1, 2.5, 1234.56]) format.formatPrice(price, 'fr', 'USD');
  for (const price of [12, 1200]) format.formatPrice(price, 'fr', 'EUR');
  expect(format.formatPrice(3, 'fr', 'USD').replace(/\s/g, ' ')).toBe('3,00 $ US');
  expect(format.formatPrice(1200, 'fr', 'EUR').replace(/\s/g, ' ')).toBe('1 200,00 €');
  expect(built()).toBe(2);
});
