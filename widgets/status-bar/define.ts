// Defines <sf-status-bar>: the page's message, confirmation and loading bar.
import { defineWidget, type WidgetHost } from '../../shared/define.ts';
import { type StatusBarElementApi, statusBarApi } from './api.ts';
import { StatusBarWidget } from './StatusBarWidget.tsx';

export function define(): void {
  defineWidget('sf-status-bar', StatusBarWidget, statusBarApi);
}

declare global {
  interface HTMLElementTagNameMap {
    'sf-status-bar': WidgetHost & StatusBarElementApi;
  }
}
