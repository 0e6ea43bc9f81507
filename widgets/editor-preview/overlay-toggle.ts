// The fixed "Edit controls" switch: pressed while the toolbars and outlines are offered.
import { resolveLocale } from '../../shared/i18n/locale.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import messages from './messages.ts';
import { $overlaysShown, toggleOverlays } from './store.ts';

/** Adds the switch to the page; `onChange` hears every value of the choice, the current one first. Returns the stop. */
export function mountOverlayToggle(doc: Document, onChange: (shown: boolean) => void): () => void {
  const toggle = doc.createElement('button');
  toggle.type = 'button';
  toggle.className = 'sf-preview-toggle';
  toggle.textContent = createTranslator(messages, resolveLocale(doc.body))('toggle');
  toggle.addEventListener('click', toggleOverlays);
  doc.body.append(toggle);
  const unsubscribe = $overlaysShown.subscribe((shown) => {
    toggle.setAttribute('aria-pressed', String(shown));
    onChange(shown);
  });
  return () => {
    unsubscribe();
    toggle.remove();
  };
}
