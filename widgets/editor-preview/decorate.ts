// Builds one widget's edit toolbar: out of the page flow (nothing moves), placed just before the widget so Tab reaches
// its actions in page order, and outside it so the widget's own rendering never removes it.

import { navigation } from '../../shared/http/navigation.ts';
import { resolveLocale } from '../../shared/i18n/locale.ts';
import sharedMessages from '../../shared/i18n/messages.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { toSameOriginUrl } from '../../shared/url/guard.ts';
import messages from './messages.ts';
import { type EditAction, raiseEdit } from './store.ts';

/** The toolbar's class; a plain element, so a page's `:not(:defined)` rule for custom elements never hides it. */
export const BAR_CLASS = 'sf-preview-bar';

/** Tags that are page machinery, not editable sections. */
const SKIPPED = new Set(['sf-overlay']);
export const isEditableWidget = (element: Element): boolean =>
  element.localName.startsWith('sf-') && !SKIPPED.has(element.localName) && !element.closest(`.${BAR_CLASS}`);

export function decorate(element: Element): HTMLElement {
  const locale = resolveLocale(element);
  const ts = createTranslator(sharedMessages, locale);
  const t = createTranslator(messages, locale);
  const bar = document.createElement('div');
  bar.className = BAR_CLASS;
  bar.setAttribute('role', 'toolbar');
  const name = element.getAttribute('data-widget-code') || element.localName;
  bar.setAttribute('aria-label', t('toolbar', { name }));
  const button = (action: EditAction, label: string) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `sf-preview-action sf-preview-action--${action}`;
    b.dataset.sfEdit = action;
    b.textContent = label;
    b.addEventListener('click', () => {
      const { proceed, detail } = raiseEdit(action, element);
      // Checked again after the event: any listener may have rewritten detail.editorUrl.
      const url = proceed ? toSameOriginUrl(detail.editorUrl) : null;
      if (url) navigation.assign(url.href);
    });
    return b;
  };
  bar.append(button('section', ts('editSection')), button('layout', ts('editLayout')));
  element.before(bar);
  return bar;
}
