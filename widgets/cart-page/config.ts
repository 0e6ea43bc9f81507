// sf-cart-page's data-* attributes (documented in README.md).
import type { ConfigSchema } from '../../shared/config/index.ts';

export const cartPageSchema = {
  forQuote: { type: 'boolean', default: false },
  refreshUrl: { type: 'url', default: '' },
} as const satisfies ConfigSchema;
