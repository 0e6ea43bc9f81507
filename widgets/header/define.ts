// Defines <sf-header>: keyword search, mega menu, my services, quick search, ink/toner, cart badges, logout.
import { defineWidget, type WidgetHost } from '../../shared/define.ts';
import { HeaderWidget } from './HeaderWidget.tsx';

export function define(): void {
  defineWidget('sf-header', HeaderWidget);
}

declare global {
  interface HTMLElementTagNameMap {
    'sf-header': WidgetHost;
  }
}
