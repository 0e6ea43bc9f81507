// React binding: the translator for the language of the element a widget lives in.
import { useMemo } from 'react';
import type { Catalog } from './catalog.ts';
import { type Locale, resolveLocale } from './locale.ts';
import { createTranslator, type Translate } from './translator.ts';

export function useTranslator<K extends string>(catalog: Catalog<K>, element: Element | null): [Translate<K>, Locale] {
  const locale = resolveLocale(element);
  const t = useMemo(() => createTranslator(catalog, locale), [catalog, locale]);
  return [t, locale];
}
