// Content-editor preview stories: widgets with "Edit this section" / "Edit the layout", in English and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/editor-preview/define.ts';
import manifest from '../widgets/editor-preview/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { PageMarkup, waitFor } from './support.tsx';

const meta = {
  title: 'Behaviours/editor-preview',
  parameters: docsParameters(manifest),
  component: PageMarkup,
  args: {
    html: `<sf-listing data-widget-code="ecomwgtproductlisting" data-widget-unique-code="list-1"><p>Listing</p></sf-listing>
      <sf-cart-summary data-widget-code="ecomwgtshoppingcartsummary"><p>Mini-cart</p></sf-cart-summary>`,
  },
  beforeEach: () => {
    // Preview mode is a page-level switch; the client URL call gets a canned answer (stories have no server).
    document.body.setAttribute('data-sf-preview', 'true');
    const original = globalThis.fetch;
    globalThis.fetch = (async () => new Response(JSON.stringify(window.location.pathname))) as typeof fetch;
    define();
    return () => {
      globalThis.fetch = original;
      document.body.removeAttribute('data-sf-preview');
    };
  },
} satisfies Meta<typeof PageMarkup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PreviewMode: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => canvasElement.querySelectorAll('.sf-preview-bar').length === 2);
    await expect(canvasElement.querySelector('.sf-preview-bar button')?.textContent).toBe('Edit this section');
  },
};

export const PreviewModeFrench: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await waitFor(() => canvasElement.querySelectorAll('.sf-preview-bar').length === 2);
    await expect(canvasElement.querySelector('.sf-preview-bar [data-sf-edit="layout"]')?.textContent).toBe(
      'Modifier la mise en page',
    );
  },
};
