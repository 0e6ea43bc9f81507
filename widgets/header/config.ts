// sf-header's data-* attributes (documented in README.md); the endpoint paths they lead to are in endpoint-urls.ts.
import type { ConfigOf, ConfigSchema } from '../../shared/config/index.ts';

const SERVICES_PATHS = ['widget', 'bpwgtheader', 'bpwgtheaderb2x'] as const;

export const headerSchema = {
  widgetCode: { type: 'string', default: 'ecomwgtheader' },
  widgetUniqueCode: { type: 'string', default: '' },
  headerUrl: { type: 'url', default: '/ecomwgtheader' },
  searchUrl: { type: 'url', default: '' },
  minimumKeywordSize: { type: 'number', default: 3, min: 1, max: 50, integer: true },
  pageVersionId: { type: 'string', default: '' },
  controlIndex: { type: 'string', default: '0' },
  controlValue: { type: 'string', default: '' },
  loginUrl: { type: 'url', default: '', origins: 'data-sf-login-origins' },
  servicesPath: { type: 'enum', values: SERVICES_PATHS, default: 'widget' },
  quickSearchLevels: { type: 'number', default: 3, min: 1, max: 6, integer: true },
  cartUrl: { type: 'url', default: '/cart' },
  quoteUrl: { type: 'url', default: '/cart?quote=1' },
  showQuoteCount: { type: 'boolean', default: false },
} as const satisfies ConfigSchema;
export type HeaderConfig = ConfigOf<typeof headerSchema>;
