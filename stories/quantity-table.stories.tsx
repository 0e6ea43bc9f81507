// sf-quantity-table stories: price breaks from data-price-breaks, English and French prices, bad data.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/quantity-table/define.ts';
import manifest from '../widgets/quantity-table/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { manifestControls } from './manifest-controls.ts';
import { waitFor } from './support.tsx';

const breaks = JSON.stringify([
  { Uom: 'Each', MinQty: 1, Price: 1234.5, QtyMultiple: 1, MaxQty: 99999 },
  { Uom: 'Each', MinQty: 10, Price: 1100 },
  { Uom: 'Box of 12', MinQty: 12, Price: 12000 },
]);
const controls = manifestControls(manifest);
const meta = {
  title: 'Widgets/sf-quantity-table',
  parameters: docsParameters(manifest),
  ...controls,
  args: { ...controls.args, priceBreaks: breaks },
  beforeEach: () => define(),
} satisfies Meta<typeof controls.args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const cell = await waitFor(() => canvasElement.querySelector('tbody td:nth-child(3)'));
    await expect(cell.textContent).toBe('$1,234.50');
  },
};

export const French: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const cell = await waitFor(() => canvasElement.querySelector('tbody td:nth-child(3)'));
    await expect(cell.textContent?.replace(/\s/g, ' ')).toBe('1 234,50 $');
  },
};

export const BadData: Story = {
  args: { priceBreaks: '[{"Uom":1}]' },
  play: async ({ canvasElement }) => {
    const alert = await waitFor(() => canvasElement.querySelector('[role="alert"]'));
    await expect(alert.textContent).toBe('The price table could not be read.');
  },
};
