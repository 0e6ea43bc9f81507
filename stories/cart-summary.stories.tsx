// sf-cart-summary stories: closed, open with lines, empty, loading, quote, French; replies come from a local fixture.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import { CartPopupEvent, raiseCartPopupEvent, watchCartCount } from '../shared/stores/cart.ts';
import { define } from '../widgets/cart-summary/define.ts';
import manifest from '../widgets/cart-summary/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { manifestControls } from './manifest-controls.ts';
import { waitFor } from './support.tsx';

/** A popup shaped like demo-host's /ecomwgtshoppingcartsummary/index (LEGACY-MARKUP.md §7). */
function popup(forQuote: boolean, lines: number, fr = false): string {
  if (lines === 0)
    return `<div class="sf-cart-popup" data-for-quote="${forQuote}" data-count="0"><p class="sf-cart-popup__empty">${fr ? 'Votre panier est vide.' : 'Your cart is empty.'}</p></div>`;
  const items = Array.from(
    { length: lines },
    (_, i) => `<li class="sf-cart-popup__line" data-order-line-id="${i + 1}">${i + 1} × Copy paper, 500 sheets</li>`,
  ).join('');
  return `<div class="sf-cart-popup" data-for-quote="${forQuote}" data-count="${lines}"><ul class="sf-cart-popup__lines">${items}</ul><p class="sf-cart-popup__total">${fr ? 'Total : 25,98 $' : 'Total: $25.98'}</p><a class="sf-cart-popup__view" href="/cart">${fr ? 'Voir le panier' : 'View cart'}</a></div>`;
}

let lines = 2;
const controls = manifestControls(manifest);

const meta = {
  title: 'Widgets/sf-cart-summary',
  parameters: docsParameters(manifest),
  ...controls,
  args: { ...controls.args, widgetCode: 'ecomwgtshoppingcartsummary', content: '<a href="/cart">Cart</a>' },
  beforeEach: () => {
    define();
    lines = 2;
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = input instanceof Request ? await input.clone().text() : String(init?.body ?? '');
      const f = new URLSearchParams(body);
      const url = input instanceof Request ? input.url : String(input);
      // The count the toggle shows comes from the spec's count call (read by shared/stores/cart.ts).
      if (new URL(url, location.href).pathname === ENDPOINTS.cartCount.path) return Response.json(lines);
      return new Response(popup(f.get('isForQuote') === 'true', lines, document.documentElement.lang === 'fr'), {
        headers: { 'content-type': 'text/html' },
      });
    }) as typeof fetch;
    return () => {
      globalThis.fetch = original;
    };
  },
} satisfies Meta<typeof controls.args>;
export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (root: HTMLElement) => waitFor(() => root.querySelector<HTMLButtonElement>('.sf-cart-summary__toggle'));

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect((await toggle(canvasElement)).getAttribute('aria-expanded')).toBe('false');
  },
};

export const OpenWithLines: Story = {
  play: async ({ canvasElement }) => {
    await toggle(canvasElement);
    raiseCartPopupEvent('cart', CartPopupEvent.OPEN);
    await waitFor(() => canvasElement.querySelector('.sf-cart-popup__lines'));
    await expect(canvasElement.querySelector('[role="status"]')?.textContent).toBe('2 items in your cart');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    lines = 0;
    await toggle(canvasElement);
    raiseCartPopupEvent('cart', CartPopupEvent.OPENREFRESH);
    await waitFor(() => canvasElement.querySelector('.sf-cart-popup__empty'));
  },
};

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await toggle(canvasElement);
    raiseCartPopupEvent('cart', CartPopupEvent.OPENLOADING);
    await waitFor(() => canvasElement.querySelector('.sf-cart-summary__loading'));
  },
};

export const Quote: Story = {
  args: { forQuote: true },
  play: async ({ canvasElement }) => {
    await toggle(canvasElement);
    // The quote's count is read only when the page asks for it, as the header's data-show-quote-count does.
    const stopCount = watchCartCount('quote');
    raiseCartPopupEvent('quote', CartPopupEvent.OPENREFRESH);
    await waitFor(() => canvasElement.querySelector('.sf-cart-popup[data-for-quote="true"]'));
    await waitFor(() =>
      expect(canvasElement.querySelector('[role="status"]')?.textContent).toBe('2 items in your quote'),
    );
    stopCount();
  },
};

export const French: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await toggle(canvasElement);
    raiseCartPopupEvent('cart', CartPopupEvent.OPEN);
    await waitFor(() => canvasElement.querySelector('.sf-cart-popup__lines'));
    await expect(canvasElement.querySelector('[role="status"]')?.textContent).toBe('2 articles dans votre panier');
  },
};
