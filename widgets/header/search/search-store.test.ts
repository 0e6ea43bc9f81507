// The suggestion timing rule with fake timers and exact call counts (widgets/header/README.md, search suggestions).

import type { Outcome } from '../../../shared/http/index.ts';
import { setNavigator } from '../../../shared/http/navigation.ts';
import { recordNavigation } from '../../../test/support/navigation.ts';
import {
  clearSearch,
  closeSuggestions,
  createSearchStore,
  endComposition,
  moveActive,
  startComposition,
  submitSearch,
  typeQuery,
} from './search-store.ts';
import type { SuggestionReply } from './suggestions.ts';

interface Call {
  query: string;
  signal: AbortSignal;
  resolve: (outcome: Outcome<SuggestionReply>) => void;
}

function setup(minimumKeywordSize = 3) {
  const calls: Call[] = [];
  const store = createSearchStore({
    fetchSuggestions: (query, signal) => new Promise((resolve) => calls.push({ query, signal, resolve })),
    minimumKeywordSize: () => minimumKeywordSize,
    searchUrl: () => '/search',
  });
  return { store, calls };
}
const reply = (...Suggestions: string[]): Outcome<SuggestionReply> => ({
  ok: true,
  value: { Suggestions, hasProduct: false, ProductValue: '' },
});
const flush = () => vi.advanceTimersByTimeAsync(0);
// Taken before the fake timers replace it.
const realSetImmediate = globalThis.setImmediate;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('sends exactly 5 calls for 22 keys at 100 ms: at keys 5, 10, 15, 20 and 600 ms after key 22', () => {
  const { store, calls } = setup();
  const text = 'recycled copy paper 8x';
  const callKeys: number[] = [];
  for (let i = 1; i <= text.length; i++) {
    const before = calls.length;
    typeQuery(store, text.slice(0, i));
    if (calls.length > before) callKeys.push(i);
    vi.advanceTimersByTime(100);
  }
  expect(callKeys).toEqual([5, 10, 15, 20]);
  vi.advanceTimersByTime(499);
  expect(calls).toHaveLength(4);
  vi.advanceTimersByTime(1);
  expect(calls).toHaveLength(5);
  expect(calls[4]?.query).toBe(text);
  vi.advanceTimersByTime(10000);
  expect(calls).toHaveLength(5);
});

it('4 keys then a pause sends 1 call, 600 ms after the last key', () => {
  const { store, calls } = setup();
  for (const text of ['p', 'pe', 'pen', 'pens']) {
    typeQuery(store, text);
    vi.advanceTimersByTime(100);
  }
  expect(store.$callState.get()).toBe('waiting');
  vi.advanceTimersByTime(499);
  expect(calls).toHaveLength(0);
  vi.advanceTimersByTime(1);
  expect(calls.map((c) => c.query)).toEqual(['pens']);
  expect(store.$callState.get()).toBe('in progress');
});

it('a new keystroke aborts the pending request, silently, even when the fetch rejects on abort', async () => {
  // Like a bare fetch(), this fake rejects with an AbortError once its signal is aborted.
  const signals: AbortSignal[] = [];
  const store = createSearchStore({
    fetchSuggestions: (_query, signal) => {
      signals.push(signal);
      return new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('The user aborted a request.', 'AbortError')));
      });
    },
    minimumKeywordSize: () => 3,
    searchUrl: () => '/search',
  });
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    typeQuery(store, 'pens');
    vi.advanceTimersByTime(600);
    expect(store.$callState.get()).toBe('in progress');
    typeQuery(store, 'pensx');
    expect(signals[0]?.aborted).toBe(true);
    await flush();
    // Node reports an unhandled rejection only after the current macrotask: wait for a real one.
    await new Promise((resolve) => realSetImmediate(resolve));
  } finally {
    process.off('unhandledRejection', onRejection);
  }
  expect(rejections).toEqual([]);
  expect(store.$results.get()).toBeNull();
  expect(store.$callState.get()).toBe('waiting');
});

it('a fetch that rejects without an abort closes the call with a console warning and keeps the last results', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  let fail = false;
  const calls: Call[] = [];
  const store = createSearchStore({
    fetchSuggestions: (query, signal) =>
      fail
        ? Promise.reject(new TypeError('Failed to fetch'))
        : new Promise((resolve) => calls.push({ query, signal, resolve })),
    minimumKeywordSize: () => 3,
    searchUrl: () => '/search',
  });
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    typeQuery(store, 'pens');
    vi.advanceTimersByTime(600);
    calls[0]?.resolve(reply('Pens, blue'));
    await flush();
    fail = true;
    typeQuery(store, 'pensx');
    vi.advanceTimersByTime(600);
    await flush();
    await new Promise((resolve) => realSetImmediate(resolve));
  } finally {
    process.off('unhandledRejection', onRejection);
  }
  expect(rejections).toEqual([]);
  expect(store.$callState.get()).toBe('none');
  expect(store.$results.get()?.Suggestions).toEqual(['Pens, blue']);
  expect(warn).toHaveBeenCalledWith('[storefront] search suggestions failed:', expect.any(TypeError));
});

