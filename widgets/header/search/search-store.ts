// Search-as-you-type logic (README "Behaviour"): 600 ms debounce, a forced call every 5th keystroke, aborts, no stale reply.
// Each header has its own search box, so its state is made per box (createSearchStore) and every action takes it first.
import { atom, type WritableAtom } from 'nanostores';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_FORCE_EVERY, SUGGEST_MAX_ITEMS } from '../../../shared/constants.ts';
import type { LatestOnly, Outcome } from '../../../shared/http/index.ts';
import { latestOnly, redirectTo } from '../../../shared/http/index.ts';
import { cleanQuery, searchPageUrl, stripAngles } from './search-text.ts';
import type { SuggestionReply } from './suggestions.ts';

/** The states of one suggestions call. */
type CallState = 'none' | 'waiting' | 'in progress';

export interface SearchStoreOptions {
  fetchSuggestions: (query: string, signal: AbortSignal) => Promise<Outcome<SuggestionReply>>;
  /** Read on every keystroke, so an attribute change applies at once. */
  minimumKeywordSize: () => number;
  searchUrl: () => string;
}

/** One search box: what it shows ($ atoms) and what its keystrokes, timer and call have reached. */
export interface SearchStore {
  readonly options: SearchStoreOptions;
  readonly $query: WritableAtom<string>;
  readonly $callState: WritableAtom<CallState>;
  readonly $results: WritableAtom<SuggestionReply | null>;
  readonly $open: WritableAtom<boolean>;
  readonly $activeIndex: WritableAtom<number>;
  /** The query whose reply is on screen (what the count announcement speaks of). */
  readonly $shownFor: WritableAtom<string>;
  readonly $emptySubmit: WritableAtom<boolean>;
  keystrokes: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** A newer keystroke (or a close) makes the call on its way stale, whatever its reply says. */
  readonly calls: LatestOnly;
  composing: boolean;
  /** Esc says "not now": a reply that lands afterwards is kept but does not pop the panel open. */
  dismissed: boolean;
}

export function createSearchStore(options: SearchStoreOptions): SearchStore {
  return {
    options,
    $query: atom(''),
    $callState: atom<CallState>('none'),
    $results: atom<SuggestionReply | null>(null),
    $open: atom(false),
    $activeIndex: atom(-1),
    $shownFor: atom(''),
    $emptySubmit: atom(false),
    keystrokes: 0,
    timer: undefined,
    calls: latestOnly(),
    composing: false,
    dismissed: false,
  };
}

function cancelPending(search: SearchStore): void {
  clearTimeout(search.timer);
  search.timer = undefined;
  search.calls.abort();
  search.$callState.set('none');
}

async function runCall(search: SearchStore, query: string): Promise<void> {
  search.timer = undefined;
  search.$callState.set('in progress');
  const call = await search.calls
    .run((signal) => search.options.fetchSuggestions(query, signal))
    .catch((error: unknown) => {
      // The shared client resolves every failure; a fetch that rejects anyway (a bug) must not escape `void runCall()`.
      // (A stale call's rejection, such as its abort, never lands here.)
      console.warn('[storefront] search suggestions failed:', error);
      return { stale: false, value: { ok: false, reason: 'failed' } } as const;
    });
  if (call.stale) return;
  search.$callState.set('none');
  const outcome: Outcome<SuggestionReply> = call.value;
  if (outcome.ok) showReply(search, query, outcome.value);
}

function showReply(search: SearchStore, query: string, value: SuggestionReply): void {
  const reply = { ...value, Suggestions: [...new Set(value.Suggestions)].slice(0, SUGGEST_MAX_ITEMS) };
  search.$results.set(reply);
  search.$shownFor.set(query);
  search.$activeIndex.set(-1);
  if (!search.dismissed) search.$open.set(reply.Suggestions.length > 0 || reply.hasProduct);
}

function schedule(search: SearchStore): void {
  cancelPending(search);
  const query = cleanQuery(search.$query.get());
  if (query.length < search.options.minimumKeywordSize()) {
    search.$results.set(null);
    search.$open.set(false);
    search.$activeIndex.set(-1);
    if (query === '') search.keystrokes = 0;
    return;
  }
  search.dismissed = false;
  if (search.keystrokes % SUGGEST_FORCE_EVERY === 0) {
    void runCall(search, query);
  } else {
    search.$callState.set('waiting');
    search.timer = setTimeout(() => void runCall(search, query), SUGGEST_DEBOUNCE_MS);
  }
}

/** One keystroke (an input event): the field's new text. */
export function typeQuery(search: SearchStore, raw: string): void {
  search.$query.set(stripAngles(raw));
  search.$emptySubmit.set(false);
  if (search.composing) return;
  search.keystrokes++;
  schedule(search);
}

export function startComposition(search: SearchStore): void {
  search.composing = true;
  cancelPending(search);
}

/** An IME finished a character: that counts as one keystroke with the composed text. */
export function endComposition(search: SearchStore, raw: string): void {
  search.composing = false;
  typeQuery(search, raw);
}

export function closeSuggestions(search: SearchStore): void {
  search.dismissed = true;
  search.$open.set(false);
  search.$activeIndex.set(-1);
}

function openSuggestions(search: SearchStore): void {
  const results = search.$results.get();
  search.dismissed = false;
  if (results && (results.Suggestions.length > 0 || results.hasProduct)) search.$open.set(true);
}

export function moveActive(search: SearchStore, step: 1 | -1): void {
  const count = search.$results.get()?.Suggestions.length ?? 0;
  if (!search.$open.get()) {
    openSuggestions(search);
    return;
  }
  if (count === 0) return;
  const next = search.$activeIndex.get() + step;
  search.$activeIndex.set(next < 0 ? count - 1 : next >= count ? 0 : next);
}

/** Goes to the results page with the query (or the chosen suggestion); an empty query is refused. */
export function submitSearch(search: SearchStore, chosen?: string): boolean {
  const active = search.$results.get()?.Suggestions[search.$activeIndex.get()];
  const query = cleanQuery(chosen ?? (search.$open.get() && active !== undefined ? active : search.$query.get()));
  if (query === '') {
    search.$emptySubmit.set(true);
    return false;
  }
  cancelPending(search);
  search.$query.set(query);
  closeSuggestions(search);
  return redirectTo(searchPageUrl(search.options.searchUrl(), query));
}

/** Empties everything (hiding the floating search does this). */
export function clearSearch(search: SearchStore): void {
  cancelPending(search);
  search.keystrokes = 0;
  search.$query.set('');
  search.$results.set(null);
  search.$shownFor.set('');
  search.$open.set(false);
  search.$activeIndex.set(-1);
  search.$emptySubmit.set(false);
}

/** Stops timers and requests when the header leaves the page. */
export const stopSearch = cancelPending;
