// sf-product-qr's data-* attributes (documented in README.md).
import type { ConfigSchema } from '../../shared/config/index.ts';

export const productQrSchema = {
  productUrl: { type: 'url', default: '' },
} as const satisfies ConfigSchema;
