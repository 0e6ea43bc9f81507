// Delegated page helpers: counters, force-lower, search-text cleaning, external links, unsaved changes (see README.md).

import { COUNTER_SELECTOR, updateCounter, watchCounter } from '../../shared/dom/counter.ts';
import { delegate } from '../../shared/dom/delegate.ts';
import { observeMatches } from '../../shared/dom/observe.ts';
import { attachOnce } from '../../shared/dom/once.ts';
import { cleanQuery, stripAngles } from '../../shared/search-text.ts';
import { watchExternalLinks } from './external-link.ts';
import { watchUnsavedChanges } from './unsaved.ts';

const FORCE_LOWER_SELECTOR = 'input[data-sf-force-lower], textarea[data-sf-force-lower], input.force-lower';
/** The page's own search fields: marked ones, and the text inputs of its plain search forms (see README.md). */
const SEARCH_TEXT_SELECTOR = 'input[data-sf-search-text], form[role="search"] input:is([type="text"], [type="search"])';

/**
 * A search form inside a widget's tag is that widget's: the header cleans its field with the same rule
 * (shared/search-text.ts), server fallback included, and a second writer would fight its own. A field marked
 * data-sf-search-text is the author's explicit request, honoured wherever it stands.
 */
function cleansHere(field: Element): boolean {
  if (field.hasAttribute('data-sf-search-text')) return true;
  for (let parent = field.parentElement; parent; parent = parent.parentElement) {
    if (parent.localName.startsWith('sf-')) return false;
  }
  return true;
}

export const pageHelpers = attachOnce(() => {
  observeMatches(COUNTER_SELECTOR, (field) => watchCounter(field as HTMLTextAreaElement));
  delegate(document, 'input', COUNTER_SELECTOR, (_e, field) => updateCounter(field as HTMLTextAreaElement));
  delegate(document, 'focusout', FORCE_LOWER_SELECTOR, (_e, field) => {
    const input = field as HTMLInputElement;
    input.value = input.value.toLowerCase();
  });
  delegate(document, 'input', SEARCH_TEXT_SELECTOR, (_e, field) => {
    if (!cleansHere(field)) return;
    const input = field as HTMLInputElement;
    const cleaned = stripAngles(input.value);
    if (cleaned === input.value) return;
    const caret = Math.max(0, (input.selectionStart ?? cleaned.length) - (input.value.length - cleaned.length));
    input.value = cleaned;
    input.setSelectionRange?.(caret, caret);
  });
  delegate(document, 'change', SEARCH_TEXT_SELECTOR, (_e, field) => {
    if (!cleansHere(field)) return;
    const input = field as HTMLInputElement;
    input.value = cleanQuery(input.value);
  });
  watchExternalLinks();
  watchUnsavedChanges();
});
