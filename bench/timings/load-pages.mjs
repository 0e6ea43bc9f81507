// Page-load figures (bench/README.md "Page loads"): layout shift per page type (web-vitals attribution build), and time to usable on slow 4G
// (150 ms RTT, 1.6 Mbps, 4× CPU, files served compressed) beside a single-bundle build of the same source.
import fs from 'node:fs';
import path from 'node:path';
import { FLAVOURS as BUILD_FLAVOURS } from '../../tools/build/build-options.mjs';
import { buildSingleBundle } from '../../tools/build/pipeline.mjs';
import { precompress } from '../../tools/build/precompress.mjs';
import { ENDPOINTS } from '../gateway.mjs';
import { PAGE_TYPES } from '../pages.mjs';
import { startServer } from './harness.mjs';
import { withoutScripts } from './markup-alone.mjs';
import { openPage, pageValue, waitInteractive } from './page.mjs';
import { CLS_LIMIT, CLS_RUNS, FLAVOURS, log, ONLY_CLS, ONLY_VISIT, RUNS, VISIT_RUNS } from './settings.mjs';
import { searchUsableFloor } from './split-floor.mjs';
import { median, ratioInterval } from './stats.mjs';
import { visitFigures } from './visit.mjs';
import { webVitalsIife } from './web-vitals.mjs';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
/**
 * The page types of the side-by-side (bench/README.md "Slow 4G time to usable"): the issue's six, each with the
 * loader in `<head async>` and at the end of `<body>` (demo-host's `?script=end`). BENCH_LOAD_PAGES (names, comma
 * separated) and BENCH_PLACEMENTS (`head,end`) pick some.
 */
const USABLE_NAMES = (process.env.BENCH_LOAD_PAGES ?? 'home,category,search,product,cart,quick order').split(',');
const USABLE_PAGES = USABLE_NAMES.map((name) => {
  const page = PAGE_TYPES.find((p) => p.name === name.trim());
  if (!page) throw new Error(`BENCH_LOAD_PAGES: no page type "${name}" (bench/pages.mjs)`);
  return page;
});
/** The page types of the layout shift (every one unless BENCH_CLS_PAGES names some, comma separated). */
const CLS_PAGES = process.env.BENCH_CLS_PAGES
  ? process.env.BENCH_CLS_PAGES.split(',').map((name) => {
      const page = PAGE_TYPES.find((p) => p.name === name.trim());
      if (!page) throw new Error(`BENCH_CLS_PAGES: no page type "${name}" (bench/pages.mjs)`);
      return page;
    })
  : PAGE_TYPES;
const PLACEMENTS = (process.env.BENCH_PLACEMENTS ?? 'head,end').split(',').map((p) => p.trim());
for (const placement of PLACEMENTS)
  if (placement !== 'head' && placement !== 'end') throw new Error(`BENCH_PLACEMENTS: "${placement}" (head or end)`);
/**
 * The shopper's first add (bench/README.md, "first add-to-cart click handled"): on pages whose server HTML has an add
 * button, or async sections (home's carousels bring theirs).
 */
const WITH_ADD = /data-sf-add="cart"|<sf-async-section/;
/** The shopper's first add (bench/README.md, "first add-to-cart click handled"); the add request's URL prefix. */
const ADD_REQUEST = ENDPOINTS.addProduct.path;

/**
 * The same source as ONE file per flavour (tools/build/pipeline.mjs, every family and lazy import inlined), written beside
 * the snapshot's flavours as `<flavour>-single/` with its .br/.gz. A site of its own (`singleSite`) serves it at the
 * split build's URL, so both builds load the same page with the same HTTP cache rules (a `page.route` swap would
 * turn Chromium's cache off, and the warm rows need it).
 */
async function buildSingleBundles(root, distDir) {
  const sizes = {};
  for (const flavour of Object.keys(BUILD_FLAVOURS)) {
    const outdir = path.join(distDir, `${flavour}-single`);
    await buildSingleBundle({ root, flavour, outdir });
    precompress(outdir);
    const file = path.join(outdir, 'storefront.js');
    sizes[flavour] = { gzip: fs.statSync(`${file}.gz`).size, files: 1 };
  }
  return sizes;
}

