// What page authors and editors learn about <sf-cart-summary> (custom-elements.json, editor completion).
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { defineManifest } from '../../shared/manifest.ts';
import { cartSummarySchema } from './config.ts';

export default defineManifest({
  tag: 'sf-cart-summary',
  summary: 'Mini-cart (or, with data-for-quote, quote-cart) button with the item count that opens the summary popup.',
  schema: cartSummarySchema,
  attributes: {
    widgetCode: `Widget code sent to ${ENDPOINTS.cartSummary.path}.`,
    forQuote: { description: 'Show the quote cart instead of the cart.', specField: 'isForQuote' },
    autoCloseDelay: {
      description: 'Auto-close delay of the opened popup on desktop, in ms; -1 = never.',
      specField: 'Auto-close delay',
    },
    autoCloseDelayMobile: {
      description: 'Auto-close delay of the opened popup at widths ≤ 979 px, in ms; -1 = never.',
      specField: 'Auto-close delay (mobile)',
    },
  },
  events: [
    {
      name: 'sf:cart-refresh',
      detail: "{ target: 'cart' | 'quote' }",
      description:
        'Listened to (reloads the content, once with a REFRESH / OPENREFRESH of the same turn); never raised.',
    },
    {
      name: 'sf:cart-changed',
      detail: "{ target: 'cart' | 'quote' }",
      description:
        'Raised on document once per kind per turn whenever the cart or quote changed (an add, a popup REFRESH / OPENREFRESH, a page’s sf:cart-refresh), by the bundle’s cart module: with or without this tag on the page. Listen to it rather than to the add events to re-read anything that shows the cart.',
    },
  ],
  cssProperties: [
    {
      name: '--sf-cart-summary-reserved-height',
      default: '2.125rem',
      description: 'Height kept for the toggle until the island has rendered.',
    },
    { name: '--sf-cart-summary-max-height', default: '20rem', description: 'Height above which the lines scroll.' },
    {
      name: '--sf-cart-summary-badge',
      default: 'var(--sf-color-accent)',
      description: 'Background of the count badge.',
    },
    { name: '--sf-cart-summary-width', default: '22rem', description: 'Width of the popup panel.' },
    {
      name: '--sf-cart-summary-start',
      default: '0',
      description: 'Inline-start offset of the panel (auto to align it on the end).',
    },
    {
      name: '--sf-cart-summary-end',
      default: 'auto',
      description: 'Inline-end offset of the panel (0 for a toggle at the right edge).',
    },
  ],
  docs: 'widgets/cart-summary/README.md',
});
