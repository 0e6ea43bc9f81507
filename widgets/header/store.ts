// The header's state and actions, testable without React: search, panels, quick search, ink/toner, counts, logout.
// Each <sf-header> has its own state (its attributes, the server's form, its own search box): createHeaderStore makes
// it, and the actions below take it first.
import { atom, type WritableAtom } from 'nanostores';
import { asHtml, endpointCall, parseCallResult, ResultCode, redirectTo } from '../../shared/http/index.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { watchCartCount } from '../../shared/stores/cart.ts';
import type { HeaderConfig } from './config.ts';
import { DEFAULT_SEARCH_URL, endpoints } from './endpoint-urls.ts';
import { createPanelsStore } from './menu/panels-store.ts';
import type { QuickSearchStore } from './search/quick-search-store.ts';
import { clearSearch, createSearchStore, type SearchStore, stopSearch } from './search/search-store.ts';
import { cleanQuery, searchPageUrl, stripAngles } from './search/search-text.ts';
import { fetchSuggestions } from './search/suggestions.ts';
import type { ServerHeader } from './server-content.ts';

export const SERVICES_KEY = 'services';

type PanelsStore = ReturnType<typeof createPanelsStore>;

/** One header: what it reads (its attributes, the server's fallback), its parts' stores and its dialogs' atoms. */
export interface HeaderStore {
  readonly getConfig: () => HeaderConfig;
  readonly server: ServerHeader;
  readonly urls: () => ReturnType<typeof endpoints>;
  readonly searchUrl: () => string;
  readonly search: SearchStore;
  readonly menu: PanelsStore;
  readonly services: PanelsStore;
  /** The quick search store arrives with its own chunk the first time the popup opens (null until then). */
  readonly $quickSearch: WritableAtom<QuickSearchStore | null>;
  quickSearchLoad: Promise<QuickSearchStore> | undefined;
  /** Floating search: shown ("focused") or hidden; hiding clears the mark and empties the input (README "Behaviour"). */
  readonly $floatingSearch: WritableAtom<boolean>;
  readonly $inkTonerOpen: WritableAtom<boolean>;
  readonly $inkTonerQuery: WritableAtom<string>;
  readonly $inkTonerEmpty: WritableAtom<boolean>;
  readonly $quickSearchOpen: WritableAtom<boolean>;
}

export function createHeaderStore(getConfig: () => HeaderConfig, server: ServerHeader): HeaderStore {
  const urls = () => endpoints(getConfig());
  const searchUrl = () => getConfig().searchUrl || server.searchAction || DEFAULT_SEARCH_URL;
  return {
    getConfig,
    server,
    urls,
    searchUrl,
    search: createSearchStore({
      fetchSuggestions: (query, signal) => fetchSuggestions(urls().suggestions, query, signal),
      minimumKeywordSize: () => getConfig().minimumKeywordSize,
      searchUrl,
    }),
    ...createPanels(getConfig, urls),
    $quickSearch: atom<QuickSearchStore | null>(null),
    quickSearchLoad: undefined,
    $floatingSearch: atom(false),
    $inkTonerOpen: atom(false),
    $inkTonerQuery: atom(''),
    $inkTonerEmpty: atom(false),
    $quickSearchOpen: atom(false),
  };
}

/** The header's calls: their failures are raised on the page as its own (sf:error). */
const HEADER = { widget: 'sf-header' } as const;
const loadSubmenu = endpointCall(ENDPOINTS.submenu, asHtml, HEADER);
/** The services panel's record by the header's data-services-path (its README). */
const loadServices = {
  widget: endpointCall(ENDPOINTS.myServices, asHtml, HEADER),
  bpwgtheader: endpointCall(ENDPOINTS.myServicesBp, asHtml, HEADER),
  bpwgtheaderb2x: endpointCall(ENDPOINTS.myServicesB2x, asHtml, HEADER),
};
const sendLogout = endpointCall(ENDPOINTS.logout, parseCallResult, HEADER);

