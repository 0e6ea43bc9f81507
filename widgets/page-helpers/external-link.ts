// External links: ask first (the legacy wording, README.md), then open a new tab with noopener; keyboard activation included (click).
import { delegate } from '../../shared/dom/delegate.ts';
import { navigation } from '../../shared/http/navigation.ts';
import { resolveLocale } from '../../shared/i18n/locale.ts';
import sharedMessages from '../../shared/i18n/messages.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { confirmStatus } from '../../shared/stores/status.ts';

export const EXTERNAL_LINK_SELECTOR = 'a[data-sf-external-link], a.external-link';

/** Only http(s) links are opened; anything else (javascript:, data:) is refused silently. */
function externalHref(link: HTMLAnchorElement): string | null {
  try {
    const url = new URL(link.getAttribute('href') ?? '', document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function watchExternalLinks(): () => void {
  return delegate(document, 'click', EXTERNAL_LINK_SELECTOR, (event, link) => {
    if (event.defaultPrevented || !(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    const href = externalHref(link);
    if (!href) return;
    const t = createTranslator(sharedMessages, resolveLocale(link));
    void confirmStatus(t('externalLink'), 'ok-cancel').then((yes) => {
      if (yes) navigation.open(href);
    });
  });
}
