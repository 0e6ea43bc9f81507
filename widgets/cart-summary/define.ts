// Defines <sf-cart-summary>: the mini-cart popup, or with data-for-quote the quote-cart popup.
import { defineWidget, type WidgetHost } from '../../shared/define.ts';
import { CartSummaryWidget } from './CartSummaryWidget.tsx';

export function define(): void {
  defineWidget('sf-cart-summary', CartSummaryWidget);
}

declare global {
  interface HTMLElementTagNameMap {
    'sf-cart-summary': WidgetHost;
  }
}
