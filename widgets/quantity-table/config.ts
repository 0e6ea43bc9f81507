// sf-quantity-table's data-* attributes (documented in README.md).
import type { ConfigSchema } from '../../shared/config/index.ts';

export const quantityTableSchema = {
  priceBreaks: { type: 'string', default: '' },
  currency: { type: 'string', default: 'CAD' },
} as const satisfies ConfigSchema;
