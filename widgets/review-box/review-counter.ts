// Review text box: the page-helpers character counter (1000, truncating, polite) on the product page's review field.
import { REVIEW_MAX_CHARS } from '../../shared/constants.ts';
import { updateCounter, watchCounter } from '../../shared/dom/counter.ts';
import { delegate } from '../../shared/dom/delegate.ts';
import { observeMatches } from '../../shared/dom/observe.ts';
import { attachOnce } from '../../shared/dom/once.ts';

/** The legacy review field (data-sf-char-counter, form.sf-review) — the same counter as data-sf-counter, not a copy. */
const REVIEW_SELECTOR = 'textarea[data-sf-char-counter], form.sf-review textarea';

export const reviewCounter = attachOnce(() => {
  observeMatches(REVIEW_SELECTOR, (field) => {
    const area = field as HTMLTextAreaElement;
    // Without a maxlength the counter would fall back to its own default; the review limit is 1000 (LEGACY-MARKUP.md §10).
    if (!area.hasAttribute('maxlength') && !area.dataset.sfCounter) area.dataset.sfCounter = String(REVIEW_MAX_CHARS);
    watchCounter(area);
  });
  delegate(document, 'input', REVIEW_SELECTOR, (_event, field) => updateCounter(field as HTMLTextAreaElement));
});
