// Defines <sf-product-qr>: the product's QR code as SVG (or a link until a QR library is installed).
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
