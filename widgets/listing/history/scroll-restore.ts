// Puts the scroll back where a history entry says, 100 ms later: on the product that was on top, kept while the page settles.
import { SCROLL_RESTORE_DELAY_MS } from '../../../shared/constants.ts';
import { itemAt } from '../results/results-html.ts';
import type { ShownResults } from '../results/shown-results.ts';
import { type HistoryEntry, restoredScrollY } from './history-entry.ts';
import { keepScrollAnchored } from './scroll-anchor.ts';
import { resultsTop } from './window-wiring.ts';

type ScrollEntry = Pick<HistoryEntry, 'scrollHeight' | 'resultsTop' | 'anchor'>;

/** A restore waiting for its delay, and the following of its product once it scrolled. */
export interface PendingScroll {
  timer: ReturnType<typeof setTimeout> | undefined;
  stopAnchor: () => void;
}

export const noPendingScroll = (): PendingScroll => ({ timer: undefined, stopAnchor: () => {} });

/**
 * Where the entry's product (else its height) now is, and what to keep in place while the page settles: items not
 * rendered yet count at an estimated height, so the product, not a height, is what the shopper left.
 */
export function scrollTarget(shown: ShownResults, entry: ScrollEntry): { y: number; anchor: Element | null } {
  const results = shown.area;
  const item = results && entry.anchor ? itemAt(results, entry.anchor.index) : null;
  if (item && entry.anchor)
    return { y: item.getBoundingClientRect().top + window.scrollY - entry.anchor.offset, anchor: item };
  return { y: results ? restoredScrollY(entry, resultsTop(results)) : entry.scrollHeight, anchor: results };
}

export function restoreScrollLater(pending: PendingScroll, shown: ShownResults, entry: ScrollEntry): void {
  stopScrollRestore(pending);
  if (entry.scrollHeight < 0) return;
  pending.timer = setTimeout(() => {
    const target = scrollTarget(shown, entry);
    window.scrollTo(0, target.y);
    if (target.anchor) pending.stopAnchor = keepScrollAnchored(target.anchor, target.y);
  }, SCROLL_RESTORE_DELAY_MS);
}

/** Drops a restore still waiting and stops following its product. */
export function stopScrollRestore(pending: PendingScroll): void {
  clearTimeout(pending.timer);
  pending.stopAnchor();
}