/** A copy of the snapshot's flavours with `storefront.js` (and its .br/.gz) replaced by the one-file build. */
function singleSite(distDir) {
  const site = path.join(path.dirname(distDir), 'single-site');
  for (const flavour of Object.keys(BUILD_FLAVOURS)) {
    fs.cpSync(path.join(distDir, flavour), path.join(site, flavour), { recursive: true });
    for (const suffix of ['', '.gz', '.br'])
      fs.copyFileSync(
        path.join(distDir, `${flavour}-single`, `storefront.js${suffix}`),
        path.join(site, flavour, `storefront.js${suffix}`),
      );
  }
  return site;
}

const webVitalsScript = () =>
  `${webVitalsIife()}
window.webVitals = webVitals;
addEventListener('DOMContentLoaded', () => {
  webVitals.onCLS((m) => {
    window.__cls = { value: m.value, target: m.attribution.largestShiftTarget ?? null };
  }, { reportAllChanges: true });
  // Every candidate as it comes (no input ends the page here): the last one read is the page's LCP so far.
  webVitals.onLCP((m) => {
    window.__lcp = { value: m.value, target: m.attribution.target ?? null };
  }, { reportAllChanges: true });
});`;

/**
 * CLS and LCP of one page load of the README's embed (without the preload lines with BENCH_PRELOAD=off), no input:
 * until every widget is rendered and the network is idle, then two frames. With `markupAlone`, the same page without
 * the bundle (its server markup and styles alone: the floor), until its load event and the network is idle.
 */
async function pageShift(ctx, page, { markupAlone = false } = {}) {
  const p = await openPage(ctx.browser, ctx.origin, 1);
  try {
    if (page.member) await login(p.context, ctx.origin);
    await p.context.addInitScript({ content: webVitalsScript() });
    const url = `${ctx.origin}${page.path}${page.path.includes('?') ? '&' : '?'}flavour=${ctx.flavour}${PRELOAD === 'off' ? '&preload=0' : ''}`;
    if (markupAlone) await p.page.route(url, withoutScripts);
    await p.page.goto(url);
    if (!markupAlone) await waitInteractive(p.page);
    await p.page.waitForLoadState('networkidle');
    await p.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { cls, lcp } = await p.page.evaluate(() => ({ cls: window.__cls, lcp: window.__lcp }));
    return { ...(cls ?? { value: 0, target: null }), lcp: lcp?.value ?? null, lcpTarget: lcp?.target ?? null };
  } finally {
    await p.close();
  }
}

/** Signs the context in as the demo buyer (member pages). */
export async function login(context, origin) {
  const res = await context.request.post(`${origin}/login`, {
    form: { email: 'buyer@example.com', password: 'demo', returnUrl: '/' },
    maxRedirects: 0,
  });
  if (res.status() !== 303) throw new Error(`login failed: HTTP ${res.status()}`);
}

/**
 * The origin that serves this build: demo-host, or its twin whose `storefront.js` is the one-file build (`again` is
 * that build a second time in the same visits: its ratio to the first is the run's own spread).
 */
const originOf = (ctx, build) => (build === 'single' || build === 'again' ? ctx.singleOrigin : ctx.origin);

/** A page under slow 4G + 4× CPU, on the origin of its build. */
async function slowPage(ctx, build, options) {
  const p = await openPage(ctx.browser, originOf(ctx, build), 4, options);
  await p.context.addInitScript({ content: webVitalsScript() });
  await p.cdp.send('Network.enable');
  await p.cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return p;
}

/**
 * BENCH_VISITS (`cold,warm` by default): cold = a new visitor, empty HTTP cache; warm = the second page of a visit,
 * the shopper coming from the home page (from the search page when the page is the home page), every file that page
 * fetched in the cache. Figures are taken from the second navigation's start.
 */
