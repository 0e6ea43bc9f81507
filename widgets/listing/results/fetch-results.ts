// The listing's requests for results: a load that replaces them (every control change) and "view more", which appends.
import { parseFragmentInSlices } from '../../../shared/dom/html.ts';
import { afterNextPaint } from '../../../shared/dom/tasks.ts';
import { asHtml, endpointCall } from '../../../shared/http/index.ts';
import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { rememberState } from '../history/entry-recorder.ts';
import { listKey, toEntry } from '../history/history-entry.ts';
import * as listingState from '../state.ts';
import { keepReply, type ListingParts, settle } from '../store-parts.ts';
import { appendResults, replaceResults, replyPages } from './results-html.ts';
import { recountShown } from './shown-results.ts';

/** The products call (its results as HTML), at the listing's data-widget-ajax-url. */
export const fetchProducts = endpointCall(ENDPOINTS.listingProducts, asHtml, { widget: 'sf-listing' });

/** Reloads pages 1..pageTo of this state and replaces the results (every control change). */
export async function loadResults(
  parts: ListingParts,
  state: listingState.ListingState,
  options = { record: true },
): Promise<boolean> {
  const { shown, requests, $busy, $requested } = parts;
  if (!shown.area) return false;
  const mine = ++parts.generation;
  // What was loading is superseded now, not when this request starts: its reply must not land during the frame.
  requests.abort();
  $busy.set('replace');
  $requested.set(state);
  // The change's own task shows only the choice and the fading results; the request starts after that frame is
  // painted. A second change within the frame supersedes this one: one request, for both.
  await afterNextPaint();
  if (mine !== parts.generation || !shown.area) return false;
  const reply = await requests.run((signal) =>
    fetchProducts({
      fields: listingState.requestFields(state, 1, state.pageTo),
      url: parts.config.widgetAjaxUrl,
      signal,
    }),
  );
  if (reply.stale || !shown.area) return false;
  const outcome = reply.value;
  if (!outcome.ok) {
    // Nothing changed on the page: the controls and the next change go back to what it shows.
    $busy.set(null);
    $requested.set(parts.$state.get());
    return false;
  }
  // Sanitised in slices (a page of items is hundreds of elements): input is handled meanwhile, and a change made
  // meanwhile supersedes this reply.
  const fragment = await parseFragmentInSlices(outcome.value);
  if (mine !== parts.generation || !shown.area) return false;
  $busy.set(null);
  const summary = replaceResults(shown.area, fragment);
  // A server may answer fewer pages than asked (it caps the range): the next "view more" follows what it answered.
  const answeredTo = replyPages(shown.area)?.to ?? state.pageTo;
  const loaded = listingState.afterLoad(state, Math.min(answeredTo, state.pageTo), summary.lastPageNumber);
  settle(parts, loaded, summary, { kind: 'loaded', total: summary.total, shown: recountShown(shown), added: 0 });
  shown.listing = { key: listKey(toEntry(loaded)), to: loaded.pageTo };
  keepReply(parts, loaded, { from: 1, to: replyPages(shown.area)?.to ?? loaded.pageTo, html: outcome.value });
  if (options.record) rememberState(parts.widgetKey, parts.recorded, loaded, loaded.displayMode === 'category');
  return true;
}

/** "View more": the next page, appended; a second click while it loads sends nothing. */
export async function loadMoreResults(parts: ListingParts): Promise<HTMLElement[]> {
  const { shown, requests, $busy } = parts;
  const state = parts.$state.get();
  if (!shown.area || $busy.get() !== null || listingState.isLastPage(state)) return [];
  const [from, to] = listingState.viewMoreRange(state);
  const mine = ++parts.generation;
  $busy.set('append');
  // The click's own task shows only the busy button; the request (and its reply, which would otherwise be appended
  // and laid out before that frame) comes after it is painted. A control change meanwhile supersedes it.
  await afterNextPaint();
  if (mine !== parts.generation || !shown.area) return [];
  const reply = await requests.run((signal) =>
    fetchProducts({ fields: listingState.requestFields(state, from, to), url: parts.config.widgetAjaxUrl, signal }),
  );
  if (reply.stale || !shown.area) return [];
  const outcome = reply.value;
  if (!outcome.ok) {
    $busy.set(null);
    return [];
  }
  // Only the reply's nodes are parsed (in slices, as above) and appended: nothing here grows with the items shown.
  const fragment = await parseFragmentInSlices(outcome.value);
  if (mine !== parts.generation || !shown.area) return [];
  $busy.set(null);
  const { summary, added, pages } = appendResults(shown.area, fragment);
  shown.count += added.length;
  const loaded = listingState.afterLoad(state, to, summary.lastPageNumber);
  settle(parts, loaded, summary, { kind: 'more', total: summary.total, shown: shown.count, added: added.length });
  shown.listing = shown.listing?.to === from - 1 ? { key: shown.listing.key, to: pages?.to ?? to } : null;
  // The new items are what the click asked for: painted first. Keeping the reply for Back, recording the entry
  // (the browser saves the state of every form control of a long listing with it) and moving the focus (a layout
  // of the whole list) wait for that frame; skipped if another load has replaced these results meanwhile (not
  // if the shopper's scroll was recorded meanwhile: that changes the state, not the pages shown).
  await afterNextPaint();
  keepReply(parts, loaded, { from, to: pages?.to ?? to, html: outcome.value });
  if (mine !== parts.generation || !shown.area) return added;
  rememberState(parts.widgetKey, parts.recorded, parts.$state.get(), loaded.displayMode === 'category');
  focusFirst(added);
  return added;
}

/** Keyboard users land on the first new item's link, not back at the top. */
function focusFirst(added: HTMLElement[]): void {
  const first = added[0];
  if (!first) return;
  const target = first.querySelector<HTMLElement>('a[href]') ?? first;
  if (target === first && !first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
}
