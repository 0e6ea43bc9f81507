// sf-async-section stories: three grouped sections filled by one (canned) call, in English and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/async-section/define.ts';
import { PageMarkup, waitFor } from './support.tsx';

const section = (i: number, view: string) =>
  `<sf-async-section data-ajax-url="/ecomasync/render" data-single-call-multiple-containers="true" data-show-loading="true"
    data-html-container-id="story-async-${i}" data-async-load-handle-id="s${i}" data-partial-view-path="${view}">
    <div id="story-async-${i}" class="sf-async-placeholder">…</div></sf-async-section>`;

// Stories have no server: a canned reply stands in for /ecomasync/render (the contract tests use demo-host's real one).
const cannedFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const body = (await request.json()) as { asyncHtmlRequest: { AsyncSectionsItems: Record<string, string>[] } };
  const AsyncSectionsItems = body.asyncHtmlRequest.AsyncSectionsItems.map((item) => ({
    ...item,
    Html: `<section class="sf-async"><h2>${item.PartialViewPath}</h2><p>${document.documentElement.lang === 'fr' ? 'Contenu chargé' : 'Loaded content'}</p></section>`,
  }));
  return new Response(JSON.stringify({ Result: 1, StatusMessages: [], AsyncSectionsItems }), {
    headers: { 'content-type': 'application/json' },
  });
}) as typeof fetch;

const meta = {
  title: 'Widgets/sf-async-section',
  component: PageMarkup,
  args: { html: section(0, 'PromoBanner') + section(1, 'BrandStrip') + section(2, 'Testimonials') },
  beforeEach: () => {
    define();
    const original = globalThis.fetch;
    globalThis.fetch = cannedFetch;
    return () => {
      globalThis.fetch = original;
    };
  },
} satisfies Meta<typeof PageMarkup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => canvasElement.querySelectorAll('section.sf-async').length === 3);
    await expect(canvasElement.textContent).toContain('Loaded content');
  },
};

export const French: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await waitFor(() => canvasElement.querySelectorAll('section.sf-async').length === 3);
    await expect(canvasElement.textContent).toContain('Contenu chargé');
  },
};

export const MissingAjaxUrl: Story = {
  args: { html: '<sf-async-section data-partial-view-path="PromoBanner"></sf-async-section>' },
  play: async ({ canvasElement }) => {
    await expect((await waitFor(() => canvasElement.querySelector('[role="alert"]'))).textContent).toContain(
      'data-ajax-url',
    );
  },
};
