// sf-product-qr's data-* attributes (documented in README.md).
import type { ConfigSchema } from '../../shared/config/index.ts';

export const productQrSchema = {
  // Read as text: qrViewFor applies the same-origin guard itself, so a refused URL gets the widget's own message
  // ("no valid address") rather than the config fallback (the current page).
  productUrl: { type: 'string', default: '' },
} as const satisfies ConfigSchema;
