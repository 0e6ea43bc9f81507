// sf-product-carousel's data-* attributes (documented in README.md).
import type { ConfigSchema } from '../../shared/config/index.ts';

export const productCarouselSchema = {
  label: { type: 'string', default: '' },
} as const satisfies ConfigSchema;
