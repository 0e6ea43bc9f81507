// Content-editor preview (body[data-sf-preview="true"]): every sf-* widget, now or inserted later, gets the edit actions.
import { observeMatches } from '../../shared/dom/index.ts';
import { attachOnce } from '../../shared/dom/once.ts';
import { decorate, isEditableWidget } from './decorate.ts';
import { startOverlay } from './overlay.ts';
import { loadClientUrl, restoreOverlaysShown } from './store.ts';

export const PREVIEW_SELECTOR = 'body[data-sf-preview="true"]';

const preview = attachOnce(() => {
  void loadClientUrl();
  restoreOverlaysShown();
  const overlay = startOverlay();
  // Re-checked per element: a page leaving preview mode (or a test) stops decorating.
  observeMatches(isEditableWidget, (element) => {
    if (document.body.matches(PREVIEW_SELECTOR)) overlay.add(element, decorate(element));
  });
});

export function define(): void {
  // Shoppers never get here: the loader only loads this chunk when the body is in preview mode; checked again anyway.
  if (document.body.matches(PREVIEW_SELECTOR)) preview.attach();
}
