// Starts every chunk of a widget's static graph at once, so a tag costs one round trip after storefront.js.

/** Registry key → the chunks its widget needs (its own first), relative to storefront.js. Written by the build. */
export type ChunkGraph = Readonly<Record<string, readonly string[]>>;

const isChunkList = (files: unknown): files is string[] =>
  Array.isArray(files) && files.every((f) => typeof f === 'string' && f.startsWith('./'));

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The build replaces the placeholder with the graph's JSON (tools/chunk-graph.mjs); unbuilt sources get none. */
export function parseChunkGraph(text: string): ChunkGraph {
  const value = text.startsWith('{') ? parse(text) : null;
  if (typeof value !== 'object' || value === null) return {};
  const graph: Record<string, readonly string[]> = {};
  for (const [key, files] of Object.entries(value)) if (isChunkList(files)) graph[key] = files;
  return graph;
}

/** The French texts' chunks (the build writes them; unbuilt sources carry French in their catalogues). */
export function parseChunkList(text: string): readonly string[] {
  const value = text.startsWith('[') ? parse(text) : null;
  return isChunkList(value) ? value : [];
}

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
