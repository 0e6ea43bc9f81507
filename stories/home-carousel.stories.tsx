// sf-home-carousel stories: the server slides enhanced, English and French, with the rotation control.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/home-carousel/define.ts';
import manifest from '../widgets/home-carousel/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { manifestControls } from './manifest-controls.ts';
import { waitFor } from './support.tsx';

const slides = ['Back to school, sorted', 'Ergonomic chairs from $250', 'Find ink for your printer'];
const controls = manifestControls(manifest);
const meta = {
  title: 'Widgets/sf-home-carousel',
  parameters: docsParameters(manifest),
  ...controls,
  args: {
    ...controls.args,
    interval: 60000,
    content: `<section class="sf-carousel" aria-label="Promotions"><ul>${slides.map((s) => `<li class="sf-carousel__slide"><a href="#">${s}</a></li>`).join('')}</ul></section>`,
  },
  beforeEach: () => define(),
} satisfies Meta<typeof controls.args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const next = await waitFor(() => canvasElement.querySelector<HTMLButtonElement>('.sf-home-carousel__next'));
    next.click();
    await waitFor(
      () => canvasElement.querySelector('.sf-home-carousel__slide:not([hidden])')?.textContent === slides[1],
    );
    await expect(canvasElement.querySelector('[aria-roledescription="slide"]')?.getAttribute('aria-label')).toBe(
      '1 of 3',
    );
  },
};

export const French: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const rotation = await waitFor(() => canvasElement.querySelector<HTMLButtonElement>('.sf-home-carousel__rotation'));
    await expect(rotation.getAttribute('aria-label')).toMatch(/défilement automatique/);
  },
};
