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
 * No locale to resolve: IntlMessageFormat keeps the resolved one only for its parser (the build ships every message
 * parsed) and for resolvedOptions(), which nothing here calls; it formats with the tag it is given. Its own
 * resolution (Intl.NumberFormat.supportedLocalesOf) makes the engine list every locale it knows the first time,
 * 40–140 ms at 4× CPU, and even an Intl.Locale per message costs its first one about 3 ms there. Undefined is what
 * IntlMessageFormat itself returns where the engine has no Intl.Locale. Set with the first formatter set, not at
 * import time.
 */
const resolveNoLocale: typeof IntlMessageFormat.resolveLocale = () => undefined;

/** Below 1000 a whole number reads the same in both languages: no grouping, Latin digits. */
const plainInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1000;

/**
 * A number format built only for a value that needs it: a plural's count is nearly always small, and the first
 * Intl.NumberFormat costs what the support check above did. intl-messageformat only calls format() on it.
 */
function lazyNumberFormat(build: () => Intl.NumberFormat, plain: boolean): Intl.NumberFormat {
  let real: Intl.NumberFormat | undefined;
  const lazy: Pick<Intl.NumberFormat, 'format'> = {
    format: (value) => {
      if (plain && plainInteger(value)) return String(value);
      real ??= build();
      return real.format(value);
    },
  };
  return lazy as Intl.NumberFormat;
}

/**
 * One set of Intl number, date and plural formatters for every message: by default each IntlMessageFormat builds its
 * own, and building Intl objects for a widget's dozens of messages was a long task on a slow phone (bench/README.md).
 */
function intlFormatters(): Formatters {
  if (sharedIntl) return sharedIntl;
  IntlMessageFormat.resolveLocale = resolveNoLocale;
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
    getNumberFormat: memo('number', (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
      lazyNumberFormat(() => new Intl.NumberFormat(...args), args[1] === undefined),
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
