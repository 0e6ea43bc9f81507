// Formats catalogue messages with intl-messageformat; the build ships them precompiled, so no parser runs here.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Catalog, Messages } from './catalog.ts';
import { frenchOf } from './french.ts';
import type { Locale } from './locale.ts';

type Values = Record<string, PrimitiveType>;
export type Translate<K extends string> = (key: K, values?: Values) => string;

/** A string without these is plain text (the build compiles text-only messages to their text). */
const ICU_SYNTAX = /[{}'<]/;

const formatters = new WeakMap<object, Map<string, IntlMessageFormat>>();

type Formatters = NonNullable<NonNullable<ConstructorParameters<typeof IntlMessageFormat>[3]>['formatters']>;
let sharedIntl: Formatters | undefined;

/**
 * One set of Intl number, date and plural formatters for every message: by default each IntlMessageFormat builds its
 * own, and building Intl objects for a widget's dozens of messages was a long task on a slow phone (bench/README.md).
 */
function intlFormatters(): Formatters {
  if (sharedIntl) return sharedIntl;
  const cache = new Map<string, object>();
  const memo =
    <A extends unknown[], T extends object>(kind: string, build: (...args: A) => T) =>
    (...args: A): T => {
      const key = `${kind}:${JSON.stringify(args)}`;
      let value = cache.get(key) as T | undefined;
      if (!value) {
        value = build(...args);
        cache.set(key, value);
      }
      return value;
    };
  sharedIntl = {
    getNumberFormat: memo(
      'number',
      (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
    ),
    getDateTimeFormat: memo(
      'date',
      (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
    ),
    getPluralRules: memo(
      'plural',
      (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    ),
  };
  return sharedIntl;
}

export function createTranslator<K extends string>(catalog: Catalog<K>, locale: Locale): Translate<K> {
  // French not there yet: English rather than keys (useTranslator renders again when it arrives).
  const french = locale === 'fr' ? frenchOf(catalog) : null;
  const messages: Messages<K> = french ?? catalog.en;
  const tag = french ? 'fr-CA' : 'en-CA';
  let cache = formatters.get(messages);
  if (!cache) {
    cache = new Map();
    formatters.set(messages, cache);
  }
  const byKey = cache;
  return (key, values) => {
    const message = messages[key];
    if (typeof message === 'string' && !ICU_SYNTAX.test(message)) return message;
    let formatter = byKey.get(key);
    if (!formatter) {
      formatter = new IntlMessageFormat(message, tag, undefined, { formatters: intlFormatters() });
      byKey.set(key, formatter);
    }
    return String(formatter.format(values));
  };
}
