// Defines <sf-home-carousel>: the home page's auto-advancing promotion carousel.
import { defineWidget, type WidgetHost } from '../../shared/define.ts';
import { HomeCarouselWidget } from './HomeCarouselWidget.tsx';

export function define(): void {
  defineWidget('sf-home-carousel', HomeCarouselWidget);
}

declare global {
  interface HTMLElementTagNameMap {
    'sf-home-carousel': WidgetHost;
  }
}
