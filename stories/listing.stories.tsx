// sf-listing stories: each display mode, empty, one page, many pages (view more), French; replies come from a local fixture.

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef } from 'react';
import { expect } from 'storybook/test';
import { listingOptions } from '../demo-host/pages/listing-host.ts';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import { define } from '../widgets/listing/define.ts';
import manifest from '../widgets/listing/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { manifestControls } from './manifest-controls.ts';
import { waitFor } from './support.tsx';

/** Like PageMarkup, but parses the tag detached first, as a browser's parser hands it over (children already inside). */
function ListingMarkup({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const page = document.createElement('div');
    page.innerHTML = html;
    ref.current?.replaceChildren(page);
  }, [html]);
  return <div ref={ref} />;
}

type Mode = 'grid' | 'list' | 'simplelist' | 'category';

/** A results fragment shaped like demo-host's getproducts (LEGACY-MARKUP.md §2), for stories without a server. */
function fragment(mode: Mode, total: number, page: number, perPage = 24): string {
  const last = Math.max(1, Math.ceil(total / perPage));
  const count = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
  const ids = Array.from({ length: count }, (_, i) => (page - 1) * perPage + i + 1);
  const hidden = `<input type="hidden" name="ProductsTotalCount" value="${total}"><input type="hidden" name="LastPageNumber" value="${last}"><input type="hidden" name="IdPriceListPromotionWebPrebooking" value="0">`;
  const item = (id: number) =>
    `<a class="sf-product__title" href="/product/P-${id}">Product ${id}</a> <span class="sf-product__price">$${(id * 1.5).toFixed(2)}</span>`;
  let body = '<p class="sf-listing-empty">No products match your selection.</p>';
  if (total > 0 && mode === 'category')
    body = `<ul class="sf-categories">${['Paper', 'Writing', 'Ink & toner'].map((c, i) => `<li class="sf-category"><a class="sf-category__link" href="/category/${i + 1}"><span class="sf-category__title">${c}</span></a></li>`).join('')}</ul>`;
  else if (total > 0 && mode === 'simplelist')
    body = `<table class="sf-products sf-products--simplelist"><thead><tr><th>Product</th></tr></thead><tbody>${ids.map((id) => `<tr class="sf-product"><td>${item(id)}</td></tr>`).join('')}</tbody></table>`;
  else if (total > 0)
    body = `<ul class="sf-products sf-products--${mode}">${ids.map((id) => `<li class="sf-product">${item(id)}</li>`).join('')}</ul>`;
  return `<div class="sf-listing-results" data-display-mode="${mode}" data-price-sort-unavailable="false">${hidden}${body}</div>`;
}

let total = 0;
/** The first page as the server renders it inside the tag, in the display mode the tag says. */
const page = (mode: Mode, count: number) => ({ displayMode: mode, content: fragment(mode, count, 1) });
const controls = manifestControls(manifest, { markup: ListingMarkup });

const meta = {
  title: 'Widgets/sf-listing',
  parameters: docsParameters(manifest),
  ...controls,
  args: {
    ...controls.args,
    widgetAjaxUrl: ENDPOINTS.listingProducts.path,
    widgetCode: 'ecomwgtproductlisting',
    widgetUniqueCode: 'story',
    // The server's dropdown choices, as a page gives them on the tag.
    sortOptions: JSON.stringify(listingOptions('en').sort),
    enterByOptions: JSON.stringify(listingOptions('en').enterBy),
    filterByOptions: JSON.stringify(listingOptions('en').filterBy),
    userResultPerPageOptions: JSON.stringify(listingOptions('en').perPage),
    ...page('list', 60),
  },
  beforeEach: () => {
    define();
    sessionStorage.clear();
    window.history.replaceState(null, '');
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = input instanceof Request ? await input.clone().text() : String(init?.body ?? '');
      const f = new URLSearchParams(body);
      return new Response(fragment((f.get('displayMode') ?? 'list') as Mode, total, Number(f.get('pageTo') ?? 1)), {
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

const count = (root: HTMLElement) => root.querySelectorAll('.sf-listing__results .sf-product').length;

export const List: Story = {
  beforeEach: () => {
    total = 60;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => count(canvasElement) === 24);
    await expect(canvasElement.querySelector('.sf-listing__total')?.textContent).toBe('60 products');
  },
};

export const Grid: Story = {
  args: page('grid', 60),
  beforeEach: () => {
    total = 60;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => canvasElement.querySelector('.sf-products--grid'));
    await expect(canvasElement.querySelector('.sf-listing__mode--grid')?.getAttribute('aria-pressed')).toBe('true');
  },
};

export const SimpleList: Story = {
  args: page('simplelist', 60),
  beforeEach: () => {
    total = 60;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => canvasElement.querySelector('.sf-products--simplelist tbody tr'));
  },
};

export const Category: Story = {
  args: page('category', 3),
  beforeEach: () => {
    total = 3;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => canvasElement.querySelector('.sf-categories'));
  },
};

export const Empty: Story = {
  args: page('list', 0),
  beforeEach: () => {
    total = 0;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => canvasElement.querySelector('.sf-listing-empty'));
    await expect(canvasElement.querySelector<HTMLElement>('.sf-listing__total')?.hidden).toBe(true);
  },
};

export const OnePage: Story = {
  args: page('list', 10),
  beforeEach: () => {
    total = 10;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => count(canvasElement) === 10);
    await expect(canvasElement.querySelector('.sf-listing__view-more')).toBeNull();
  },
};

export const ManyPages: Story = {
  args: page('list', 200),
  beforeEach: () => {
    total = 200;
  },
  play: async ({ canvasElement }) => {
    (await waitFor(() => canvasElement.querySelector<HTMLButtonElement>('.sf-listing__view-more'))).click();
    await waitFor(() => count(canvasElement) === 48);
  },
};

export const French: Story = {
  parameters: { locale: 'fr' },
  beforeEach: () => {
    total = 60;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => canvasElement.querySelector('.sf-listing__view-more'));
    await expect(canvasElement.querySelector('.sf-listing__view-more')?.textContent).toBe('Voir plus');
  },
};
