// The page's one script: starts the lazy loader once per page, and refuses a second copy of the bundle.
import { bundle, chunkGraph, frenchChunks, widgetRegistry } from 'sf-build:registry';
import { documentParsed, startLoader } from './loader.ts';
import { frenchOnPage, preloadChunks } from './preload.ts';
import { claimPage } from './single-copy.ts';

if (claimPage(globalThis as unknown as Record<symbol, unknown>, { ...bundle, url: import.meta.url })) {
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
