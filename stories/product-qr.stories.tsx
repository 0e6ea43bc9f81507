// sf-product-qr stories: the product's QR code (SVG), labelled in English and French, and a refused address.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/product-qr/define.ts';
import manifest from '../widgets/product-qr/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { manifestControls } from './manifest-controls.ts';
import { waitFor } from './support.tsx';

const controls = manifestControls(manifest);
const meta = {
  title: 'Widgets/sf-product-qr',
  parameters: docsParameters(manifest),
  ...controls,
  args: { ...controls.args, productUrl: '/product/PAP-0123' },
  beforeEach: () => define(),
} satisfies Meta<typeof controls.args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QrCode: Story = {
  play: async ({ canvasElement }) => {
    const code = await waitFor(() => canvasElement.querySelector('sf-product-qr [role="img"]'));
    await expect(code.querySelector('svg')).not.toBeNull();
    await expect(code.getAttribute('aria-label')).toMatch(/QR/);
  },
};

export const French: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const code = await waitFor(() => canvasElement.querySelector('sf-product-qr [role="img"]'));
    await expect(code.getAttribute('aria-label')).toMatch(/code QR/i);
  },
};

export const RefusedAddress: Story = {
  args: { productUrl: '//evil.example/x' },
  play: async ({ canvasElement }) => {
    const note = await waitFor(() => canvasElement.querySelector('sf-product-qr p'));
    await expect(note.textContent).toBe('This product has no valid address for a QR code.');
  },
};
