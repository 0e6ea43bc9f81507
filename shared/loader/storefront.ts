// The page's one script: starts the lazy loader once, even when the bundle is included twice.
import { documentParsed, startLoader } from './loader.ts';
import { frenchOnPage, parseChunkGraph, parseChunkList, preloadChunks } from './preload.ts';
import { widgetRegistry } from './registry.ts';

const flag = Symbol.for('storefront-islands.loader');
const host = globalThis as { [flag]?: boolean };
if (!host[flag]) {
  host[flag] = true;
  // build.mjs writes each registry key's chunk list, and the French texts' chunks, over these placeholders.
  const graph = parseChunkGraph('__SF_CHUNK_GRAPH__');
  const frenchChunks = parseChunkList('__SF_FRENCH_CHUNKS__');
  // At once, even while the page parses (included with `async` in <head>): the chunks then download beside the HTML.
  startLoader(widgetRegistry, document, (key) => {
    void preloadChunks(graph[key], import.meta.url);
    // In the same round trip as the widget: its island renders in French from the start. A French part may come
    // later in the markup than the tag, so the check is made again once the page is parsed.
    const french = () => (frenchOnPage(document) ? preloadChunks(frenchChunks, import.meta.url) : undefined);
    void french();
    return documentParsed(document).then(french);
  });
}
