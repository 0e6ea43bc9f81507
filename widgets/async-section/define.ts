// Defines <sf-async-section>: a page section loaded after the page, grouped with its siblings into one call per URL.
import { defineWidget, type WidgetHost } from '../../shared/define.ts';
import { AsyncSectionWidget } from './AsyncSectionWidget.tsx';
import { connectSection } from './slots.ts';

export function define(): void {
  defineWidget('sf-async-section', AsyncSectionWidget, {}, { connected: connectSection });
}

declare global {
  interface HTMLElementTagNameMap {
    'sf-async-section': WidgetHost;
  }
}
