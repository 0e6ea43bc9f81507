// What a listing writes in its history entry: its state, where the results started and the product on top when scrolled.
import type { ListingState } from '../state.ts';
import { type HistoryEntry, recordEntry, type ScrollAnchor, toEntry } from './history-entry.ts';

export function createEntryRecorder(widgetKey: string) {
  /** Where the results started when the scroll height was last recorded (see HistoryEntry.resultsTop). */
  let recordedResultsTop: number | undefined;
  /** The product on top of the screen when the scroll was last recorded (see HistoryEntry.anchor). */
  let recordedAnchor: ScrollAnchor | undefined;

  /** Records the state in the current entry (push: a new entry, which category mode makes). */
  function rememberState(state: ListingState, push: boolean): void {
    const entry: HistoryEntry = {
      ...toEntry(state),
      ...(recordedResultsTop === undefined ? {} : { resultsTop: recordedResultsTop }),
      ...(recordedAnchor === undefined ? {} : { anchor: recordedAnchor }),
    };
    recordEntry(widgetKey, entry, push);
  }

  /** The shopper scrolled: where the results then started (if known) and the product on top go in the next entry. */
  function noteScroll(top: number | undefined, anchor: ScrollAnchor | null): void {
    if (top !== undefined) recordedResultsTop = top;
    recordedAnchor = anchor ?? undefined;
  }

  return { rememberState, noteScroll };
}
export type EntryRecorder = ReturnType<typeof createEntryRecorder>;
