// Review box stories: the product page's review field with its 1000-character counter, English and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/review-box/define.ts';
import manifest from '../widgets/review-box/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { PageMarkup, waitFor } from './support.tsx';

const meta = {
  title: 'Behaviours/review-box',
  parameters: docsParameters(manifest),
  component: PageMarkup,
  args: {
    html: '<form class="sf-review"><label for="story-review">Your review</label><textarea id="story-review" name="review" maxlength="1000" data-sf-char-counter="1000"></textarea></form>',
  },
  beforeEach: () => define(),
} satisfies Meta<typeof PageMarkup>;
export default meta;
type Story = StoryObj<typeof meta>;

const typeInto = (root: HTMLElement, text: string) => {
  const field = root.querySelector<HTMLTextAreaElement>('textarea');
  if (!field) throw new Error('no review field');
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

export const CharactersLeft: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => canvasElement.querySelector('textarea'));
    typeInto(canvasElement, 'Great pens');
    const counter = await waitFor(() => canvasElement.querySelector('.sf-char-counter'));
    await expect(counter.textContent).toBe('990 characters left');
  },
};

export const LimitFrench: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await waitFor(() => canvasElement.querySelector('textarea'));
    typeInto(canvasElement, 'x'.repeat(1200));
    const counter = await waitFor(() => canvasElement.querySelector('.sf-char-counter'));
    await expect(counter.textContent).toBe('vous avez atteint la limite');
  },
};
