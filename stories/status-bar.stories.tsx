// sf-status-bar stories: each message type, a queue, more than six messages, confirm, loading, French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { $statusQueue, beginLoading, confirmStatus, MessageType, showStatusMessages } from '../shared/stores/status.ts';
import { define } from '../widgets/status-bar/define.ts';
import manifest from '../widgets/status-bar/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { manifestControls } from './manifest-controls.ts';
import { waitFor } from './support.tsx';

const controls = manifestControls(manifest);
const meta = {
  title: 'Widgets/sf-status-bar',
  ...controls,
  beforeEach: () => {
    define();
    $statusQueue.set([]);
  },
  parameters: { ...docsParameters(manifest), layout: 'fullscreen' },
} satisfies Meta<typeof controls.args>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (root: HTMLElement) => waitFor(() => root.querySelector('.sf-status-box'));

export const Success: Story = {
  play: async ({ canvasElement }) => {
    showStatusMessages([{ Message: '3 products were added to your cart.', Type: MessageType.SUCCESS }]);
    await expect((await box(canvasElement)).closest('[role="status"]')).not.toBeNull();
  },
};

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    showStatusMessages([{ Message: 'Only 4 left in stock.', Type: MessageType.WARNING }]);
    await expect((await box(canvasElement)).closest('[role="alert"]')).not.toBeNull();
  },
};

export const ErrorMessage: Story = {
  play: async ({ canvasElement }) => {
    showStatusMessages([{ Message: 'Error while contacting server', Type: MessageType.ERROR }]);
    await expect((await box(canvasElement)).textContent).toContain('Error while contacting server');
  },
};

export const Queue: Story = {
  play: async ({ canvasElement }) => {
    showStatusMessages([{ Message: 'First box', Type: MessageType.WARNING }]);
    showStatusMessages([{ Message: 'Second box', Type: MessageType.WARNING }]);
    await expect((await box(canvasElement)).textContent).toContain('First box');
    await expect(canvasElement.textContent).toContain('1 more message waiting');
  },
};

export const MoreThanSix: Story = {
  play: async ({ canvasElement }) => {
    showStatusMessages(
      Array.from({ length: 9 }, (_, i) => ({ Message: `Line ${i + 1}: quantity adjusted`, Type: MessageType.WARNING })),
    );
    await box(canvasElement);
    await expect(canvasElement.querySelectorAll('.sf-status-arrow')).toHaveLength(2);
  },
};

export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    void confirmStatus('This product is discontinued. Add its replacement instead?');
    await box(canvasElement);
    await expect(canvasElement.querySelectorAll('.sf-status-actions button')).toHaveLength(2);
  },
};

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    beginLoading();
    await waitFor(() => canvasElement.querySelector('.sf-status-loading'), 2000);
    await expect(canvasElement.textContent).toContain('Loading ... Please wait.');
  },
};

export const French: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    void confirmStatus('Ce produit est discontinué. Ajouter son remplacement?');
    await box(canvasElement);
    const labels = Array.from(canvasElement.querySelectorAll('.sf-status-actions button'), (b) => b.textContent);
    await expect(labels).toEqual(['Oui', 'Non']);
  },
};
