// What page authors and editors learn about <sf-product-qr> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';
import { productQrSchema } from './config.ts';

export default defineManifest({
  tag: 'sf-product-qr',
  summary: 'The product URL as an SVG QR code, with a link fallback when it cannot be encoded.',
  schema: productQrSchema,
  attributes: {
    productUrl:
      'Same-origin URL the code carries (default: the current page; other origins are refused with a message).',
  },
  cssProperties: [{ name: '--sf-product-qr-size', default: '96px', description: 'Width and height of the code.' }],
  docs: 'widgets/product-qr/README.md',
});
