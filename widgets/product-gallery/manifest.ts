// What page authors and editors learn about <sf-product-gallery> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';

export default defineManifest({
  tag: 'sf-product-gallery',
  summary:
    'Product image zoom gallery: a zoomable stage (hover, tap, Enter/Space) and thumbnail buttons built from the server images; data-zoom-src on an image gives its larger version.',
  schema: {},
  attributes: {},
  cssProperties: [{ name: '--sf-product-gallery-zoom', default: '2', description: 'Scale of the zoomed image.' }],
  docs: 'widgets/product-gallery/README.md',
});
