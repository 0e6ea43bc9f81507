// What the listing store (store.ts) hands the parts that load and restore results: atoms, results shown, request turn.
import type { WritableAtom } from 'nanostores';
import type { LatestOnly } from '../../shared/http/index.ts';
import type { RecordedScroll } from './history/entry-recorder.ts';
import { listKey, toEntry } from './history/history-entry.ts';
import { type CachedPages, cachePages } from './history/results-cache.ts';
import type { PendingScroll } from './history/scroll-restore.ts';
import type { ResultsSummary } from './results/results-html.ts';
import type { ShownResults } from './results/shown-results.ts';
import type { ListingConfig, ListingState } from './state.ts';

export interface Announcement {
  kind: 'loaded' | 'more';
  total: number;
  shown: number;
  added: number;
}

/**
 * What is loading: a replacement (the results fade), "view more", or Back's restore (pages keep arriving below
 * what is shown, which stays as it is: nothing stale to fade, and no repaint of a long list when it ends).
 */
export type Busy = 'replace' | 'append' | 'restore' | null;

export interface ListingParts {
  config: ListingConfig;
  /** Keys this listing's history entry and cached replies. */
  widgetKey: string;
  $state: WritableAtom<ListingState>;
  /**
   * The state the newest load asks for (the shown state when nothing is loading): the next control change starts
   * from it, so Grid then Sort while Grid loads asks for Grid + the new sort, and the controls show both at once.
   */
  $requested: WritableAtom<ListingState>;
  $summary: WritableAtom<ResultsSummary & { shown: number }>;
  $busy: WritableAtom<Busy>;
  $announcement: WritableAtom<Announcement | null>;
  shown: ShownResults;
  /** Every load or "view more" supersedes the one before it: the older is aborted, its reply dropped. */
  requests: LatestOnly;
  /** Bumped by every load, "view more" and restore: a restore still running sees it was superseded. */
  generation: number;
  recorded: RecordedScroll;
  scroll: PendingScroll;
}

/** A load has landed: the state, its summary and what to announce are shown together. */
export function settle(
  parts: ListingParts,
  state: ListingState,
  summary: ResultsSummary,
  announcement: Announcement,
): void {
  parts.$state.set(state);
  parts.$requested.set(state);
  parts.$summary.set({ ...summary, lastPageNumber: state.lastPageNumber, shown: announcement.shown });
  parts.$announcement.set(announcement);
}

/** Keeps a reply for Back, as it came (written when the browser is idle). */
export const keepReply = (parts: ListingParts, state: ListingState, pages: CachedPages): void =>
  cachePages(parts.widgetKey, listKey(toEntry(state)), pages);
