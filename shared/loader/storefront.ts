// The page's one script: starts the lazy loader once, even when the bundle is included twice.
import { startLoader } from './loader.ts';
import { frenchOnPage, parseChunkGraph, parseChunkList, preloadChunks } from './preload.ts';
import { widgetRegistry } from './registry.ts';

const flag = Symbol.for('storefront-islands.loader');
const host = globalThis as { [flag]?: boolean };
if (!host[flag]) {
  host[flag] = true;
  // build.mjs writes each registry key's chunk list, and the French texts' chunks, over these placeholders.
  const graph = parseChunkGraph('__SF_CHUNK_GRAPH__');
  const french = parseChunkList('__SF_FRENCH_CHUNKS__');
  const start = () =>
    startLoader(widgetRegistry, document, (key) => {
      void preloadChunks(graph[key], import.meta.url);
      // In the same round trip as the widget: its island renders in French from the start.
      return frenchOnPage(document) ? preloadChunks(french, import.meta.url) : undefined;
    });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
