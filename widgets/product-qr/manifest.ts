// What page authors and editors learn about <sf-product-qr> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';
import { productQrSchema } from './config.ts';

export default defineManifest({
  tag: 'sf-product-qr',
  summary: 'The product URL as an SVG QR code, with a link fallback when it cannot be encoded.',
  schema: productQrSchema,
  attributes: {
    productUrl: {
      description: 'URL the code carries.',
      specField: null,
      format: 'URL (this site; another origin is refused with a message)',
      whenAbsent: 'the current page',
    },
  },
  cssProperties: [{ name: '--sf-product-qr-size', default: '96px', description: 'Width and height of the code.' }],
  // An empty tag that keeps the code's size until the island commits (styles.css): below the fold, nothing to do
  // until the shopper scrolls near it.
  loadOn: 'visible',
  docs: 'widgets/product-qr/README.md',
});
