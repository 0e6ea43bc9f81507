// sf-product-gallery stories: three images with thumbnails and zoom, English and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/product-gallery/define.ts';
import manifest from '../widgets/product-gallery/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { manifestControls } from './manifest-controls.ts';
import { waitFor } from './support.tsx';

const svg = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="${fill}"/></svg>`)}`;
const controls = manifestControls(manifest);
const meta = {
  title: 'Widgets/sf-product-gallery',
  parameters: docsParameters(manifest),
  ...controls,
  args: {
    ...controls.args,
    content: `<div class="sf-zoom-gallery"><img class="sf-zoom-gallery__main" src="${svg('#0b5cad')}" alt="Blue pen" width="320" height="320"><ul class="sf-zoom-gallery__thumbs">${['#0b5cad', '#1c6b33', '#b3261e'].map((c) => `<li><img src="${svg(c)}" alt=""></li>`).join('')}</ul></div>`,
  },
  beforeEach: () => define(),
} satisfies Meta<typeof controls.args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stage = await waitFor(() => canvasElement.querySelector<HTMLButtonElement>('.sf-product-gallery__stage'));
    stage.click();
    await waitFor(() => stage.getAttribute('aria-pressed') === 'true');
    await expect(canvasElement.querySelectorAll('.sf-product-gallery__thumbs button')).toHaveLength(3);
  },
};

export const French: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const thumb = await waitFor(() => canvasElement.querySelector('.sf-product-gallery__thumbs button'));
    await expect(thumb.getAttribute('aria-label')).toBe('Image 1 sur 3');
  },
};
