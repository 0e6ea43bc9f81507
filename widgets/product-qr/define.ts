// Defines <sf-product-qr>: the product's page URL as an SVG QR code encoded with uqr (a link if the URL cannot be encoded).
import { defineWidget, type WidgetHost } from '../../shared/define.ts';
import { ProductQrWidget } from './ProductQrWidget.tsx';

export function define(): void {
  defineWidget('sf-product-qr', ProductQrWidget);
}

declare global {
  interface HTMLElementTagNameMap {
    'sf-product-qr': WidgetHost;
  }
}
