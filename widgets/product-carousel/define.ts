// Defines <sf-product-carousel>: substitute, complementary and hot product carousels on CSS scroll-snap.
import { defineWidget, type WidgetHost } from '../../shared/define.ts';
import { ProductCarouselWidget } from './ProductCarouselWidget.tsx';

export function define(): void {
  defineWidget('sf-product-carousel', ProductCarouselWidget);
}

declare global {
  interface HTMLElementTagNameMap {
    'sf-product-carousel': WidgetHost;
  }
}
