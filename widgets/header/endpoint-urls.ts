// The header's endpoint paths (README "Endpoints"), derived from its data-* attributes (config.ts).
import { ENDPOINTS, underBase } from '../../shared/legacy/endpoints.ts';
import type { HeaderConfig } from './config.ts';

export const DEFAULT_SEARCH_URL = '/search';

// {header} (data-header-url) and /{widgetCode} replace the first segment; the quick search and logout paths are fixed.
export const endpoints = (config: HeaderConfig) => ({
  suggestions: underBase('searchSuggestions', config.headerUrl),
  cartCount: underBase('cartCount', config.headerUrl),
  submenu: underBase('submenu', `/${encodeURIComponent(config.widgetCode)}`),
  services:
    config.servicesPath === 'widget'
      ? underBase('myServices', `/${encodeURIComponent(config.widgetCode)}`)
      : config.servicesPath === 'bpwgtheader'
        ? ENDPOINTS.myServicesBp.path
        : ENDPOINTS.myServicesB2x.path,
  quickSearchOptions: ENDPOINTS.quickSearchOptions.path,
  quickSearch: ENDPOINTS.quickSearch.path,
  logout: ENDPOINTS.logout.path,
});
