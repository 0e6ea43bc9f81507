// Unsaved-changes warning: a changed form[data-sf-unsaved-warning] guards in-page links and the browser's leave prompt.

import { delegate } from '../../shared/dom/delegate.ts';
import { isFromServer } from '../../shared/dom/from-server.ts';
import { navigation } from '../../shared/http/navigation.ts';
import { resolveLocale } from '../../shared/i18n/locale.ts';
import sharedMessages from '../../shared/i18n/messages.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { confirmStatus } from '../../shared/stores/status.ts';
import { toSameOriginUrl } from '../../shared/url/guard.ts';
import { EXTERNAL_LINK_SELECTOR } from './external-link.ts';
import { hasUnsavedChanges, markClean, markDirty } from './store.ts';

const UNSAVED_SELECTOR = 'form[data-sf-unsaved-warning]';

/**
 * Only the page's own forms arm the prompt: a form in server HTML (an async section, a popup) could otherwise hold
 * the shopper on the page with a question at every link (README "Unsaved changes").
 */
const markIfOwn = (form: Element) => {
  if (!isFromServer(form)) markDirty(form);
};

export function watchUnsavedChanges(): () => void {
  const t = () => createTranslator(sharedMessages, resolveLocale());
  const stops = [
    delegate(document, 'input', UNSAVED_SELECTOR, (_e, form) => markIfOwn(form)),
    delegate(document, 'change', UNSAVED_SELECTOR, (_e, form) => markIfOwn(form)),
    delegate(document, 'submit', UNSAVED_SELECTOR, (event, form) => {
      // A submit blocked by validation keeps the changes unsaved.
      if (!event.defaultPrevented) markClean(form);
    }),
    delegate(document, 'reset', UNSAVED_SELECTOR, (_e, form) => markClean(form)),
    delegate(document, 'click', 'a[href]', (event, link) => {
      if (event.defaultPrevented || !hasUnsavedChanges() || link.matches(EXTERNAL_LINK_SELECTOR)) return;
      if (link.getAttribute('target') === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const url = toSameOriginUrl(link.getAttribute('href'));
      // Links to other sites and hash links: the browser's beforeunload prompt (or nothing) covers them.
      if (!url || (url.pathname === window.location.pathname && url.search === window.location.search && url.hash))
        return;
      event.preventDefault();
      void confirmStatus(t()('unsavedChanges'), 'ok-cancel').then((yes) => {
        if (!yes) return;
        markClean();
        navigation.assign(url.href);
      });
    }),
  ];
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasUnsavedChanges()) return;
    // Browsers show their own wording; the text is kept for those that still read it.
    event.preventDefault();
    event.returnValue = t()('unsavedChanges');
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    for (const stop of stops) stop();
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
