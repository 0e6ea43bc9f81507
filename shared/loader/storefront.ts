// The page's one script: starts the lazy loader once, even when the bundle is included twice.
import { startLoader } from './loader.ts';
import { parseChunkGraph, preloadChunks } from './preload.ts';
import { widgetRegistry } from './registry.ts';

const flag = Symbol.for('storefront-islands.loader');
const host = globalThis as { [flag]?: boolean };
if (!host[flag]) {
  host[flag] = true;
  // build.mjs writes each registry key's chunk list over this placeholder.
  const graph = parseChunkGraph('__SF_CHUNK_GRAPH__');
  const start = () => startLoader(widgetRegistry, document, (key) => preloadChunks(graph[key], import.meta.url));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
