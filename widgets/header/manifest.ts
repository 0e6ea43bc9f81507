// What page authors and editors learn about <sf-header> (custom-elements.json, editor completion).
import { underBase } from '../../shared/legacy/endpoints.ts';
import { defineManifest } from '../../shared/manifest.ts';
import { headerSchema } from './config.ts';

export default defineManifest({
  tag: 'sf-header',
  summary:
    'Store header: keyword search with suggestions, floating search, ink/toner search, category quick search, my services (with logout), mega menu, cart/quote badges and a sticky navigation bar.',
  schema: headerSchema,
  attributes: {
    widgetCode: `Widget code: path of ${underBase('submenu', '/{widgetCode}')} and ${underBase('myServices', '/{widgetCode}')}; sent to rendermyservices.`,
    widgetUniqueCode: 'Sent as widgetuniquecode (mega menu) and headerWidgetUniqueCode (quick search).',
    headerUrl: { description: 'The base of getsearchsuggestions/ and getcartelementcount.', specField: '{header}' },
    searchUrl: {
      description: 'Results page (the query goes in qs).',
      specField: null,
      whenAbsent: 'the fallback form’s action, else /search',
    },
    minimumKeywordSize: 'Minimum number of characters before suggestions are asked for (1–50).',
    pageVersionId: 'pageVersionId sent to rendermyservices.',
    controlIndex: 'controlIndex sent to rendermyservices.',
    controlValue: 'controlValue sent to rendermyservices.',
    loginUrl: {
      description:
        'Login page used when a 401’s redirect_to_login: status text names no URL (a 401 that does not ask for login at all is the request error).',
      specField: null,
      whenAbsent: 'the page setting, else /login',
    },
    servicesPath: {
      description: 'Which rendermyservices to call: widget (/{widgetCode}/…), bpwgtheader or bpwgtheaderb2x.',
      specField: null,
    },
    quickSearchLevels: {
      description: 'Number of cascading selects in the category quick search (1–6).',
      specField: null,
    },
    cartUrl: { description: 'Target of the cart badge.', specField: null },
    quoteUrl: { description: 'Target of the quote badge.', specField: null },
    showQuoteCount: {
      description:
        'Also show the quote badge. Its count call sends isForQuote=true (the cart’s sends nothing): set it only on a server that answers that field with the quote’s count (LEGACY-MARKUP.md §12).',
      specField: null,
    },
  },
  events: [
    {
      name: 'sf:logout',
      detail: 'null',
      description:
        'Raised on document when the shopper logs out from the header (before the page goes to the logout reply’s RedirectUrl): the bundle forgets what it kept for the session. A page script with a logout link of its own raises it on document for the same effect.',
    },
  ],
  cssProperties: [
    {
      name: '--sf-header-reserved-height',
      default: '7.8125rem',
      description:
        'Height kept for the header until its island has rendered (no jump on takeover); set it to your header’s height.',
    },
    { name: '--sf-header-z', default: '900', description: 'z-index of the header.' },
    { name: '--sf-header-sticky-z', default: '950', description: 'z-index of the sticky navigation bar.' },
    { name: '--sf-header-floating-z', default: '960', description: 'z-index of the floating search (small screens).' },
    {
      name: '--sf-header-floating-top',
      default: '3.5rem',
      description: 'Top of the floating search, below its toggle.',
    },
    { name: '--sf-header-background', default: 'var(--sf-color-surface)', description: 'Background of the header.' },
    {
      name: '--sf-header-nav-background',
      default: 'var(--sf-color-surface)',
      description: 'Background of the navigation bar.',
    },
    {
      name: '--sf-header-active-background',
      default: '#e6effa',
      description: 'Background of the active suggestion or menu item.',
    },
    {
      name: '--sf-header-badge-background',
      default: 'var(--sf-color-accent)',
      description: 'Background of the cart/quote count badges.',
    },
    { name: '--sf-header-suggest-max-height', default: '24rem', description: 'Maximum height of the suggestion list.' },
  ],
  docs: 'widgets/header/README.md',
});
