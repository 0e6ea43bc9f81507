// sf-quantity-table stories: price breaks from data-price-breaks, English and French prices, bad data.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/quantity-table/define.ts';
import { PageMarkup, waitFor } from './support.tsx';

const breaks = JSON.stringify([
  { Uom: 'Each', MinQty: 1, Price: 1234.5, QtyMultiple: 1, MaxQty: 99999 },
  { Uom: 'Each', MinQty: 10, Price: 1100 },
  { Uom: 'Box of 12', MinQty: 12, Price: 12000 },
]);
const meta = {
  title: 'Widgets/sf-quantity-table',
  component: PageMarkup,
  args: { html: `<sf-quantity-table data-price-breaks='${breaks}'></sf-quantity-table>` },
  beforeEach: () => define(),
} satisfies Meta<typeof PageMarkup>;
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
  args: { html: `<sf-quantity-table data-price-breaks='[{"Uom":1}]'></sf-quantity-table>` },
  play: async ({ canvasElement }) => {
    const alert = await waitFor(() => canvasElement.querySelector('[role="alert"]'));
    await expect(alert.textContent).toBe('The price table could not be read.');
  },
};
