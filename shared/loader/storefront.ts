// The page's one script: starts the lazy loader once per page, and refuses a second copy of the bundle.
import { bundle, chunkImports, frenchChunks, integrity, lazyGraph, records, split } from 'sf-build:registry';
import { installLazyCheck, lazyPartCheck } from './lazy-import.ts';
import { documentParsed, startLoader } from './loader.ts';
import { nameOf } from './loads.ts';
import { reportUnlessLeft } from './page-reports.ts';
import { chunkChecker, frenchOnPage, oncePerTask, runChecked } from './preload.ts';
import { claimPage } from './single-copy.ts';
import { switches } from './switches.ts';
import { storefrontPolicy } from './trusted-policy.ts';

if (claimPage(globalThis as unknown as Record<symbol, unknown>, { ...bundle, url: import.meta.url })) {
  // The failures of a page being left are dropped (Firefox and WebKit cut its requests before its pagehide).
  const { report } = reportUnlessLeft();
  const names = Object.keys(records).map((key) => nameOf(records, key));
  // The policy is created at WebKit's first module script only (its check's sink), and is then the sanitiser's: the
  // loader hands it to the chunks' copy of trusted-policy.ts through the modules it imports (loader.ts), never a global.
  const scriptUrl = (url: string) => storefrontPolicy(import.meta.url)?.createScriptURL(url) ?? url;
  const check = chunkChecker({ base: import.meta.url, integrity, imports: chunkImports, scriptUrl, report });
  // A widget's lazy parts (panels, popovers, the QR encoder) pass the same check before they run; in one bundle
  // there is none to fetch, so nothing to check.
  if (split) installLazyCheck(lazyPartCheck(lazyGraph, check, report, names));
  const french = oncePerTask(() => frenchOnPage(document));
  // At once, even while the page parses (included with `async` in <head>): the chunks then download beside the HTML.
  startLoader(records, {
    check: ({ files }, name) => {
      // In the same round trip as the widget: its island renders in French from the start. A French part may come
      // later in the markup than the tag, so the check is made again once the page is parsed.
      const texts = () => (french() ? runChecked(check, frenchChunks, import.meta.url) : true);
      const now = texts();
      return [
        check.ready(files, name),
        documentParsed(document).then(async () => (await now) && texts()),
        () => check(files, name),
      ];
    },
    report,
    // The release's switches sit beside its versioned folders (tools/build/release-layout.mjs).
    off: switches(document, names, report, { url: new URL('../../switches.json', import.meta.url).href }),
  });
}
