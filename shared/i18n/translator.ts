// Formats catalogue messages with intl-messageformat; the build ships them precompiled, so no parser runs here.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Catalog } from './catalog.ts';
import type { Locale } from './locale.ts';

type Values = Record<string, PrimitiveType>;
export type Translate<K extends string> = (key: K, values?: Values) => string;

const formatters = new WeakMap<object, Map<string, IntlMessageFormat>>();

export function createTranslator<K extends string>(catalog: Catalog<K>, locale: Locale): Translate<K> {
  const messages = catalog[locale];
  let cache = formatters.get(messages);
  if (!cache) {
    cache = new Map();
    formatters.set(messages, cache);
  }
  const byKey = cache;
  return (key, values) => {
    let formatter = byKey.get(key);
    if (!formatter) {
      formatter = new IntlMessageFormat(messages[key], locale === 'fr' ? 'fr-CA' : 'en-CA');
      byKey.set(key, formatter);
    }
    return String(formatter.format(values));
  };
}
