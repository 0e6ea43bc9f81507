// The page's one script: starts the lazy loader once per page, and refuses a second copy of the bundle.
import { bundle, chunkGraph, frenchChunks, integrity, lazyGraph, wakeOn, widgetRegistry } from 'sf-build:registry';
import { installLazyCheck } from './lazy-import.ts';
import { documentParsed, startLoader } from './loader.ts';
import { reportUnlessLeft } from './page-reports.ts';
import { chunkChecker, frenchOnPage, runChecked } from './preload.ts';
import { claimPage } from './single-copy.ts';

if (claimPage(globalThis as unknown as Record<symbol, unknown>, { ...bundle, url: import.meta.url })) {
  // The errors of a page being left are dropped (Firefox and WebKit cut its requests before its pagehide).
  const { report } = reportUnlessLeft();
  const check = chunkChecker(import.meta.url, integrity, document, undefined, undefined, report);
  // A widget's lazy parts (panels, popovers, the QR encoder) pass the same check before they run; in one bundle
  // there is none to fetch, so nothing to check.
  installLazyCheck((source) => check(lazyGraph[source]));
  // At once, even while the page parses (included with `async` in <head>): the chunks then download beside the HTML.
  startLoader(
    widgetRegistry,
    document,
    (key) => {
      // In the same round trip as the widget: its island renders in French from the start. A French part may come
      // later in the markup than the tag, so the check is made again once the page is parsed.
      const french = () => (frenchOnPage(document) ? runChecked(check, frenchChunks, import.meta.url) : true);
      const now = french();
      return [check(chunkGraph[key]), documentParsed(document).then(async () => (await now) && french())];
    },
    report,
    wakeOn,
  );
}