const VISITS = (process.env.BENCH_VISITS ?? 'cold,warm').split(',').map((v) => v.trim());
for (const visit of VISITS) if (visit !== 'cold' && visit !== 'warm') throw new Error(`BENCH_VISITS: "${visit}"`);
const previousPage = (page) => ({ path: page.path === '/' ? '/search' : '/' });

/** The first page of a warm visit: loaded in full (every widget rendered, the network idle) before the measured one. */
async function visitBefore(ctx, p, page, build) {
  await p.page.goto(pageUrl(ctx, previousPage(page), build));
  await waitInteractive(p.page, 60_000);
  await p.page.waitForLoadState('networkidle');
}
/**
 * The split build's page is the README's embed: the loader's tag and the build's preload lines (demo-host/preload.ts),
 * unless BENCH_PRELOAD=off (`?preload=0`); BENCH_PRELOAD=both measures it both ways in the same run (slots
 * `<placement> bare <flavour>`: without the lines). The one file's page never carries them (it fetches no chunk: the
 * lines would only take its bandwidth).
 */
const PRELOAD = process.env.BENCH_PRELOAD ?? 'on';
if (!['on', 'off', 'both'].includes(PRELOAD)) throw new Error(`BENCH_PRELOAD: "${PRELOAD}" (on, off or both)`);
const BUILDS = PRELOAD === 'both' ? ['coalesced', 'bare', 'single'] : ['coalesced', 'single'];
const pageUrl = (ctx, page, build) =>
  `${originOf(ctx, build)}${page.path}${page.path.includes('?') ? '&' : '?'}flavour=${ctx.flavour}${ctx.placement === 'end' ? '&script=end' : ''}${build === 'coalesced' && PRELOAD !== 'off' ? '' : '&preload=0'}`;

/**
 * One load, from navigation start: the header's island committed (the search box usable) and every widget
 * rendered + painted.
 */
async function usable(ctx, page, build, visit) {
  const p = await slowPage(ctx, build);
  try {
    if (page.member) await login(p.context, originOf(ctx, build));
    if (visit === 'warm') await visitBefore(ctx, p, page, build);
    const js = [];
    p.page.on('response', (r) => {
      if (r.url().endsWith('.js')) js.push(r.url());
    });
    await p.page.goto(pageUrl(ctx, page, build));
    await waitInteractive(p.page, 60_000);
    const t = await p.page.evaluate(() => {
      // The split build's extra round trip, from Resource Timing: when storefront.js was in, when it ran (the
      // loader's first statement, instrument.mjs) and when its first chunk was asked for and in.
      const entries = performance.getEntriesByType('resource');
      const loaderFile = entries.find((e) => new URL(e.name).pathname.endsWith('/storefront.js'));
      const chunks = entries.filter((e) => new URL(e.name).pathname.includes('/chunks/'));
      const first = (list, key) => (list.length ? Math.min(...list.map((e) => e[key])) : null);
      return {
        header: window.__bench.tagReadyAt['sf-header'] ?? null,
        headerDefined: window.__bench.defineAt['sf-header'] ?? null,
        all: window.__bench.paintAt,
        lcp: window.__lcp?.value ?? null,
        loaderIn: loaderFile?.responseEnd ?? null,
        loaderRan: window.__bench.loaderStart,
        chunkAsked: first(chunks, 'startTime'),
        chunkIn: first(chunks, 'responseEnd'),
        // Script files that came over the network: a warm visit takes the others from the HTTP cache (size 0). A
        // file counts once: a chunk a preload line fetched is read again by the loader's checked request.
        jsFetched: new Set(
          entries.filter((e) => new URL(e.name).pathname.endsWith('.js') && e.transferSize > 0).map((e) => e.name),
        ).size,
      };
    });
    return {
      searchUsable: t.header,
      headerDefined: t.headerDefined,
      allRendered: t.all,
      lcp: t.lcp,
      jsFiles: new Set(js).size,
      jsFetched: t.jsFetched,
      loaderIn: t.loaderIn,
      loaderRan: t.loaderRan,
      chunkAsked: t.chunkAsked,
      chunkIn: t.chunkIn,
    };
  } finally {
    await p.close();
  }
}

