// sf-baskets stories: the create-a-cart form refusing an empty name, English and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/baskets/define.ts';
import manifest from '../widgets/baskets/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { manifestControls } from './manifest-controls.ts';
import { waitFor } from './support.tsx';

const controls = manifestControls(manifest);
const meta = {
  title: 'Widgets/sf-baskets',
  parameters: docsParameters(manifest),
  ...controls,
  args: {
    ...controls.args,
    content:
      '<ul class="sf-baskets"><li data-basket-id="1">Main (2) — current</li></ul><form method="post" class="sf-basket-create" action="#"><label>New cart name <input name="name" required maxlength="80"></label> <button type="submit">Create cart</button></form>',
  },
  beforeEach: () => define(),
} satisfies Meta<typeof controls.args>;
export default meta;
type Story = StoryObj<typeof meta>;

const submitEmpty = async (root: HTMLElement) => {
  const form = await waitFor(() => root.querySelector<HTMLFormElement>('sf-baskets form.sf-basket-create'));
  await waitFor(() => form.noValidate);
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  return waitFor(() => root.querySelector('.sf-field-error'));
};

export const EmptyName: Story = {
  play: async ({ canvasElement }) => {
    await expect((await submitEmpty(canvasElement)).textContent).toBe('Please enter a name for the new cart.');
  },
};

export const French: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect((await submitEmpty(canvasElement)).textContent).toBe('Veuillez saisir un nom pour le nouveau panier.');
  },
};
