// What the results area shows: the element, its items (counted as they come) and which listing's pages 1..to it holds.
import { listItems } from './results-html.ts';

export interface ShownResults {
  /** The results area; null once the widget let go of it (a reply still on its way is then dropped). */
  area: HTMLElement | null;
  /** The items shown, counted as they come (counting them in the page would search the whole list each time). */
  count: number;
  /** Which listing the results area holds, pages 1..to (null: not known to start at page 1). */
  listing: { key: string; to: number } | null;
}

export const noResultsShown = (): ShownResults => ({ area: null, count: 0, listing: null });

/** Counts the items of the whole area again (after it was replaced). */
export function recountShown(shown: ShownResults): number {
  shown.count = shown.area ? listItems(shown.area).length : 0;
  return shown.count;
}