/**
 * The shopper who clicks "Add to cart" on the first product as soon as it is on screen, and again every 50 ms
 * until the page reacts. Self-contained: playwright sends it to the page as source text.
 */
function firstAddClicker() {
  const B = window.__bench;
  B.addHandledAt = null;
  B.addClicks = 0;
  const button = () => document.querySelector('.sf-add-to-cart [data-sf-add="cart"]');
  // Handled = the add engine took the click: the button shows the add's pending state (aria-busy, set in the
  // click's own task). Stamped by the observer, so a state set later than the click is stamped when it appears.
  new MutationObserver((_, observer) => {
    if (button()?.getAttribute('aria-busy') === 'true') {
      B.addHandledAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  const tryClick = () => {
    if (B.addHandledAt !== null) return;
    const target = button();
    if (target) {
      const section = target.closest('.sf-add-to-cart');
      const qty = section?.querySelector('.sf-qty');
      if (qty && !qty.value) qty.value = '1';
      // The cart page's quick add asks for a product code first, as a shopper types one.
      const code = section?.querySelector('.sf-quick-code');
      if (code && !code.value) code.value = 'PAP-0001';
      B.addClicks++;
      target.click();
    }
    setTimeout(tryClick, 50);
  };
  addEventListener('DOMContentLoaded', tryClick);
}

/** One load of a page with that shopper (no postal-code modal: the delivery sector is known). */
async function firstAdd(ctx, page, build, visit) {
  const p = await slowPage(ctx, build, { cookies: [{ name: 'CanDeliverToSector', value: '1' }] });
  try {
    if (page.member) await login(p.context, originOf(ctx, build));
    if (visit === 'warm') await visitBefore(ctx, p, page, build);
    // Added after the first page of a warm visit: the shopper adds on the measured page only.
    await p.context.addInitScript(firstAddClicker);
    await p.page.goto(pageUrl(ctx, page, build));
    await pageValue(p.page, 'window.__bench.addHandledAt', { timeout: 60_000 });
    // Resource Timing lists the add request once its reply has ended; its startTime is when it left.
    const sent = await pageValue(
      p.page,
      `performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname.startsWith(${JSON.stringify(ADD_REQUEST)}))?.startTime ?? null`,
      { polling: 100 },
    );
    const t = await p.page.evaluate(() => ({
      handled: window.__bench.addHandledAt,
      clicks: window.__bench.addClicks,
      loaderRan: window.__bench.loaderStart,
    }));
    return { addHandled: t.handled, addRequestSent: sent, clicks: t.clicks, loaderRan: t.loaderRan };
  } finally {
    await p.close();
  }
}

/** The median of a figure over the samples that have it; null when none does. */
function medianOf(samples, key) {
  const values = samples.map((s) => s[key]).filter((v) => v != null);
  return values.length ? median(values) : null;
}

/** Both families of figures, every sample kept; medians in `summary`. */
export async function loadFigures(ctx) {
  const out = { cls: {}, usable: {}, singleBundle: await buildSingleBundles(ctx.root, ctx.distDir) };
  log(
    `single bundles built: ${FLAVOURS.map((f) => `${f} ${(out.singleBundle[f].gzip / 1024).toFixed(1)} KB gz`).join(', ')}`,
  );
  for (const page of CLS_RUNS > 0 && !ONLY_VISIT ? CLS_PAGES : []) {
    out.cls[page.name] = {};
    // Each flavour, then the page without the bundle (`markup`): a shift the server's markup makes alone is the floor.
    for (const flavour of [...FLAVOURS, 'markup']) {
      const samples = [];
      const errors = [];
      for (let run = 0; run < CLS_RUNS; run++) {
        try {
          samples.push(
            await pageShift({ ...ctx, flavour: flavour === 'markup' ? 'preact' : flavour }, page, {
              markupAlone: flavour === 'markup',
            }),
          );
        } catch (error) {
          errors.push(String(error?.message ?? error).split('\n')[0]);
        }
      }
      const worst = samples.reduce((a, b) => (b.value > (a?.value ?? -1) ? b : a), null);
      out.cls[page.name][flavour] = {
        samples,
        errors,
        worst,
        over: samples.filter((sample) => sample.value > CLS_LIMIT).length,
        shifted: samples.filter((sample) => sample.value > 0).length,
        median: samples.length ? median(samples.map((sample) => sample.value)) : null,
        lcp: medianOf(samples, 'lcp'),
      };
      log(`layout shift ${page.name} ${flavour}: worst ${worst?.value.toFixed(3) ?? 'n/a'} of ${samples.length}`);
    }
  }
  log('layout shift per page done');
  if (ONLY_CLS) return out;
  // The one-file build's twin of demo-host (same code, its own data folder), closed once the loads are over.
  const twin = await startServer(ctx.root, { serve: singleSite(ctx.distDir) });
  try {
    const both = { ...ctx, singleOrigin: twin.origin };
    if (!ONLY_VISIT) {
      await sideBySideLoads(both, out);
      out.ratios = ratioSummary(out.usable);
      log('slow 4G time to usable done');
    }
    if (VISIT_RUNS > 0) {
      out.visit = await visitFigures({ ...both, slowPage, pageUrl, builds: [...BUILDS, 'again'] }, VISIT_RUNS);
      log('visits done');
    }
  } finally {
    await twin.close();
  }
  return out;
}

/** One attempt of a figure into its slot: the sample, or the error's first line. */
async function attempt(slot, measure) {
  try {
    slot.samples.push(await measure());
  } catch (error) {
    slot.errors.push(String(error?.message ?? error).split('\n')[0]);
  }
}

/** The medians of a slot's loads (and of its first adds). */
function slotMedians(slot, add) {
  const pick = (k) => medianOf(slot.samples, k);
  const median = Object.fromEntries(
    [
      'searchUsable',
      'headerDefined',
      'allRendered',
      'lcp',
      'jsFiles',
      'jsFetched',
      'loaderIn',
      'loaderRan',
      'chunkAsked',
      'chunkIn',
    ].map((k) => [k, pick(k)]),
  );
  if (add) {
    median.addHandled = medianOf(add.samples, 'addHandled');
    median.addRequestSent = medianOf(add.samples, 'addRequestSent');
    median.addLoaderRan = medianOf(add.samples, 'loaderRan');
  }
  return median;
}

/**
 * Every page × placement × flavour × visit of the side-by-side, into `out.usable` (keys `<placement> <build>
 * <flavour>`, `… warm` for the second page of a visit). The builds take turns within each run, their order swapped
 * every run, so drift on a shared machine hits both sides of a ratio alike.
 */
async function sideBySideLoads(ctx, out) {
  for (const page of USABLE_PAGES) {
    out.usable[page.name] = {};
    const html = await (
      await fetch(`${ctx.origin}${page.path}`, { headers: { cookie: 'CanDeliverToSector=1' } })
    ).text();
    const hasAdd = !page.member && WITH_ADD.test(html);
    for (const placement of PLACEMENTS)
      for (const flavour of FLAVOURS)
        for (const visit of VISITS) {
          const at = { ...ctx, flavour, placement };
          const slots = Object.fromEntries(BUILDS.map((b) => [b, { samples: [], errors: [] }]));
          const adds = Object.fromEntries(BUILDS.map((b) => [b, { samples: [], errors: [] }]));
          for (let run = 0; run < RUNS; run++)
            for (const build of run % 2 ? [...BUILDS].reverse() : BUILDS) {
              await attempt(slots[build], () => usable(at, page, build, visit));
              // The first add in loads of its own, so its clicks and request do not delay the figures above.
              if (hasAdd) await attempt(adds[build], () => firstAdd(at, page, build, visit));
            }
          for (const build of BUILDS) {
            const slot = slots[build];
            if (hasAdd) slot.firstAdd = adds[build];
            slot.median = slotMedians(slot, hasAdd ? adds[build] : null);
            out.usable[page.name][slotKey(placement, build, flavour, visit)] = slot;
            log(
              `slow 4G ${page.name}, ${placement}, ${build} ${flavour} ${visit}: search usable ${ms(slot.median.searchUsable)}, add ${ms(slot.median.addHandled)}`,
            );
          }
        }
  }
}

/** The key of a slot in `load.usable[page]`: the cold visit keeps the key it always had. */
const slotKey = (placement, build, flavour, visit) =>
  `${placement} ${build} ${flavour}${visit === 'warm' ? ' warm' : ''}`;

const ms = (v) => (v == null ? 'n/a' : `${(v / 1000).toFixed(2)} s`);

/** Each page, placement, flavour and visit measured in both builds: its split and one-file slots, in table order. */
function* sideBySide(usable) {
  for (const [name, byKey] of Object.entries(usable))
    for (const visit of ['cold', 'warm'])
      for (const placement of ['head', 'end'])
        for (const flavour of FLAVOURS) {
          const split = byKey[slotKey(placement, 'coalesced', flavour, visit)];
          const single = byKey[slotKey(placement, 'single', flavour, visit)];
          const where = placement === 'head' ? '`<head async>`' : 'end of `<body>`';
          const row = visit === 'warm' ? `${name} (warm)` : name;
          if (split && single) yield { name: row, visit, where, flavour, split, single };
        }
}

/**
 * The best any split build could do in this cell, from the same loads (bench/README.md "The split build's floor"):
 * its loader starting when it did, and nothing between that start and the widget's define. Search box usable: the
 * split loader's start + the one file's own define → usable time (the header's render, the same code in both).
 * First add handled: the split loader's start in those loads (no click is handled before the loader runs).
 */
function splitFloor(figure, split, single) {
  return figure === 'searchUsable' ? searchUsableFloor(split, single) : (split.addLoaderRan ?? null);
}

/** A figure's loads in a slot: the first add's come from loads of their own. */
const loadsOf = (slot, figure) =>
  (figure === 'addHandled' ? (slot.firstAdd?.samples ?? []) : slot.samples).map((s) => s[figure]);

/**
 * The issue's bar for the split build, per visit: every split ÷ one-file ratio of "search box usable" and "first add
 * handled" (medians), the worst and the median cell, and the cells over the bar.
 */
function ratioSummary(usable) {
  const byVisit = {};
  for (const { name, visit, where, flavour, split, single } of sideBySide(usable))
    for (const figure of ['searchUsable', 'addHandled']) {
      const [a, b] = [split.median[figure], single.median[figure]];
      if (a == null || b == null) continue;
      const floor = splitFloor(figure, split.median, single.median);
      const interval = ratioInterval(loadsOf(split, figure), loadsOf(single, figure));
      byVisit[visit] = [
        ...(byVisit[visit] ?? []),
        { page: name, where, flavour, figure, ratio: a / b, interval, floor: floor == null ? null : floor / b },
      ];
    }
  return Object.fromEntries(
    Object.entries(byVisit).map(([visit, cells]) => {
      const ratios = cells.map((c) => c.ratio);
      const bar = visit === 'warm' ? 0.85 : 1.0;
      const floors = cells.map((c) => c.floor).filter((f) => f != null);
      return [
        visit,
        {
          cells: cells.length,
          median: median(ratios),
          worst: Math.max(...ratios),
          bar,
          over: cells.filter((c) => c.ratio > bar),
          // Over the bar by their medians, but with an interval that reaches it: other loads could put them under.
          overUnsure: cells.filter((c) => c.ratio > bar && c.interval != null && c.interval[0] <= bar),
          floorMedian: floors.length ? median(floors) : null,
          floorOver: cells.filter((c) => c.floor != null && c.floor > bar),
          all: cells,
        },
      ];
    }),
  );
}

/** The first add's request, split ÷ one file per visit: reported beside the bar (bench/README.md "first add"). */
function sentRatios(usable) {
  const byVisit = {};
  for (const { name, visit, where, flavour, split, single } of sideBySide(usable)) {
    const [a, b] = [split.median.addRequestSent, single.median.addRequestSent];
    if (a == null || b == null) continue;
    byVisit[visit] = [
      ...(byVisit[visit] ?? []),
      { page: name, where, flavour, figure: 'addRequestSent', ratio: a / b },
    ];
  }
  return Object.fromEntries(
    Object.entries(byVisit).map(([visit, cells]) => {
      const ratios = cells.map((c) => c.ratio);
      return [
        visit,
        {
          cells: cells.length,
          median: median(ratios),
          worst: Math.max(...ratios),
          over: cells.filter((c) => c.ratio > 1),
        },
      ];
    }),
  );
}

const cellName = (c) =>
  `${c.page} ${c.where === '`<head async>`' ? 'head' : 'end'} ${c.flavour} ${c.figure === 'addHandled' ? 'add' : c.figure === 'addRequestSent' ? 'sent' : 'search'} ${c.ratio.toFixed(2)}`;
/** A cell over the bar, with its 90 % interval when it has one. */
const overName = (c) => `${cellName(c)}${c.interval ? ` [${c.interval.map((x) => x.toFixed(2)).join('–')}]` : ''}`;

/** The Markdown tables of these figures. */
export function loadFiguresMarkdown(figures) {
  const runs = Object.values(figures.cls)[0]?.preact.samples.length ?? 0;
  const lines = [
    `| page: CLS while loading (web-vitals, 1280 × 900, no input): worst of ${runs} loads (median; loads over ${CLS_LIMIT}; loads with any shift) | preact | React | the markup alone, no bundle (the floor) | largest shift of the worst load (preact / React) | LCP preact / React |`,
    '|---|---:|---:|---:|---|---:|',
  ];
  for (const [name, byFlavour] of Object.entries(figures.cls)) {
    const cell = (f) => {
      const c = byFlavour[f];
      if (!c) return 'not measured';
      if (c.worst == null) return `n/a (${c.errors[0]})`;
      return `${c.worst.value.toFixed(3)} (${c.median.toFixed(3)}; ${c.over}; ${c.shifted ?? '?'})${c.errors.length ? ` ${c.errors.length} failed` : ''}`;
    };
    const target = (f) => (byFlavour[f].worst?.target ? `\`${byFlavour[f].worst.target}\`` : '–');
    const lcp = (f) => (byFlavour[f].lcp == null ? 'n/a' : `${Math.round(byFlavour[f].lcp)} ms`);
    lines.push(
      `| ${name} | ${cell('preact')} | ${cell('react')} | ${cell('markup')} | ${target('preact')} / ${target('react')} | ${lcp('preact')} / ${lcp('react')} |`,
    );
  }
  if (Object.keys(figures.usable).length === 0) return lines.join('\n');
  lines.push('');
  lines.push(
    '| slow 4G (150 ms RTT, 1.6 Mbps) + 4× CPU, from navigation start (medians) | loader in | flavour | search box usable: split / one file (ratio) | first add-to-cart click handled: split / one file (ratio) | its add request sent: split / one file (ratio) | every widget rendered: split / one file | JS files: split / one file |',
  );
  lines.push('|---|---|---|---:|---:|---:|---:|---:|');
  for (const { name, where, flavour, split, single } of sideBySide(figures.usable)) {
    const pair = (k) => {
      const a = split.median[k];
      const b = single.median[k];
      if (a === undefined && b === undefined) return '–';
      const errors = k.startsWith('add') ? (split.firstAdd?.errors ?? []) : split.errors;
      if (a == null || b == null) return `n/a (${errors[0] ?? 'no sample'})`;
      // The issue's bar: the split build at least 20 % faster than the one file, ratio ≤ 0.80.
      const ratio = a / b;
      return `${ms(a)} / ${ms(b)} (${ratio.toFixed(2)}${ratio <= 0.8 ? ' ✓' : ''})`;
    };
    // Warm: the files the page ran, and in brackets those that came over the network (the rest from the cache).
    const count = (m) =>
      `${m.jsFiles ?? 'n/a'}${m.jsFetched != null && m.jsFetched !== m.jsFiles ? ` (${m.jsFetched})` : ''}`;
    const files = `${count(split.median)} / ${count(single.median)}`;
    lines.push(
      `| ${name} | ${where} | ${flavour} | ${pair('searchUsable')} | ${pair('addHandled')} | ${pair('addRequestSent')} | ${pair('allRendered')} | ${files} |`,
    );
  }
  lines.push(
    '\nRatio = split ÷ one file; ✓ where the split build is at least 20 % faster (≤ 0.80). "(warm)": the second page of a visit, from the home page (from search for the home page itself), HTTP cache filled; JS files in brackets came over the network. LCP of every load is in `bench/results.json`.',
  );
  for (const [visit, r] of Object.entries(figures.ratios ?? {}))
    lines.push(
      `\n${visit}: split ÷ one file over ${r.cells} cells (search box usable and first add handled): median ${r.median.toFixed(2)}, worst ${r.worst.toFixed(2)}; ${r.over.length} over ${r.bar.toFixed(2)}${r.over.length ? ` (${r.over.map(overName).join(', ')}; in brackets, the 90 % interval of the ratio over other loads of the same builds; reaching ${r.bar.toFixed(2)} or under: ${r.overUnsure.length} of ${r.over.length})` : ''}.` +
        (r.floorMedian == null
          ? ''
          : ` The split build's floor (its loader's start, then nothing until define): median ${r.floorMedian.toFixed(2)}; ${r.floorOver.length} cells where even the floor is over ${r.bar.toFixed(2)}${r.floorOver.length ? ` (${r.floorOver.map((c) => cellName({ ...c, ratio: c.floor })).join(', ')})` : ''}.`),
    );
  for (const [visit, r] of Object.entries(sentRatios(figures.usable)))
    lines.push(
      `\n${visit}: the first add's request sent (not a figure of the bar: a click the loader kept is sent once the engine is in), split ÷ one file over ${r.cells} cells: median ${r.median.toFixed(2)}, worst ${r.worst.toFixed(2)}; ${r.over.length} over 1.00${r.over.length ? ` (${r.over.map(cellName).join(', ')})` : ''}.`,
    );
  lines.push('');
  lines.push(
    "| the split build's second round trip, from navigation start (medians) | loader in | flavour | storefront.js in: split / one file | storefront.js ran: split / one file | first chunk asked for | first chunk in |",
  );
  lines.push('|---|---|---|---:|---:|---:|---:|');
  for (const { name, where, flavour, split, single } of sideBySide(figures.usable)) {
    const [a, b] = [split.median, single.median];
    lines.push(
      `| ${name} | ${where} | ${flavour} | ${ms(a.loaderIn)} / ${ms(b.loaderIn)} | ${ms(a.loaderRan)} / ${ms(b.loaderRan)} | ${ms(a.chunkAsked)} | ${ms(a.chunkIn)} |`,
    );
  }
  lines.push(
    '\nThe chunks can be asked for only once the browser runs storefront.js; the one file needs no second trip (bench/README.md "Slow 4G time to usable").',
  );
  lines.push(
    `\nOne-file builds (esbuild \`splitting: false\`, built by the bench): preact ${(figures.singleBundle.preact.gzip / 1024).toFixed(1)} KB gz, React ${(figures.singleBundle.react.gzip / 1024).toFixed(1)} KB gz.`,
  );
  return lines.join('\n');
}
