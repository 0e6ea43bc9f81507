// A story's language: its own `parameters.locale` first, else the toolbar's (or the story's) `locale` global, else en.
import { DEFAULT_LOCALE, type Locale, toLocale } from '../shared/i18n/locale.ts';

interface LocaleSource {
  parameters: { locale?: unknown };
  globals: { locale?: unknown };
}

export function storyLocale({ parameters, globals }: LocaleSource): Locale {
  const chosen = parameters.locale ?? globals.locale;
  return typeof chosen === 'string' ? toLocale(chosen) : DEFAULT_LOCALE;
}
