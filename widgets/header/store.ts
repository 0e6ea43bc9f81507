// The header's state and actions, testable without React: search, panels, quick search, ink/toner, counts, logout.
import { atom } from 'nanostores';
import { parseCallResult, postHtml, ResultCode, redirectTo, request } from '../../shared/http/index.ts';
import { watchCartCount } from '../../shared/stores/cart.ts';
import type { HeaderConfig } from './config.ts';
import { DEFAULT_SEARCH_URL, endpoints } from './endpoint-urls.ts';
import { createPanelsStore } from './menu/panels-store.ts';
import type { QuickSearchStore } from './search/quick-search-store.ts';
import { createSearchStore } from './search/search-store.ts';
import { cleanQuery, searchPageUrl, stripAngles } from './search/search-text.ts';
import { fetchSuggestions } from './search/suggestions.ts';
import type { ServerHeader } from './server-content.ts';

export const SERVICES_KEY = 'services';

export function createHeaderStore(getConfig: () => HeaderConfig, server: ServerHeader) {
  const urls = () => endpoints(getConfig());
  const searchUrl = () => getConfig().searchUrl || server.searchAction || DEFAULT_SEARCH_URL;

  const search = createSearchStore({
    fetchSuggestions: (query, signal) => fetchSuggestions(urls().suggestions, query, signal),
    minimumKeywordSize: () => getConfig().minimumKeywordSize,
    searchUrl,
  });
  const menu = createPanelsStore((categoryId) =>
    postHtml(urls().submenu, { categoryId, widgetuniquecode: getConfig().widgetUniqueCode }),
  );
  const services = createPanelsStore(() => {
    const c = getConfig();
    return postHtml(urls().services, {
      widgetCode: c.widgetCode,
      controlIndex: c.controlIndex,
      pageVersionId: c.pageVersionId,
      controlValue: c.controlValue,
    });
  });
  /** The quick search store arrives with its own chunk the first time the popup opens (null until then). */
  const $quickSearch = atom<QuickSearchStore | null>(null);
  let quickSearchLoad: Promise<QuickSearchStore> | undefined;
  function loadQuickSearch(): Promise<QuickSearchStore> {
    quickSearchLoad ??= import('./search/quick-search-store.ts').then(
      ({ createQuickSearchStore }) => {
        const store = createQuickSearchStore({
          levels: () => getConfig().quickSearchLevels,
          optionsUrl: () => urls().quickSearchOptions,
          submitUrl: () => urls().quickSearch,
          widgetUniqueCode: () => getConfig().widgetUniqueCode,
        });
        $quickSearch.set(store);
        return store;
      },
      (error: unknown) => {
        // A chunk that failed to arrive is asked for again on the next open.
        quickSearchLoad = undefined;
        throw error;
      },
    );
    return quickSearchLoad;
  }
  /** Floating search: shown ("focused") or hidden; hiding clears the mark and empties the input (README "Behaviour"). */
  const $floatingSearch = atom(false);
  const $inkTonerOpen = atom(false);
  const $inkTonerQuery = atom('');
  const $inkTonerEmpty = atom(false);
  const $quickSearchOpen = atom(false);

  function showFloatingSearch(): void {
    $floatingSearch.set(true);
  }
  function hideFloatingSearch(): void {
    $floatingSearch.set(false);
    search.clearSearch();
  }

  function openInkToner(): void {
    $inkTonerEmpty.set(false);
    $inkTonerOpen.set(true);
  }
  function typeInkToner(raw: string): void {
    $inkTonerQuery.set(stripAngles(raw));
    $inkTonerEmpty.set(false);
  }
  /** Cartridges are found by searching the printer model on the results page (LEGACY-MARKUP §9). */
  function submitInkToner(): boolean {
    const model = cleanQuery($inkTonerQuery.get());
    if (model === '') {
      $inkTonerEmpty.set(true);
      return false;
    }
    return redirectTo(searchPageUrl(searchUrl(), model));
  }

  function openQuickSearch(): void {
    $quickSearchOpen.set(true);
    loadQuickSearch().then(
      (store) => store.startQuickSearch(),
      () => undefined,
    );
  }

  /** POST /bpwgtlogin/logout: the client follows Result REDIRECT; a plain success with a URL goes there too. */
  async function logout(): Promise<void> {
    // First: the reply's redirect leaves the page; what was kept for this visitor must not outlive them. Loaded
    // on demand: it is not needed before a logout, and the header is part of every page's first load.
    const { logoutVisitor } = await import('../../shared/stores/visitor.ts');
    logoutVisitor();
    const outcome = await request(urls().logout, {}, { expect: 'json', parse: parseCallResult });
    if (outcome.ok && outcome.value.Result !== ResultCode.ERROR && outcome.value.RedirectUrl)
      redirectTo(outcome.value.RedirectUrl);
  }

  /** Starts what runs while the header is on the page; returns the cleanup. */
  function startHeader(): () => void {
    // What the shopper typed into the server's form before the widget loaded is kept.
    if (server.typedQuery && search.$query.get() === '') search.$query.set(stripAngles(server.typedQuery));
    return () => search.stopSearch();
  }

  /** Shows the badges' counts (read by shared/stores/cart.ts), the quote's only when opted in; returns the stop. */
  function watchCounts(): () => void {
    const url = urls().cartCount;
    const stops = [watchCartCount('cart', url)];
    if (getConfig().showQuoteCount) stops.push(watchCartCount('quote', url));
    return () => {
      for (const stop of stops) stop();
    };
  }

  return {
    search,
    menu,
    services,
    $quickSearch,
    $floatingSearch,
    $inkTonerOpen,
    $inkTonerQuery,
    $inkTonerEmpty,
    $quickSearchOpen,
    searchUrl,
    showFloatingSearch,
    hideFloatingSearch,
    openInkToner,
    typeInkToner,
    submitInkToner,
    openQuickSearch,
    logout,
    startHeader,
    watchCounts,
  };
}
export type HeaderStore = ReturnType<typeof createHeaderStore>;
