// Built catalogues: English beside the widget, French registered when its lazy module runs; literal texts unformatted.
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Catalog } from './catalog.ts';
import { registerFrench } from './french.ts';
import { createTranslator } from './translator.ts';
import { useTranslator } from './useTranslator.ts';

const formatters = vi.hoisted(() => ({ made: 0 }));
vi.mock('intl-messageformat', async (importOriginal) => {
  const real = await importOriginal<typeof import('intl-messageformat')>();
  class Counting extends real.IntlMessageFormat {
    constructor(...args: ConstructorParameters<typeof real.IntlMessageFormat>) {
      super(...args);
      formatters.made++;
    }
  }
  return { ...real, IntlMessageFormat: Counting };
});

/** A catalogue as the build emits it: compiled English, French elsewhere under `id`. */
function builtCatalog(id: string) {
  const load = vi.fn(() => Promise.resolve());
  const catalog: Catalog<'hello' | 'items'> = {
    id,
    en: {
      hello: 'Hello',
      items: [
        { type: 1, value: 'count' },
        { type: 0, value: ' items' },
      ],
    },
    load,
  };
  return { catalog, load };
}

const french = {
  hello: 'Bonjour',
  items: [
    { type: 1, value: 'count' },
    { type: 0, value: ' articles' },
  ],
};

it('speaks English until the French arrives, and asks for it', () => {
  const { catalog, load } = builtCatalog('test/early');
  expect(createTranslator(catalog, 'fr')('hello')).toBe('Hello');
  expect(load).toHaveBeenCalled();
  registerFrench({ 'test/early': french });
  expect(createTranslator(catalog, 'fr')('hello')).toBe('Bonjour');
  expect(createTranslator(catalog, 'fr')('items', { count: 3 })).toBe('3 articles');
  expect(createTranslator(catalog, 'en')('items', { count: 3 })).toBe('3 items');
});

it('never loads French for an English page', () => {
  const { catalog, load } = builtCatalog('test/english');
  expect(createTranslator(catalog, 'en')('hello')).toBe('Hello');
  expect(load).not.toHaveBeenCalled();
});

it('uses French registered before the first render without asking for it', () => {
  registerFrench({ 'test/ready': french });
  const { catalog, load } = builtCatalog('test/ready');
  expect(createTranslator(catalog, 'fr')('hello')).toBe('Bonjour');
  expect(load).not.toHaveBeenCalled();
});

it('returns a compiled text as it is, without a formatter', async () => {
  // The test setup loads the translator (the status queue speaks through it) before this file's mock: a fresh copy counts.
  vi.resetModules();
  const translator = await import('./translator.ts');
  const { catalog } = builtCatalog('test/literal');
  const before = formatters.made;
  expect(translator.createTranslator(catalog, 'en')('hello')).toBe('Hello');
  expect(formatters.made).toBe(before);
  expect(translator.createTranslator(catalog, 'en')('items', { count: 1 })).toBe('1 items');
  expect(formatters.made).toBe(before + 1);
});

it('formats a source catalogue’s ICU strings in both languages', () => {
  const source: Catalog<'n'> = { en: { n: "{n, plural, one {# it's} other {# they're}}" }, fr: { n: 'l’{n}' } };
  expect(createTranslator(source, 'en')('n', { n: 2 })).toBe("2 they're");
  expect(createTranslator(source, 'fr')('n', { n: 2 })).toBe('l’2');
});

function Island({ catalog, host }: { catalog: Catalog<'hello'>; host: Element }) {
  const [t] = useTranslator(catalog, host);
  return createElement('p', null, t('hello'));
}

it('re-renders an island with its French once the French arrives (a language met after load)', async () => {
  const { catalog } = builtCatalog('test/island');
  const host = document.createElement('div');
  host.lang = 'fr';
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(createElement(Island, { catalog, host })));
  expect(host.textContent).toBe('Hello');
  await act(async () => registerFrench({ 'test/island': french }));
  expect(host.textContent).toBe('Bonjour');
  await act(async () => root.unmount());
  host.remove();
});
