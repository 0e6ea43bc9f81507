// Puts the scroll back where a history entry says, 100 ms later: on the product that was on top, kept while the page settles.
import { SCROLL_RESTORE_DELAY_MS } from '../../../shared/constants.ts';
import { itemAt } from '../results/results-html.ts';
import type { ShownResults } from '../results/shown-results.ts';
import { type HistoryEntry, restoredScrollY } from './history-entry.ts';
import { keepScrollAnchored } from './scroll-anchor.ts';
import { resultsTop } from './window-wiring.ts';

type ScrollEntry = Pick<HistoryEntry, 'scrollHeight' | 'resultsTop' | 'anchor'>;

export function createScrollRestore(shown: ShownResults) {
  let restoreTimer: ReturnType<typeof setTimeout> | undefined;
  let stopAnchor: () => void = () => {};

  /**
   * Where the entry's product (else its height) now is, and what to keep in place while the page settles: items not
   * rendered yet count at an estimated height, so the product, not a height, is what the shopper left.
   */
  function scrollTarget(entry: ScrollEntry): { y: number; anchor: Element | null } {
    const results = shown.area;
    const item = results && entry.anchor ? itemAt(results, entry.anchor.index) : null;
    if (item && entry.anchor)
      return { y: item.getBoundingClientRect().top + window.scrollY - entry.anchor.offset, anchor: item };
    return { y: results ? restoredScrollY(entry, resultsTop(results)) : entry.scrollHeight, anchor: results };
  }

  function restoreScrollLater(entry: ScrollEntry): void {
    stopScrollRestore();
    if (entry.scrollHeight < 0) return;
    restoreTimer = setTimeout(() => {
      const target = scrollTarget(entry);
      window.scrollTo(0, target.y);
      if (target.anchor) stopAnchor = keepScrollAnchored(target.anchor, target.y);
    }, SCROLL_RESTORE_DELAY_MS);
  }

  /** Drops a restore still waiting and stops following its product. */
  function stopScrollRestore(): void {
    clearTimeout(restoreTimer);
    stopAnchor();
  }

  return { scrollTarget, restoreScrollLater, stopScrollRestore };
}
export type ScrollRestore = ReturnType<typeof createScrollRestore>;
