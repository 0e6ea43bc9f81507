// The engine's translator for an element's language, and the popover text for an invalid quantity.
import { createTranslator, resolveLocale, sharedMessages, type Translate } from '../../shared/i18n/index.ts';
import messages from './messages.ts';
import type { InvalidReason, QtyRules } from './page/quantity.ts';
import type { DialogTexts } from './store.ts';

export type EngineKey = keyof typeof messages.en;
export interface EngineTexts {
  t: Translate<EngineKey>;
  dialog: (title: EngineKey) => DialogTexts;
  locale: 'en' | 'fr';
}

/**
 * The engine's texts, made on first use: an add that goes in shows none of them, so it never builds a translator.
 */
export type LazyTexts = () => EngineTexts;

export function textsFor(element: Element | null): EngineTexts {
  const locale = resolveLocale(element);
  const t = createTranslator(messages, locale);
  const ts = createTranslator(sharedMessages, locale);
  return { t, locale, dialog: (title) => ({ title: t(title), close: ts('close') }) };
}

/** Popover text in the priority order of README.md (What a click does), with the input's own numbers. */
export function invalidText(t: Translate<EngineKey>, reason: InvalidReason, rules: QtyRules): string {
  switch (reason) {
    case 'min':
      return t('qtyMin', { min: rules.min });
    case 'multiple':
      return t('qtyMultiple', { 0: rules.multiple });
    case 'duplicate':
      return t('qtyDuplicate');
    case 'max':
      return t('qtyMax', { max: rules.max });
    case 'generic':
      return t('qtyInvalid');
  }
}
