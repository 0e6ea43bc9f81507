// Defines <sf-quantity-table>: a product's price breaks per quantity and unit of measure.
import { defineWidget, type WidgetHost } from '../../shared/define.ts';
import { QuantityTableWidget } from './QuantityTableWidget.tsx';

export function define(): void {
  defineWidget('sf-quantity-table', QuantityTableWidget);
}

declare global {
  interface HTMLElementTagNameMap {
    'sf-quantity-table': WidgetHost;
  }
}
