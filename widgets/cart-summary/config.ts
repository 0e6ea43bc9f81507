// sf-cart-summary's data-* attributes (documented in README.md).
import type { ConfigSchema } from '../../shared/config/index.ts';

export const cartSummarySchema = {
  widgetCode: { type: 'string', default: '' },
  forQuote: { type: 'boolean', default: false },
  autoCloseDelay: { type: 'number', default: -1, min: -1, integer: true },
  autoCloseDelayMobile: { type: 'number', default: -1, min: -1, integer: true },
} as const satisfies ConfigSchema;
