// Defines <sf-product-gallery>: the product page's image zoom gallery over the server-rendered images.
import { defineWidget, type WidgetHost } from '../../shared/define.ts';
import { ProductGalleryWidget } from './ProductGalleryWidget.tsx';

export function define(): void {
  defineWidget('sf-product-gallery', ProductGalleryWidget);
}

declare global {
  interface HTMLElementTagNameMap {
    'sf-product-gallery': WidgetHost;
  }
}
