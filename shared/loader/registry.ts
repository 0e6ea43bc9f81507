// Every sf-* tag and the chunk that defines it; the loader imports a chunk only when its tag is in the page.
export interface WidgetModule {
  define(): void;
}

export const widgetRegistry: Record<`sf-${string}`, () => Promise<WidgetModule>> = {
  'sf-status-bar': () => import('../../widgets/status-bar/define.ts'),
};
