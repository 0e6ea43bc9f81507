// Which of our two languages an element speaks: its own lang, the nearest [lang] ancestor, else <html lang>.
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Maps any BCP 47 tag to en or fr; unknown languages fall back to en (LEGACY-MARKUP.md §10). */
export function toLocale(tag: string | null | undefined): Locale {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'fr' ? 'fr' : DEFAULT_LOCALE;
}

export function resolveLocale(element?: Element | null): Locale {
  const withLang = element?.closest('[lang]');
  if (withLang) return toLocale(withLang.getAttribute('lang'));
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  return toLocale(document.documentElement.getAttribute('lang'));
}
