// Defines <sf-cart-page>: the shopping cart page content, refreshed on the cart refresh event, with order-line comments.
import { defineWidget, type WidgetHost } from '../../shared/define.ts';
import { CartPageWidget } from './CartPageWidget.tsx';

export function define(): void {
  defineWidget('sf-cart-page', CartPageWidget);
}

declare global {
  interface HTMLElementTagNameMap {
    'sf-cart-page': WidgetHost;
  }
}
