// React binding: the translator for the language of the element a widget lives in.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Catalog } from './catalog.ts';
import { $frenchArrivals } from './french.ts';
import { type Locale, resolveLocale } from './locale.ts';
import { createTranslator, type Translate } from './translator.ts';

export function useTranslator<K extends string>(catalog: Catalog<K>, element: Element | null): [Translate<K>, Locale] {
  const locale = resolveLocale(element);
  // An island that met French before its texts arrived renders again with them.
  const arrivals = useStore($frenchArrivals);
  // biome-ignore lint/correctness/useExhaustiveDependencies: arrivals changes what createTranslator finds registered.
  const t = useMemo(() => createTranslator(catalog, locale), [catalog, locale, arrivals]);
  return [t, locale];
}
