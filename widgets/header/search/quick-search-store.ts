// Category quick search (README "Behaviour"): cascading levels, empty GUID = nothing chosen, all levels required.
import { atom } from 'nanostores';
import * as v from 'valibot';
import { legacyOptional } from '../../../shared/config/legacy-values.ts';
import { EMPTY_GUID } from '../../../shared/constants.ts';
import {
  endpointCall,
  type LatestOnly,
  latestOnly,
  type Outcome,
  parseCallResult,
  parserFor,
  ResultCode,
  redirectTo,
} from '../../../shared/http/index.ts';
import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';

export const optionsSchema = v.array(v.object({ Item1: v.string(), Item2: legacyOptional(v.string(), '') }));
export type QuickSearchOption = v.InferOutput<typeof optionsSchema>[number];
const loadOptions = endpointCall(ENDPOINTS.quickSearchOptions, parserFor(optionsSchema, 'quick search options'), {
  widget: 'sf-header',
});
const submitCategories = endpointCall(ENDPOINTS.quickSearch, parseCallResult, { widget: 'sf-header' });

export interface QuickSearchLevel {
  /** null while not loaded (or loading) */
  options: QuickSearchOption[] | null;
  loading: boolean;
  selected: string;
}

export interface QuickSearchOptions {
  levels: () => number;
  optionsUrl: () => string;
  submitUrl: () => string;
  widgetUniqueCode: () => string;
}

const emptyLevel = (): QuickSearchLevel => ({ options: null, loading: false, selected: EMPTY_GUID });
const isChosen = (id: string): boolean => id.trim() !== '' && id.toLowerCase() !== EMPTY_GUID;

export function createQuickSearchStore(options: QuickSearchOptions) {
  const $levels = atom<QuickSearchLevel[]>([]);
  const $incomplete = atom(false);
  /** Each level's option requests: the newest wins; choosing a level makes every deeper one's reply stale. */
  const levelRequests: LatestOnly[] = [];

  const update = (index: number, patch: Partial<QuickSearchLevel>) =>
    $levels.set($levels.get().map((level, i) => (i === index ? { ...level, ...patch } : level)));

  async function loadLevel(index: number, parent: string): Promise<void> {
    const requests = levelRequests[index] ?? latestOnly();
    levelRequests[index] = requests;
    update(index, { loading: true, options: null });
    // The older request is not aborted (its signal is not passed): only its reply is dropped.
    const reply = await requests.run(
      (): Promise<Outcome<QuickSearchOption[]>> =>
        loadOptions({
          fields: { level: index + 1, idParentOption: parent, headerWidgetUniqueCode: options.widgetUniqueCode() },
          url: options.optionsUrl(),
        }),
    );
    if (reply.stale) return;
    // A failure has already been reported by the client; the level shows "No Option Available".
    update(index, { loading: false, options: reply.value.ok ? reply.value.value : [] });
  }

  /** Opening the popup starts at level 1 (kept as it was if it is open again). */
  function startQuickSearch(): void {
    const count = options.levels();
    if ($levels.get().length !== count) $levels.set(Array.from({ length: count }, emptyLevel));
    const first = $levels.get()[0];
    if (first && first.options === null && !first.loading) void loadLevel(0, EMPTY_GUID);
  }

  /** Choosing a level resets every deeper one, then loads the next level's options. */
  function chooseCategory(index: number, id: string): void {
    const levels = $levels.get();
    $incomplete.set(false);
    $levels.set(
      levels.map((level, i) => (i === index ? { ...level, selected: id } : i > index ? emptyLevel() : level)),
    );
    for (let i = index + 1; i < levels.length; i++) levelRequests[i]?.abort();
    if (isChosen(id) && index + 1 < levels.length) void loadLevel(index + 1, id);
  }

  async function submitQuickSearch(): Promise<boolean> {
    const selected = $levels.get().map((l) => l.selected);
    if (selected.length === 0 || !selected.every(isChosen)) {
      $incomplete.set(true);
      return false;
    }
    const outcome = await submitCategories({
      fields: { selectedCategories: selected.join('|'), headerWidgetUniqueCode: options.widgetUniqueCode() },
      url: options.submitUrl(),
    });
    // The client already followed Result REDIRECT; a plain success that still carries a URL goes there too.
    if (outcome.ok && outcome.value.Result !== ResultCode.ERROR && outcome.value.RedirectUrl)
      return redirectTo(outcome.value.RedirectUrl);
    return outcome.ok === false && outcome.reason === 'redirected';
  }

  return { $levels, $incomplete, startQuickSearch, chooseCategory, submitQuickSearch };
}
export type QuickSearchStore = ReturnType<typeof createQuickSearchStore>;
