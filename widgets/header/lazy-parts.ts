// The header's parts loaded on first use (their own chunks), with prefetchers for hover/focus of their triggers.
import { lazy } from 'react';

const loadBigMenuPanel = () => import('./menu/BigMenuPanel.tsx');
const loadMyServicesPanel = () => import('./menu/MyServicesPanel.tsx');
const loadInkTonerDialog = () => import('./search/InkTonerDialog.tsx');
const loadQuickSearchPart = () => import('./search/QuickSearchPart.tsx');

export const BigMenuPanel = lazy(() => loadBigMenuPanel().then((m) => ({ default: m.BigMenuPanel })));
export const MyServicesPanel = lazy(() => loadMyServicesPanel().then((m) => ({ default: m.MyServicesPanel })));
export const InkTonerDialog = lazy(() => loadInkTonerDialog().then((m) => ({ default: m.InkTonerDialog })));
export const QuickSearchPart = lazy(() => loadQuickSearchPart().then((m) => ({ default: m.QuickSearchPart })));

/** Starts loading a part early; a failure is left to the render that needs it (the import is tried again then). */
const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
export const prefetchBigMenuPanel = prefetch(loadBigMenuPanel);
export const prefetchMyServicesPanel = prefetch(loadMyServicesPanel);
export const prefetchInkTonerDialog = prefetch(loadInkTonerDialog);
/** The quick search brings its store too (store.ts imports it on open). */
export const prefetchQuickSearch = prefetch(() =>
  Promise.all([loadQuickSearchPart(), import('./search/quick-search-store.ts')]),
);