/** The mega menu's and "my services" panels, each loaded from its endpoint on first open. */
function createPanels(getConfig: () => HeaderConfig, urls: () => ReturnType<typeof endpoints>) {
  const menu = createPanelsStore((categoryId) =>
    loadSubmenu({ fields: { categoryId, widgetuniquecode: getConfig().widgetUniqueCode }, url: urls().submenu }),
  );
  const services = createPanelsStore(() => {
    const c = getConfig();
    return loadServices[c.servicesPath]({
      fields: {
        widgetCode: c.widgetCode,
        controlIndex: c.controlIndex,
        pageVersionId: c.pageVersionId,
        controlValue: c.controlValue,
      },
      url: urls().services,
    });
  });
  return { menu, services };
}

function loadQuickSearch(header: HeaderStore): Promise<QuickSearchStore> {
  const { getConfig, urls } = header;
  header.quickSearchLoad ??= import('./search/quick-search-store.ts').then(
    ({ createQuickSearchStore }) => {
      const store = createQuickSearchStore({
        levels: () => getConfig().quickSearchLevels,
        optionsUrl: () => urls().quickSearchOptions,
        submitUrl: () => urls().quickSearch,
        widgetUniqueCode: () => getConfig().widgetUniqueCode,
      });
      header.$quickSearch.set(store);
      return store;
    },
    (error: unknown) => {
      // A chunk that failed to arrive is asked for again on the next open.
      header.quickSearchLoad = undefined;
      throw error;
    },
  );
  return header.quickSearchLoad;
}

export function showFloatingSearch(header: HeaderStore): void {
  header.$floatingSearch.set(true);
}

export function hideFloatingSearch(header: HeaderStore): void {
  header.$floatingSearch.set(false);
  clearSearch(header.search);
}

export function openInkToner(header: HeaderStore): void {
  header.$inkTonerEmpty.set(false);
  header.$inkTonerOpen.set(true);
}

export function closeInkToner(header: HeaderStore): void {
  header.$inkTonerOpen.set(false);
}

export function typeInkToner(header: HeaderStore, raw: string): void {
  header.$inkTonerQuery.set(stripAngles(raw));
  header.$inkTonerEmpty.set(false);
}

/** Cartridges are found by searching the printer model on the results page (LEGACY-MARKUP §9). */
export function submitInkToner(header: HeaderStore): boolean {
  const model = cleanQuery(header.$inkTonerQuery.get());
  if (model === '') {
    header.$inkTonerEmpty.set(true);
    return false;
  }
  return redirectTo(searchPageUrl(header.searchUrl(), model));
}

export function openQuickSearch(header: HeaderStore): void {
  header.$quickSearchOpen.set(true);
  loadQuickSearch(header).then(
    (store) => store.startQuickSearch(),
    () => undefined,
  );
}

export function closeQuickSearch(header: HeaderStore): void {
  header.$quickSearchOpen.set(false);
}

/** POST /bpwgtlogin/logout: the client follows Result REDIRECT; a plain success with a URL goes there too. */
export async function logout(header: HeaderStore): Promise<void> {
  const { urls } = header;
  // First: the reply's redirect leaves the page; what was kept for this visitor must not outlive them. Loaded
  // on demand: it is not needed before a logout, and the header is part of every page's first load.
  const { logoutVisitor } = await import('../../shared/stores/visitor.ts');
  logoutVisitor();
  const outcome = await sendLogout({ url: urls().logout });
  if (outcome.ok && outcome.value.Result !== ResultCode.ERROR && outcome.value.RedirectUrl)
    redirectTo(outcome.value.RedirectUrl);
}

/** Starts what runs while the header is on the page; returns the cleanup. */
export function startHeader(header: HeaderStore): () => void {
  const { search, server } = header;
  // What the shopper typed into the server's form before the widget loaded is kept.
  if (server.typedQuery && search.$query.get() === '') search.$query.set(stripAngles(server.typedQuery));
  return () => stopSearch(search);
}

/** Shows the badges' counts (read by shared/stores/cart.ts), the quote's only when opted in; returns the stop. */
export function watchCounts(header: HeaderStore): () => void {
  const url = header.urls().cartCount;
  const stops = [watchCartCount('cart', url)];
  if (header.getConfig().showQuoteCount) stops.push(watchCartCount('quote', url));
  return () => {
    for (const stop of stops) stop();
  };
}
