// What page authors and editors learn about <sf-cart-page> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';
import { cartPageSchema } from './config.ts';

export default defineManifest({
  tag: 'sf-cart-page',
  summary:
    'Shopping cart (or quote) page content: reloaded on the cart refresh event, with order-line comments (add, remove, comment every line, remove all).',
  schema: cartPageSchema,
  attributes: {
    forQuote: { description: 'Listen to the quote target instead of the cart.', specField: null },
    refreshUrl: {
      description: 'Page whose <sf-cart-page> (else .sf-cart-page) content replaces this one on refresh.',
      specField: null,
      whenAbsent: 'the current path and query',
    },
  },
  cssProperties: [
    { name: '--sf-cart-page-busy-opacity', default: '0.6', description: 'Opacity of the content while it refreshes.' },
  ],
  docs: 'widgets/cart-page/README.md',
});
