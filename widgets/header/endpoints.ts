// The header's endpoint paths (README "Endpoints"), derived from its data-* attributes (config.ts).
import type { HeaderConfig } from './config.ts';

/** The contract fixes these two paths outside {header} (LEGACY-MARKUP.md §8). */
const QUICK_SEARCH_BASE = '/ecomwgtheader';
const LOGOUT_URL = '/bpwgtlogin/logout';
export const DEFAULT_SEARCH_URL = '/search';

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

export const endpoints = (config: HeaderConfig) => ({
  suggestions: `${trimSlash(config.headerUrl)}/getsearchsuggestions/`,
  cartCount: `${trimSlash(config.headerUrl)}/getcartelementcount`,
  submenu: `/${encodeURIComponent(config.widgetCode)}/getsubmenucategory`,
  services:
    config.servicesPath === 'widget'
      ? `/${encodeURIComponent(config.widgetCode)}/rendermyservices`
      : `/${config.servicesPath}/rendermyservices`,
  quickSearchOptions: `${QUICK_SEARCH_BASE}/getcategoryquicksearchoptions`,
  quickSearch: `${QUICK_SEARCH_BASE}/categoryquicksearch`,
  logout: LOGOUT_URL,
});
