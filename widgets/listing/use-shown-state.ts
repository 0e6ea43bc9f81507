// The listing's state as its controls show it: the scroll height alone (kept for Back while the shopper scrolls)
// is not something they show, so a change of it renders nothing.
import type { ReadableAtom } from 'nanostores';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ListingState } from './state.ts';

const sameBesidesScroll = (a: ListingState, b: ListingState): boolean =>
  (Object.keys(a) as (keyof ListingState)[]).every((key) => key === 'scrollHeight' || Object.is(a[key], b[key]));

export function useShownState(store: ReadableAtom<ListingState>): ListingState {
  const shown = useRef(store.get());
  const subscribe = useCallback((notify: () => void) => store.listen(notify), [store]);
  const snapshot = () => {
    const next = store.get();
    if (!sameBesidesScroll(next, shown.current)) shown.current = next;
    return shown.current;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
