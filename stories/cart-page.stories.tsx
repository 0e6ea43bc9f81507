// sf-cart-page stories: a cart with order-line comments and the "many" actions, English and French (no network).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/cart-page/define.ts';
import manifest from '../widgets/cart-page/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { manifestControls } from './manifest-controls.ts';
import { waitFor } from './support.tsx';

const line = (id: number, comment: string) =>
  `<tr class="sf-cart-line" data-order-line-id="${id}"><td>Paper ${id}</td><td>2</td><td><ul class="sf-line-comments">${comment ? `<li data-comment-id="${id}0">${comment} <button type="button" class="sf-line-comment__remove" data-order-line-id="${id}" data-comment-id="${id}0">Remove</button></li>` : ''}</ul><form class="sf-line-comment-form" data-order-line-id="${id}"><input name="comment" maxlength="500" aria-label="Comment"><button type="submit">Add comment</button></form></td></tr>`;
const controls = manifestControls(manifest);
const meta = {
  title: 'Widgets/sf-cart-page',
  parameters: docsParameters(manifest),
  ...controls,
  args: {
    ...controls.args,
    content: `<section class="sf-cart-page"><table class="sf-table"><tbody>${line(1, 'Room 4')}${line(2, '')}</tbody></table></section>`,
  },
  beforeEach: () => define(),
} satisfies Meta<typeof controls.args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithComments: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => canvasElement.querySelector('.sf-cart-bulk'));
    await expect(canvasElement.querySelector('.sf-cart-bulk__remove')?.textContent).toBe('Remove all comments');
    const form = canvasElement.querySelector<HTMLFormElement>('.sf-line-comment-form');
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const error = await waitFor(() => canvasElement.querySelector('.sf-field-error'));
    await expect(error.textContent).toBe('Please enter a comment.');
  },
};

export const French: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const legend = await waitFor(() => canvasElement.querySelector('.sf-cart-bulk legend'));
    await expect(legend.textContent).toBe('Commentaires sur toutes les lignes');
  },
};
