// Defines <sf-listing>: the product listing that enhances the server's first page of results.
import { defineWidget, type WidgetHost } from '../../shared/define.ts';
import { ListingWidget } from './ListingWidget.tsx';

export function define(): void {
  defineWidget('sf-listing', ListingWidget);
}

declare global {
  interface HTMLElementTagNameMap {
    'sf-listing': WidgetHost;
  }
}
