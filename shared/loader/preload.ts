// Starts every chunk of a widget's static graph at once, so a tag costs one round trip after storefront.js.

/** Registry key → the chunks its widget needs (its own first), relative to storefront.js. Written by the build. */
export type ChunkGraph = Readonly<Record<string, readonly string[]>>;

/** The build replaces the placeholder with the graph's JSON (tools/chunk-graph.mjs); unbuilt sources get none. */
export function parseChunkGraph(text: string): ChunkGraph {
  if (!text.startsWith('{')) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return {};
    const graph: Record<string, readonly string[]> = {};
    for (const [key, files] of Object.entries(value))
      if (Array.isArray(files) && files.every((f) => typeof f === 'string' && f.startsWith('./'))) graph[key] = files;
    return graph;
  } catch {
    return {};
  }
}

/**
 * Imports each chunk now, in parallel (modules do nothing at import time, so evaluating one early is harmless);
 * the widget's own import then finds them in the module map instead of discovering them one level at a time.
 * A failure here is left to that import to report.
 */
export function preloadChunks(
  files: readonly string[] | undefined,
  base: string,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): void {
  for (const file of files ?? []) load(new URL(file, base).href).catch(() => {});
}
