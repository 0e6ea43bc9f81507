// The page's one script: starts the lazy loader once, even when the bundle is included twice.
import { chunkGraph, frenchChunks, widgetRegistry } from 'sf-build:registry';
import { documentParsed, startLoader } from './loader.ts';
import { frenchOnPage, preloadChunks } from './preload.ts';

const flag = Symbol.for('storefront-islands.loader');
const host = globalThis as { [flag]?: boolean };
if (!host[flag]) {
  host[flag] = true;
  // At once, even while the page parses (included with `async` in <head>): the chunks then download beside the HTML.
  startLoader(widgetRegistry, document, (key) => {
    void preloadChunks(chunkGraph[key], import.meta.url);
    // In the same round trip as the widget: its island renders in French from the start. A French part may come
    // later in the markup than the tag, so the check is made again once the page is parsed.
    const french = () => (frenchOnPage(document) ? preloadChunks(frenchChunks, import.meta.url) : undefined);
    void french();
    return documentParsed(document).then(french);
  });
}
