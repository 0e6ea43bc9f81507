// Defines <sf-baskets>: Account – my baskets, with the checked form to create a shopping cart.
import { defineWidget, type WidgetHost } from '../../shared/define.ts';
import { BasketsWidget } from './BasketsWidget.tsx';

export function define(): void {
  defineWidget('sf-baskets', BasketsWidget);
}

declare global {
  interface HTMLElementTagNameMap {
    'sf-baskets': WidgetHost;
  }
}
