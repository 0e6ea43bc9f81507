// Every sf-* tag (and behaviour marker) and the chunk that defines it; a chunk loads only when its key matches the page.
export interface WidgetModule {
  define(): void;
}

/** Keys are CSS selectors: a tag name for a widget, an attribute selector for delegated behaviour. */
export const widgetRegistry: Record<string, () => Promise<WidgetModule>> = {
  'sf-status-bar': () => import('../../widgets/status-bar/define.ts'),
};