it('never shows a stale reply, even when replies arrive out of order', async () => {
  const { store, calls } = setup();
  typeQuery(store, 'pens');
  vi.advanceTimersByTime(600);
  typeQuery(store, 'pencil');
  vi.advanceTimersByTime(600);
  expect(calls).toHaveLength(2);
  calls[1]?.resolve(reply('Pencil HB'));
  await flush();
  calls[0]?.resolve(reply('Pens, blue'));
  await flush();
  expect(store.$results.get()?.Suggestions).toEqual(['Pencil HB']);
  expect(store.$shownFor.get()).toBe('pencil');
});

it('Esc while a request is pending keeps the panel closed when the reply lands', async () => {
  const { store, calls } = setup();
  typeQuery(store, 'paper');
  expect(calls).toHaveLength(0);
  vi.advanceTimersByTime(600);
  closeSuggestions(store);
  calls[0]?.resolve(reply('Copy paper'));
  await flush();
  expect(store.$open.get()).toBe(false);
  moveActive(store, 1);
  expect(store.$open.get()).toBe(true);
});

it('asks nothing below the minimum keyword size, and keeps at most 30 items', async () => {
  const { store, calls } = setup(4);
  typeQuery(store, 'pen');
  vi.advanceTimersByTime(5000);
  expect(calls).toHaveLength(0);
  expect(store.$callState.get()).toBe('none');
  typeQuery(store, 'pens');
  vi.advanceTimersByTime(600);
  calls[0]?.resolve(reply(...Array.from({ length: 40 }, (_, i) => `item ${i}`)));
  await flush();
  expect(store.$results.get()?.Suggestions).toHaveLength(30);
  expect(store.$open.get()).toBe(true);
});

it('sends nothing during IME composition, then one keystroke for the composed text', () => {
  const { store, calls } = setup();
  typeQuery(store, 'ka');
  startComposition(store);
  typeQuery(store, 'kaん');
  typeQuery(store, 'kaんじ');
  vi.advanceTimersByTime(2000);
  expect(calls).toHaveLength(0);
  endComposition(store, 'ka漢字');
  vi.advanceTimersByTime(600);
  expect(calls.map((c) => c.query)).toEqual(['ka漢字']);
});

it('strips < and >, trims, never submits an empty query, and submits in qs', () => {
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  const { store } = setup();
  typeQuery(store, '  <> ');
  expect(submitSearch(store)).toBe(false);
  expect(store.$emptySubmit.get()).toBe(true);
  expect(nav.calls).toEqual([]);
  typeQuery(store, ' <b>toner</b> ');
  expect(store.$query.get()).toBe(' btoner/b ');
  submitSearch(store);
  expect(nav.calls).toEqual([{ kind: 'assign', url: 'http://localhost:3000/search?qs=btoner%2Fb' }]);
});

it('Enter on an active suggestion submits that suggestion', async () => {
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  const { store, calls } = setup();
  typeQuery(store, 'stap');
  vi.advanceTimersByTime(600);
  calls[0]?.resolve(reply('Stapler', 'Staples'));
  await flush();
  moveActive(store, 1);
  moveActive(store, 1);
  expect(store.$activeIndex.get()).toBe(1);
  submitSearch(store);
  expect(nav.calls[0]?.url).toContain('qs=Staples');
});

const withProduct = (...Suggestions: string[]): Outcome<SuggestionReply> => ({
  ok: true,
  value: { Suggestions, hasProduct: true, ProductValue: '<p>Stapler</p>' },
});

/** Types `text` and lets its call go out and come back with `outcome`. */
async function showReply(
  { store, calls }: ReturnType<typeof setup>,
  text: string,
  outcome: Outcome<SuggestionReply>,
): Promise<void> {
  typeQuery(store, text);
  vi.advanceTimersByTime(600);
  calls.at(-1)?.resolve(outcome);
  await flush();
}

it('starts empty: no text, no call, no results, the list closed with nothing active', () => {
  const { store } = setup();
  expect(store.$query.get()).toBe('');
  expect(store.$callState.get()).toBe('none');
  expect(store.$results.get()).toBeNull();
  expect(store.$open.get()).toBe(false);
  expect(store.$activeIndex.get()).toBe(-1);
  expect(store.$shownFor.get()).toBe('');
  expect(store.$emptySubmit.get()).toBe(false);
});

it('↓ and ↑ browse the suggestions and wrap around at both ends', async () => {
  const s = setup();
  await showReply(s, 'stap', reply('Stapler', 'Staples', 'Staple remover'));
  const { store } = s;
  moveActive(store, -1);
  expect(store.$activeIndex.get()).toBe(2);
  moveActive(store, -1);
  expect(store.$activeIndex.get()).toBe(1);
  moveActive(store, 1);
  expect(store.$activeIndex.get()).toBe(2);
  moveActive(store, 1);
  expect(store.$activeIndex.get()).toBe(0);
  moveActive(store, 1);
  expect(store.$activeIndex.get()).toBe(1);
});

