// What a listing writes in its history entry: its state, where the results started and the product on top when scrolled.
import type { ListingState } from '../state.ts';
import { type HistoryEntry, recordEntry, type ScrollAnchor, toEntry } from './history-entry.ts';

/** Noted when the shopper last scrolled, for the next entry written (see HistoryEntry.resultsTop and .anchor). */
export interface RecordedScroll {
  resultsTop: number | undefined;
  anchor: ScrollAnchor | undefined;
}

export const nothingRecorded = (): RecordedScroll => ({ resultsTop: undefined, anchor: undefined });

/** Records the state in the current entry (push: a new entry, which category mode makes). */
export function rememberState(widgetKey: string, recorded: RecordedScroll, state: ListingState, push: boolean): void {
  const entry: HistoryEntry = {
    ...toEntry(state),
    ...(recorded.resultsTop === undefined ? {} : { resultsTop: recorded.resultsTop }),
    ...(recorded.anchor === undefined ? {} : { anchor: recorded.anchor }),
  };
  recordEntry(widgetKey, entry, push);
}

/** The shopper scrolled: where the results then started (if known) and the product on top go in the next entry. */
export function noteScroll(recorded: RecordedScroll, top: number | undefined, anchor: ScrollAnchor | null): void {
  if (top !== undefined) recorded.resultsTop = top;
  recorded.anchor = anchor ?? undefined;
}
