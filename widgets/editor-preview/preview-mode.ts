// Content-editor preview (body data-sf-preview="true", any case, or 1): every sf-* widget, now or inserted later, gets the edit actions.
import { isLegacyTrue } from '../../shared/config/legacy-values.ts';
import { observeMatches } from '../../shared/dom/observe.ts';
import { attachOnce } from '../../shared/dom/once.ts';
import { decorate, isEditableWidget } from './decorate.ts';
import { startOverlay } from './overlay.ts';
import { loadClientUrl, restoreOverlaysShown } from './store.ts';

/** The flag as the server writes it ("True" from an ASP.NET view): the one legacy boolean reading. */
export const isPreviewPage = (): boolean => isLegacyTrue(document.body.dataset.sfPreview);

export const preview = attachOnce(() => {
  void loadClientUrl();
  restoreOverlaysShown();
  const overlay = startOverlay();
  // Re-checked per element: a page leaving preview mode (or a test) stops decorating.
  observeMatches(isEditableWidget, (element) => {
    if (isPreviewPage()) overlay.add(element, decorate(element));
  });
});