it('↓ with a product preview but no suggestion keeps nothing active', async () => {
  const s = setup();
  await showReply(s, 'stap', withProduct());
  expect(s.store.$open.get()).toBe(true);
  moveActive(s.store, 1);
  expect(s.store.$activeIndex.get()).toBe(-1);
});

it('↓ before any reply, or after an empty one, leaves the list closed', async () => {
  const s = setup();
  moveActive(s.store, 1);
  expect(s.store.$open.get()).toBe(false);
  await showReply(s, 'zzzz', reply());
  expect(s.store.$results.get()?.Suggestions).toEqual([]);
  expect(s.store.$open.get()).toBe(false);
  moveActive(s.store, 1);
  expect(s.store.$open.get()).toBe(false);
  expect(s.store.$activeIndex.get()).toBe(-1);
});

it('a reply with only a product preview opens the list; Esc then ↓ opens it again', async () => {
  const s = setup();
  await showReply(s, 'stap', withProduct());
  expect(s.store.$open.get()).toBe(true);
  closeSuggestions(s.store);
  expect(s.store.$open.get()).toBe(false);
  moveActive(s.store, 1);
  expect(s.store.$open.get()).toBe(true);
});

it('a new reply and Esc both drop the active suggestion', async () => {
  const s = setup();
  await showReply(s, 'stap', reply('Stapler', 'Staples'));
  moveActive(s.store, 1);
  expect(s.store.$activeIndex.get()).toBe(0);
  await showReply(s, 'stapl', reply('Stapler', 'Staples'));
  expect(s.store.$activeIndex.get()).toBe(-1);
  moveActive(s.store, 1);
  closeSuggestions(s.store);
  expect(s.store.$activeIndex.get()).toBe(-1);
});

it('after Esc and ↓, a newer reply with nothing to show closes the list', async () => {
  const s = setup();
  await showReply(s, 'stap', reply('Stapler'));
  typeQuery(s.store, 'stapx');
  vi.advanceTimersByTime(600);
  closeSuggestions(s.store);
  moveActive(s.store, 1);
  expect(s.store.$open.get()).toBe(true);
  s.calls.at(-1)?.resolve(reply());
  await flush();
  expect(s.store.$open.get()).toBe(false);
});

it('going below the minimum size closes the list and drops the results and the active suggestion', async () => {
  const s = setup();
  await showReply(s, 'stap', reply('Stapler', 'Staples'));
  moveActive(s.store, 1);
  typeQuery(s.store, 'st');
  expect(s.store.$results.get()).toBeNull();
  expect(s.store.$open.get()).toBe(false);
  expect(s.store.$activeIndex.get()).toBe(-1);
});

it('an emptied field starts the keystroke count again: the 5th key after it calls at once', () => {
  const { store, calls } = setup();
  for (const text of ['p', 'pe', 'pen', '']) typeQuery(store, text);
  vi.advanceTimersByTime(5000);
  expect(calls).toHaveLength(0);
  for (const text of ['t', 'to', 'ton', 'tone']) typeQuery(store, text);
  expect(calls).toHaveLength(0);
  typeQuery(store, 'toner');
  expect(calls.map((c) => c.query)).toEqual(['toner']);
});

it('typing again takes back the "empty query" message', () => {
  const { store } = setup();
  expect(submitSearch(store)).toBe(false);
  expect(store.$emptySubmit.get()).toBe(true);
  typeQuery(store, 't');
  expect(store.$emptySubmit.get()).toBe(false);
});

it('Enter with the list open but nothing active submits the typed text', async () => {
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  const s = setup();
  await showReply(s, 'stap', reply('Stapler', 'Staples'));
  expect(s.store.$open.get()).toBe(true);
  submitSearch(s.store);
  expect(nav.calls).toEqual([{ kind: 'assign', url: 'http://localhost:3000/search?qs=stap' }]);
});

it('clearing (hiding the floating search) empties everything and stops the call on its way', async () => {
  const s = setup();
  await showReply(s, 'stap', reply('Stapler', 'Staples'));
  moveActive(s.store, 1);
  typeQuery(s.store, 'stapl');
  vi.advanceTimersByTime(600);
  const pending = s.calls.at(-1);
  submitSearch(s.store, ' ');
  expect(s.store.$emptySubmit.get()).toBe(true);
  clearSearch(s.store);
  expect(pending?.signal.aborted).toBe(true);
  expect(s.store.$query.get()).toBe('');
  expect(s.store.$callState.get()).toBe('none');
  expect(s.store.$results.get()).toBeNull();
  expect(s.store.$shownFor.get()).toBe('');
  expect(s.store.$open.get()).toBe(false);
  expect(s.store.$activeIndex.get()).toBe(-1);
  expect(s.store.$emptySubmit.get()).toBe(false);
  // The keystroke count starts again too: the 5th key after clearing calls at once.
  for (const text of ['t', 'to', 'ton', 'tone', 'toner']) typeQuery(s.store, text);
  expect(s.calls.at(-1)?.query).toBe('toner');
});
