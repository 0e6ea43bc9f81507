// sf-async-section stories: three grouped sections filled by one (canned) call, in English and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import { define } from '../widgets/async-section/define.ts';
import manifest from '../widgets/async-section/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { elementHtml } from './element-html.ts';
import { manifestControls } from './manifest-controls.ts';
import { PageMarkup, waitFor } from './support.tsx';

/** One section's own identity: its container, handle and partial view. */
const section = (i: number, view: string) => ({
  htmlContainerId: `story-async-${i}`,
  asyncLoadHandleId: `s${i}`,
  partialViewPath: view,
  content: `<div id="story-async-${i}" class="sf-async-placeholder">…</div>`,
});

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

const controls = manifestControls(manifest);
type Args = typeof controls.args;

const meta = {
  title: 'Widgets/sf-async-section',
  parameters: docsParameters(manifest),
  ...controls,
  args: {
    ...controls.args,
    ajaxUrl: ENDPOINTS.asyncRender.path,
    singleCallMultipleContainers: true,
    showLoading: true,
    ...section(0, 'PromoBanner'),
  },
  // Three sections batched in one call: the first is the args (every control), the others share its settings.
  render: (args: Args) => (
    <PageMarkup
      html={[args, { ...args, ...section(1, 'BrandStrip') }, { ...args, ...section(2, 'Testimonials') }]
        .map((values) => elementHtml(manifest, values))
        .join('')}
    />
  ),
  beforeEach: () => {
    define();
    const original = globalThis.fetch;
    globalThis.fetch = cannedFetch;
    return () => {
      globalThis.fetch = original;
    };
  },
} satisfies Meta<Args>;
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
  args: { ...controls.args, partialViewPath: 'PromoBanner' },
  render: controls.render,
  play: async ({ canvasElement }) => {
    await expect((await waitFor(() => canvasElement.querySelector('[role="alert"]'))).textContent).toContain(
      'data-ajax-url',
    );
  },
};
