// Takes over the results the server rendered in the tag as a finished load, its pages 2..to kept for Back.

import { listKey, toEntry } from '../history/history-entry.ts';
import { cachedListing, cachePages } from '../history/results-cache.ts';
import * as listingState from '../state.ts';
import { type ListingParts, settle } from '../store-parts.ts';
import { pageReply, readSummary } from './results-html.ts';
import { recountShown } from './shown-results.ts';

/** Takes the server's first page as loaded: its paging values and count, no request. */
export function adoptServerPage(parts: ListingParts, area: HTMLElement, reloadNow: boolean): listingState.ListingState {
  const { shown, $state } = parts;
  shown.area = area;
  const summary = readSummary(area);
  const last = Number.isNaN(summary.lastPageNumber) ? $state.get().lastPageNumber : summary.lastPageNumber;
  const startsAtOne = $state.get().pageFrom === 1;
  const first = listingState.afterLoad($state.get(), $state.get().pageTo, last);
  // The server's pages are the listing of the attributes (not of a query string that overrides them).
  shown.listing = startsAtOne && !reloadNow ? { key: listKey(toEntry(first)), to: first.pageTo } : null;
  settle(parts, first, summary, { kind: 'loaded', total: summary.total, shown: recountShown(shown), added: 0 });
  if (shown.listing) keepServerPages(parts, first, shown.listing.to);
  parts.$announcement.set(null);
  return first;
}

/**
 * Pages 2..to the server rendered in the tag, kept for Back as "view more" replies are (Back gets page 1 from the
 * server again): each page is serialised on its own, at idle time, and only if not stored yet.
 */
function keepServerPages(parts: ListingParts, state: listingState.ListingState, to: number): void {
  const { shown, widgetKey } = parts;
  const key = listKey(toEntry(state));
  const stored = cachedListing(widgetKey, key).ranges;
  for (let page = 2; page <= to; page++) {
    if (stored.has(page)) continue;
    cachePages(widgetKey, key, () => {
      const html =
        shown.area && shown.listing?.key === key ? pageReply(shown.area, page, state.userResultPerPage) : null;
      return html === null ? null : { from: page, to: page, html };
    });
  }
}
