// Fee (EHF) popover stories: a product's fee trigger opening its popover, English and French; replies from a local fixture.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/ehf-popover/define.tsx';
import manifest from '../widgets/ehf-popover/manifest.ts';
import { closeEhf } from '../widgets/ehf-popover/store.ts';
import { docsParameters } from './docs-page.tsx';
import { PageMarkup, waitFor } from './support.tsx';

/** renderproductehf's reply as demo-host writes it (LEGACY-MARKUP.md, bputils), in the page's language. */
function feeHtml(): string {
  const fr = document.documentElement.lang === 'fr';
  return fr
    ? '<div class="sf-ehf"><p class="sf-ehf__title">Écofrais</p><p class="sf-ehf__amount">0,45 $</p><p class="sf-ehf__text">Ces frais financent le recyclage des produits électroniques en fin de vie.</p></div>'
    : '<div class="sf-ehf"><p class="sf-ehf__title">Environmental handling fee</p><p class="sf-ehf__amount">$0.45</p><p class="sf-ehf__text">This fee funds the recycling of electronics at end of life.</p></div>';
}

const meta = {
  title: 'Behaviours/ehf-popover',
  parameters: docsParameters(manifest),
  component: PageMarkup,
  args: {
    html: '<p>Calculator, 12 digits <button type="button" class="sf-ehf-trigger" productid="123" product-url="/product/CAL-0123" placement="bottom-start">EHF: $0.45</button></p>',
  },
  beforeEach: () => {
    define();
    const original = globalThis.fetch;
    globalThis.fetch = (async () =>
      new Response(feeHtml(), { headers: { 'content-type': 'text/html' } })) as typeof fetch;
    return () => {
      closeEhf(false);
      globalThis.fetch = original;
    };
  },
} satisfies Meta<typeof PageMarkup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks the trigger and waits for the popover with the fee in it. */
async function open(root: HTMLElement): Promise<HTMLElement> {
  (await waitFor(() => root.querySelector<HTMLButtonElement>('.sf-ehf-trigger'))).click();
  return waitFor(() => {
    const popover = document.getElementById('sf-ehf-popover');
    return popover?.querySelector('.sf-ehf__amount') ? popover : null;
  });
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const popover = await open(canvasElement);
    await expect(popover.getAttribute('role')).toBe('dialog');
    await expect(popover.querySelector('.sf-ehf-popover__product')?.textContent).toBe('View the product');
    await expect(canvasElement.querySelector('.sf-ehf-trigger')?.getAttribute('aria-expanded')).toBe('true');
  },
};

export const OpenFrench: Story = {
  parameters: { locale: 'fr' },
  args: {
    html: '<p>Calculatrice, 12 chiffres <button type="button" class="sf-ehf-trigger" productid="123" product-url="/product/CAL-0123" placement="bottom-start">Écofrais : 0,45 $</button></p>',
  },
  play: async ({ canvasElement }) => {
    const popover = await open(canvasElement);
    await expect(popover.querySelector('.sf-ehf__amount')?.textContent).toBe('0,45 $');
    await expect(popover.querySelector('.sf-ehf-popover__product')?.textContent).toBe('Voir le produit');
  },
};
