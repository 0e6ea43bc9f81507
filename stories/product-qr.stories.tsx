// sf-product-qr stories: the fallback link shown until a QR library is installed, English and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/product-qr/define.ts';
import { PageMarkup, waitFor } from './support.tsx';

const meta = {
  title: 'Widgets/sf-product-qr',
  component: PageMarkup,
  args: { html: '<sf-product-qr data-product-url="/product/PAP-0123"></sf-product-qr>' },
  beforeEach: () => define(),
} satisfies Meta<typeof PageMarkup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fallback: Story = {
  play: async ({ canvasElement }) => {
    const link = await waitFor(() => canvasElement.querySelector('sf-product-qr a'));
    await expect(link.textContent).toBe('Link to this product');
  },
};

export const French: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const link = await waitFor(() => canvasElement.querySelector('sf-product-qr a'));
    await expect(link.textContent).toBe('Lien vers ce produit');
  },
};
