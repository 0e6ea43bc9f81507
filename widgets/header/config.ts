// sf-header's data-* attributes (documented in README.md), and the endpoint paths they lead to (spec section 7).
import type { ConfigOf } from '../../shared/config/index.ts';

export const SERVICES_PATHS = ['widget', 'bpwgtheader', 'bpwgtheaderb2x'] as const;

export const headerSchema = {
  widgetCode: { type: 'string', default: 'ecomwgtheader' },
  widgetUniqueCode: { type: 'string', default: '' },
  headerUrl: { type: 'url', default: '/ecomwgtheader' },
  searchUrl: { type: 'url', default: '' },
  minimumKeywordSize: { type: 'number', default: 3, min: 1, max: 50, integer: true },
  pageVersionId: { type: 'string', default: '' },
  controlIndex: { type: 'string', default: '0' },
  controlValue: { type: 'string', default: '' },
  loginUrl: { type: 'url', default: '' },
  servicesPath: { type: 'enum', values: SERVICES_PATHS, default: 'widget' },
  quickSearchLevels: { type: 'number', default: 3, min: 1, max: 6, integer: true },
  cartUrl: { type: 'url', default: '/cart' },
  quoteUrl: { type: 'url', default: '/cart?quote=1' },
  showQuoteCount: { type: 'boolean', default: false },
} as const;
export type HeaderConfig = ConfigOf<typeof headerSchema>;

/** The spec fixes these two paths outside {header}. */
export const QUICK_SEARCH_BASE = '/ecomwgtheader';
export const LOGOUT_URL = '/bpwgtlogin/logout';
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
