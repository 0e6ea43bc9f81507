// Starts every chunk of a widget's static graph at once, so a tag costs one round trip after storefront.js.

/** Whether the page, or any part of it, speaks French (shared/i18n/locale.ts maps fr-* to French). */
export const frenchOnPage = (root: Document): boolean => root.querySelector('[lang^="fr" i]') !== null;

/**
 * Imports each chunk now, in parallel (modules do nothing at import time, so evaluating one early is harmless);
 * the widget's own import then finds them in the module map instead of discovering them one level at a time.
 * Resolves once all have settled; a failure here is left to that import to report.
 */
export function preloadChunks(
  files: readonly string[] | undefined,
  base: string,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  return Promise.all((files ?? []).map((file) => load(new URL(file, base).href).catch(() => {}))).then(() => {});
}
