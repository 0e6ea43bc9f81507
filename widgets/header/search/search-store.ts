// Search-as-you-type logic (README "Behaviour"): 600 ms debounce, a forced call every 5th keystroke, aborts, no stale reply.
import { atom } from 'nanostores';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_FORCE_EVERY, SUGGEST_MAX_ITEMS } from '../../../shared/constants.ts';
import type { Outcome } from '../../../shared/http/index.ts';
import { latestOnly, redirectTo } from '../../../shared/http/index.ts';
import { cleanQuery, searchPageUrl, stripAngles } from './search-text.ts';
import type { SuggestionReply } from './suggestions.ts';

/** The states of one suggestions call. */
export type CallState = 'none' | 'waiting' | 'in progress';

export interface SearchStoreOptions {
  fetchSuggestions: (query: string, signal: AbortSignal) => Promise<Outcome<SuggestionReply>>;
  /** Read on every keystroke, so an attribute change applies at once. */
  minimumKeywordSize: () => number;
  searchUrl: () => string;
}

export function createSearchStore(options: SearchStoreOptions) {
  const $query = atom('');
  const $callState = atom<CallState>('none');
  const $results = atom<SuggestionReply | null>(null);
  const $open = atom(false);
  const $activeIndex = atom(-1);
  /** The query whose reply is on screen (what the count announcement speaks of). */
  const $shownFor = atom('');
  const $emptySubmit = atom(false);

  let keystrokes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** A newer keystroke (or a close) makes the call on its way stale, whatever its reply says. */
  const calls = latestOnly();
  let composing = false;
  // Esc says "not now": a reply that lands afterwards is kept but does not pop the panel open.
  let dismissed = false;

  function cancelPending(): void {
    clearTimeout(timer);
    timer = undefined;
    calls.abort();
    $callState.set('none');
  }

  async function run(query: string): Promise<void> {
    timer = undefined;
    $callState.set('in progress');
    const call = await calls
      .run((signal) => options.fetchSuggestions(query, signal))
      .catch((error: unknown) => {
        // The shared client resolves every failure; a fetch that rejects anyway (a bug) must not escape `void run()`.
        // (A stale call's rejection, such as its abort, never lands here.)
        console.warn('[storefront] search suggestions failed:', error);
        return { stale: false, value: { ok: false, reason: 'failed' } } as const;
      });
    if (call.stale) return;
    $callState.set('none');
    const outcome: Outcome<SuggestionReply> = call.value;
    if (!outcome.ok) return;
    const reply = {
      ...outcome.value,
      Suggestions: [...new Set(outcome.value.Suggestions)].slice(0, SUGGEST_MAX_ITEMS),
    };
    $results.set(reply);
    $shownFor.set(query);
    $activeIndex.set(-1);
    if (!dismissed) $open.set(reply.Suggestions.length > 0 || reply.hasProduct);
  }

  function schedule(): void {
    cancelPending();
    const query = cleanQuery($query.get());
    if (query.length < options.minimumKeywordSize()) {
      $results.set(null);
      $open.set(false);
      $activeIndex.set(-1);
      if (query === '') keystrokes = 0;
      return;
    }
    dismissed = false;
    if (keystrokes % SUGGEST_FORCE_EVERY === 0) {
      void run(query);
    } else {
      $callState.set('waiting');
      timer = setTimeout(() => void run(query), SUGGEST_DEBOUNCE_MS);
    }
  }

  /** One keystroke (an input event): the field's new text. */
  function typeQuery(raw: string): void {
    $query.set(stripAngles(raw));
    $emptySubmit.set(false);
    if (composing) return;
    keystrokes++;
    schedule();
  }

  function startComposition(): void {
    composing = true;
    cancelPending();
  }

  /** An IME finished a character: that counts as one keystroke with the composed text. */
  function endComposition(raw: string): void {
    composing = false;
    typeQuery(raw);
  }

  function closeSuggestions(): void {
    dismissed = true;
    $open.set(false);
    $activeIndex.set(-1);
  }

  function openSuggestions(): void {
    const results = $results.get();
    dismissed = false;
    if (results && (results.Suggestions.length > 0 || results.hasProduct)) $open.set(true);
  }

  function moveActive(step: 1 | -1): void {
    const count = $results.get()?.Suggestions.length ?? 0;
    if (!$open.get()) {
      openSuggestions();
      return;
    }
    if (count === 0) return;
    const next = $activeIndex.get() + step;
    $activeIndex.set(next < 0 ? count - 1 : next >= count ? 0 : next);
  }

  /** Goes to the results page with the query (or the chosen suggestion); an empty query is refused. */
  function submitSearch(chosen?: string): boolean {
    const active = $results.get()?.Suggestions[$activeIndex.get()];
    const query = cleanQuery(chosen ?? ($open.get() && active !== undefined ? active : $query.get()));
    if (query === '') {
      $emptySubmit.set(true);
      return false;
    }
    cancelPending();
    $query.set(query);
    closeSuggestions();
    return redirectTo(searchPageUrl(options.searchUrl(), query));
  }

  /** Empties everything (hiding the floating search does this). */
  function clearSearch(): void {
    cancelPending();
    keystrokes = 0;
    $query.set('');
    $results.set(null);
    $shownFor.set('');
    $open.set(false);
    $activeIndex.set(-1);
    $emptySubmit.set(false);
  }

  return {
    $query,
    $callState,
    $results,
    $open,
    $activeIndex,
    $shownFor,
    $emptySubmit,
    typeQuery,
    startComposition,
    endComposition,
    closeSuggestions,
    openSuggestions,
    moveActive,
    submitSearch,
    clearSearch,
    /** Stops timers and requests when the header leaves the page. */
    stopSearch: cancelPending,
  };
}
