// Language resolution and formatting in English and French.
import { countIntl } from '../../test/support/counting-intl.ts';
import { createTranslator, formatPrice, resolveLocale, sharedMessages, toLocale } from './index.ts';

it.each([
  ['fr', 'fr'],
  ['fr-CA', 'fr'],
  ['FR_ca', 'fr'],
  ['en-US', 'en'],
  ['de', 'en'],
  ['', 'en'],
  [null, 'en'],
])('maps %s to %s', (tag, locale) => {
  expect(toLocale(tag)).toBe(locale);
});

it('takes the nearest [lang], else <html lang>', () => {
  document.documentElement.lang = 'fr';
  const outer = document.createElement('section');
  outer.lang = 'en';
  const inner = document.createElement('sf-status-bar');
  outer.append(inner);
  expect(resolveLocale(inner)).toBe('en');
  expect(resolveLocale(document.createElement('div'))).toBe('fr');
});

it('formats messages in both languages', () => {
  expect(createTranslator(sharedMessages, 'fr')('charsLeft', { count: 12 })).toBe('12 caractères restants');
  expect(createTranslator(sharedMessages, 'fr')('requestError')).toBe('Erreur lors de la requête au serveur');
});

it.each([0, 1, 2, 999])('says "N characters left" for %i, the legacy wording (no singular variant)', (count) => {
  expect(createTranslator(sharedMessages, 'en')('charsLeft', { count })).toBe(`${count} characters left`);
});

it.each([
  ['en', 'charsLeft', '1000 characters left'],
  ['fr', 'charsLeft', '1000 caractères restants'],
] as const)(
  'writes N as the legacy counter did, digits only: the empty review box says "1000 …" (%s)',
  (lang, key, text) => {
    expect(createTranslator(sharedMessages, lang)(key, { count: 1000 })).toBe(text);
  },
);

it('says "you have reached the limit" / "vous avez atteint la limite"', () => {
  expect(createTranslator(sharedMessages, 'en')('limitReached')).toBe('you have reached the limit');
  expect(createTranslator(sharedMessages, 'fr')('limitReached')).toBe('vous avez atteint la limite');
});

it('has every shared text in English and French', () => {
  expect(Object.keys(sharedMessages.fr).sort()).toEqual(Object.keys(sharedMessages.en).sort());
});

it('formats prices the Canadian way', () => {
  expect(formatPrice(1234.56, 'en')).toBe('$1,234.56');
  expect(formatPrice(1234.56, 'fr').replace(/\s/g, ' ')).toBe('1 234,56 $');
});

it('builds the Intl number and plural formatters of a language once, not once per message (a long task at 4× CPU)', () => {
  const built = countIntl('PluralRules');
  const catalog = {
    en: {
      a: '{count, plural, one {# line} other {# lines}}',
      b: '{count, plural, one {# item} other {# items}}',
    },
    fr: {
      a: '{count, plural, one {# ligne} other {# lignes}}',
      b: '{count, plural, one {# article} other {# articles}}',
    },
  };
  const t = createTranslator(catalog, 'en');
  expect(t('a', { count: 1 })).toBe('1 line');
  const afterFirst = built();
  // Another message, and another widget's translator, in the same language: nothing more to build.
  expect(t('b', { count: 2 })).toBe('2 items');
  expect(
    createTranslator({ en: { c: '{n, plural, one {# box} other {# boxes}}' }, fr: { c: '{n} boîtes' } }, 'en')('c', {
      n: 3,
    }),
  ).toBe('3 boxes');
  expect(built()).toBe(afterFirst);
  expect(createTranslator(catalog, 'fr')('a', { count: 2 })).toBe('2 lignes');
});

it('builds no Intl.Locale for a message (the first one: about 3 ms at 4× CPU; then one per message)', () => {
  const locales = countIntl('Locale');
  const catalog = {
    en: { a: '{count, plural, one {# desk} other {# desks}}', b: 'Hi {name}' },
    fr: { a: '{count, plural, one {# bureau} other {# bureaux}}', b: 'Salut {name}' },
  };
  expect(createTranslator(catalog, 'en')('a', { count: 2 })).toBe('2 desks');
  expect(createTranslator(catalog, 'fr')('a', { count: 1 })).toBe('1 bureau');
  expect(createTranslator(catalog, 'fr')('b', { name: 'Léa' })).toBe('Salut Léa');
  expect(locales()).toBe(0);
});

it('formats messages without loading the engine’s locale list (its first use: 40–140 ms at 4× CPU)', () => {
  const supportedLocalesOf = vi.fn(Intl.NumberFormat.supportedLocalesOf);
  const numberFormats = countIntl('NumberFormat', { supportedLocalesOf });
  const catalog = {
    en: { a: '{count, plural, one {# chair} other {# chairs}}', b: 'Hello {name}' },
    fr: { a: '{count, plural, one {# chaise} other {# chaises}}', b: 'Bonjour {name}' },
  };
  expect(createTranslator(catalog, 'en')('a', { count: 999 })).toBe('999 chairs');
  expect(createTranslator(catalog, 'fr')('a', { count: 0 })).toBe('0 chaise');
  expect(createTranslator(catalog, 'fr')('b', { name: 'Ana' })).toBe('Bonjour Ana');
  expect(supportedLocalesOf).not.toHaveBeenCalled();
  expect(numberFormats()).toBe(0);
  // A number that needs the language's grouping still gets it.
  expect(createTranslator(catalog, 'fr')('a', { count: 1234 }).replace(/\s/g, ' ')).toBe('1 234 chaises');
  expect(createTranslator(catalog, 'en')('a', { count: 1234 })).toBe('1,234 chairs');
});
