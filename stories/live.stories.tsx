// Live stories: widgets against demo-host's real handlers (Storybook's dev server answers the legacy calls; the
// story tests route fetch to the same handlers in-process), so a developer sees real fragments.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import { define as defineAsyncSection } from '../widgets/async-section/define.ts';
import { define as defineCartSummary } from '../widgets/cart-summary/define.ts';
import { define as defineListing } from '../widgets/listing/define.ts';
import { requestBodyFor } from '../widgets/listing/request-body.ts';
import { PageMarkup, waitFor } from './support.tsx';

const meta = {
  title: 'Live/Widgets',
  component: PageMarkup,
  beforeEach: () => {
    defineAsyncSection();
    defineCartSummary();
    defineListing();
  },
} satisfies Meta<typeof PageMarkup>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (i: number, view: string) =>
  `<sf-async-section data-ajax-url="${ENDPOINTS.asyncRender.path}" data-single-call-multiple-containers="true" data-html-container-id="live-${i}" data-async-load-handle-id="live-${i}" data-widget-unique-code="live-${i}" data-partial-view-path="${view}" data-show-loading="true" data-count="4"><div id="live-${i}">Loading ... Please wait.</div></sf-async-section>`;

export const AsyncSections: Story = {
  args: { html: [section(0, 'HotProducts'), section(1, 'PromoBanner'), section(2, 'NewProducts')].join('') },
  play: async ({ canvasElement }) => {
    // A reply's sections are applied one per task: wait until the last placeholder has gone.
    await waitFor(() => !canvasElement.textContent?.includes('Loading ... Please wait.'), 8000);
    await expect(canvasElement.querySelectorAll('sf-async-section .sf-product').length).toBeGreaterThan(0);
  },
};

export const CartSummary: Story = {
  args: { html: '<sf-cart-summary data-widget-code="ecomwgtshoppingcartsummary"></sf-cart-summary>' },
  play: async ({ canvasElement }) => {
    const toggle = await waitFor(() => canvasElement.querySelector<HTMLButtonElement>('sf-cart-summary button'), 8000);
    toggle.click();
    const panel = await waitFor(
      () =>
        canvasElement.querySelector(
          'sf-cart-summary [role="dialog"], sf-cart-summary .sf-cart-summary__panel:not([hidden])',
        ),
      8000,
    );
    await waitFor(() => (panel.textContent ?? '').trim().length > 0, 8000);
  },
};

const LISTING = ENDPOINTS.listingProducts.path;
const LISTING_ATTRIBUTES = [
  ['data-widget-ajax-url', LISTING],
  ['data-category-id', '2'],
  ['data-widget-code', 'ecomwgtproductlisting'],
  ['data-widget-unique-code', 'live-listing'],
  ['data-display-mode', 'grid'],
] as const;
const LISTING_ATTRS = LISTING_ATTRIBUTES.map(([name, value]) => `${name}="${value}"`).join(' ');

export const ListingViewMore: Story = {
  args: { html: '' },
  // The first page comes from the real endpoint, as the CMS would render it inside the tag.
  loaders: [
    async () => {
      // The body the listing itself would send for these attributes (the widget's requestFields()).
      const body = requestBodyFor(Object.fromEntries(LISTING_ATTRIBUTES));
      const reply = await fetch(LISTING, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      return { firstPage: await reply.text() };
    },
  ],
  render: (_args, { loaded }) => (
    <PageMarkup html={`<sf-listing ${LISTING_ATTRS}>${String(loaded.firstPage)}</sf-listing>`} />
  ),
  play: async ({ canvasElement }) => {
    const count = () => canvasElement.querySelectorAll('sf-listing .sf-product').length;
    await waitFor(() => count() === 24, 8000);
    const more = await waitFor(
      () => canvasElement.querySelector<HTMLButtonElement>('sf-listing .sf-listing__view-more'),
      8000,
    );
    more.click();
    await waitFor(() => count() === 48, 8000);
  },
};
