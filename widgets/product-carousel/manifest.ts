// What page authors and editors learn about <sf-product-carousel> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';
import { productCarouselSchema } from './config.ts';

export default defineManifest({
  tag: 'sf-product-carousel',
  summary:
    'Substitute, complementary and hot product carousels: moves the server’s product list into a scroll-snap track with previous/next buttons, add-to-cart sections untouched.',
  schema: productCarouselSchema,
  attributes: {
    label: {
      description: 'Carousel name.',
      specField: null,
      whenAbsent: 'the first h2/h3 (through aria-labelledby), else "Products"',
    },
  },
  cssProperties: [
    { name: '--sf-product-carousel-gap', default: '1rem', description: 'Gap between products.' },
    { name: '--sf-product-carousel-item-width', default: '14rem', description: 'Width of one product in the track.' },
  ],
  // The server's list is already a scrollable track (styles.css) with working links and add-to-cart sections: the
  // buttons can come as it nears the viewport, often below the fold.
  loadOn: 'visible',
  docs: 'widgets/product-carousel/README.md',
});
