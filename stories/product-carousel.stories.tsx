// sf-product-carousel stories: substitute products on scroll-snap, add-to-cart sections left as the server wrote them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/product-carousel/define.ts';
import manifest from '../widgets/product-carousel/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { manifestControls } from './manifest-controls.ts';
import { waitFor } from './support.tsx';

const item = (i: number) =>
  `<li class="sf-product" data-product-code="PAP-01${i}"><a class="sf-product__title" href="#">Paper ${i}</a><div class="sf-add-to-cart" productid="${i}" productcode="PAP-01${i}"><input class="sf-qty" aria-label="Quantity"><button type="button" class="sf-add-btn" data-sf-add="cart">Add to cart</button></div></li>`;
const controls = manifestControls(manifest);
const meta = {
  title: 'Widgets/sf-product-carousel',
  parameters: docsParameters(manifest),
  ...controls,
  args: {
    ...controls.args,
    content: `<section class="sf-product-carousel"><h2>Substitute products</h2><ul class="sf-products sf-products--grid">${[1, 2, 3, 4, 5, 6].map(item).join('')}</ul></section>`,
  },
  beforeEach: () => define(),
} satisfies Meta<typeof controls.args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Substitutes: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => canvasElement.querySelector('[aria-roledescription="carousel"] li.sf-product'));
    // List items keep their list semantics: screen readers announce "1 of 6" themselves.
    await expect(canvasElement.querySelectorAll('li.sf-product')).toHaveLength(6);
    await expect(canvasElement.querySelectorAll('.sf-add-to-cart .sf-add-btn')).toHaveLength(6);
  },
};

export const French: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const next = await waitFor(() => canvasElement.querySelector('.sf-product-carousel__next'));
    await expect(next.getAttribute('aria-label')).toBe('Produits suivants');
  },
};
