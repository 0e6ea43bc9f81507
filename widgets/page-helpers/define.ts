// Delegated page helpers: counters, force-lower, search-text cleaning, external links, unsaved changes (see README.md).
import { delegate, observeMatches } from '../../shared/dom/index.ts';
import { attachOnce } from '../../shared/dom/once.ts';
import { cleanQuery, stripAngles } from '../../shared/search-text.ts';
import { COUNTER_SELECTOR, updateCounter } from './counter.ts';
import { watchExternalLinks } from './external-link.ts';
import { watchUnsavedChanges } from './unsaved.ts';

export const FORCE_LOWER_SELECTOR = 'input[data-sf-force-lower], textarea[data-sf-force-lower], input.force-lower';
/** The server's search fields, the header's no-JavaScript form among them (LEGACY-MARKUP.md §11). */
export const SEARCH_TEXT_SELECTOR =
  'input[data-sf-search-text], form[role="search"] input:is([type="text"], [type="search"]), .sf-header__search input[name="qs"]';

const pageHelpers = attachOnce(() => {
  observeMatches(COUNTER_SELECTOR, (field) => updateCounter(field as HTMLTextAreaElement));
  delegate(document, 'input', COUNTER_SELECTOR, (_e, field) => updateCounter(field as HTMLTextAreaElement));
  delegate(document, 'focusout', FORCE_LOWER_SELECTOR, (_e, field) => {
    const input = field as HTMLInputElement;
    input.value = input.value.toLowerCase();
  });
  delegate(document, 'input', SEARCH_TEXT_SELECTOR, (_e, field) => {
    const input = field as HTMLInputElement;
    const cleaned = stripAngles(input.value);
    if (cleaned === input.value) return;
    const caret = Math.max(0, (input.selectionStart ?? cleaned.length) - (input.value.length - cleaned.length));
    input.value = cleaned;
    input.setSelectionRange?.(caret, caret);
  });
  delegate(document, 'change', SEARCH_TEXT_SELECTOR, (_e, field) => {
    const input = field as HTMLInputElement;
    input.value = cleanQuery(input.value);
  });
  watchExternalLinks();
  watchUnsavedChanges();
});

export function define(): void {
  pageHelpers.attach();
}
