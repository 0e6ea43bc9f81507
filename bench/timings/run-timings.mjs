// The run: every browser figure × throttle × flavour (alternating per run), then network economy, then demo-host.
import { addToCartPopup } from './add-to-cart.mjs';
import { fiftyInstances } from './fifty.mjs';
import { launchChromium, startServer } from './harness.mjs';
import { loadFigures } from './load-pages.mjs';
import { networkEconomy } from './network.mjs';
import { pageLoad } from './page-load.mjs';
import { serverFigures } from './server-figures.mjs';
import { FLAVOURS, log, ONLY_LISTING, ONLY_LOAD, RUNS, THROTTLES } from './settings.mjs';
import { suggestionsRender } from './suggestions.mjs';
import { summarize } from './summary.mjs';
import { viewMoreOnThousand } from './view-more.mjs';

export async function runTimings(root) {
  const started = Date.now();
  const server = await startServer(root);
  log(`demo-host on ${server.origin}; ${RUNS} runs × ${FLAVOURS.join('/')} × throttle ${THROTTLES.join('/')}×`);
  const browser = await launchChromium();
  const results = {
    runs: RUNS,
    throttles: THROTTLES,
    origin: server.origin,
    browser: browser.version(),
    browserFigures: {},
    network: {},
    server: {},
  };
  const all = {
    homeInteractive: (ctx) => pageLoad(ctx, '/'),
    listingInteractive: (ctx) => pageLoad(ctx, '/search'),
    fiftyInstances,
    suggestionsRender,
    viewMoreOnThousand,
    addToCartPopup,
  };
  const measures = ONLY_LISTING ? { viewMoreOnThousand } : all;
  try {
    // Page loads (bench/README.md): CLS per page type, slow-4G time to usable beside a single-bundle build.
    if (!ONLY_LISTING)
      results.load = await loadFigures({ browser, origin: server.origin, distDir: server.distDir, root });
    if (ONLY_LOAD) {
      await browser.close().catch(() => {});
      await server.close();
      results.seconds = (Date.now() - started) / 1000;
      return results;
    }
    for (const throttle of THROTTLES) {
      for (const [name, fn] of Object.entries(measures)) {
        results.browserFigures[`${throttle}x`] ??= {};
        const slots = Object.fromEntries(FLAVOURS.map((f) => [f, { samples: [], errors: [] }]));
        results.browserFigures[`${throttle}x`][name] = slots;
        for (let run = 0; run < RUNS; run++) {
          // Alternate the flavour first per run so drift on a shared machine hits both alike.
          for (const flavour of run % 2 ? [...FLAVOURS].reverse() : FLAVOURS) {
            const slot = slots[flavour];
            if (slot.errors.length >= 2 && !slot.samples.length) continue; // broken: don't keep paying for it
            try {
              slot.samples.push(
                await fn({ browser, origin: server.origin, distDir: server.distDir, throttle, flavour, root }),
              );
            } catch (error) {
              slot.errors.push(String(error?.message ?? error).split('\n')[0]);
            }
          }
        }
        for (const flavour of FLAVOURS) {
          const slot = results.browserFigures[`${throttle}x`][name][flavour];
          log(
            `${throttle}x ${name} ${flavour}: ${slot.samples.length} ok${slot.errors.length ? `, errors: ${[...new Set(slot.errors)].join(' | ')}` : ''}`,
          );
        }
      }
    }
    for (const flavour of ONLY_LISTING ? [] : FLAVOURS)
      results.network[flavour] = await networkEconomy({
        browser,
        origin: server.origin,
        distDir: server.distDir,
        flavour,
        root,
      });
    log('network economy done');
  } finally {
    await browser.close().catch(() => {});
  }
  // Chromium is closed first, so the server shares its process with nothing busy during the HTTP figures.
  const skipped = { error: 'not run (BENCH_ONLY=listing)' };
  results.server = ONLY_LISTING ? { latency: skipped, load: skipped } : await serverFigures(root, server.origin);
  await server.close();
  results.summary = summarize(results);
  results.seconds = (Date.now() - started) / 1000;
  return results;
}
