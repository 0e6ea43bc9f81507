// A shopper's visit (bench/README.md "A visit"): the home page cold, then the category, product and cart pages warm,
// one after the other in one browser context (its HTTP cache and module cache carried along), under slow 4G + 4× CPU,
// for the split build and the one file of the same source, taking turns within each run. Kept in bench/results.json
// (timings.load.visit); docs/performance.md's visit table is generated from it (tools/docs/visit-figures.mjs).
import { PAGE_TYPES } from '../pages.mjs';
import { pageValue, waitInteractive } from './page.mjs';
import { FLAVOURS, log } from './settings.mjs';
import { visitFloors } from './split-floor.mjs';
import { median } from './stats.mjs';

/** The pages of the visit, in the order the shopper opens them. */
const VISIT_PAGES = ['home', 'category', 'product', 'cart'].map((name) => {
  const page = PAGE_TYPES.find((p) => p.name === name);
  if (!page) throw new Error(`bench/timings/visit.mjs: no page type "${name}" (bench/pages.mjs)`);
  if (page.member) throw new Error(`bench/timings/visit.mjs: "${name}" is a member page; the visit is a guest's`);
  return page;
});

/** The figures of one page of a visit, from its navigation start. */
const PAGE_FIGURES = `(() => {
  const B = window.__bench;
  const entries = performance.getEntriesByType('resource');
  return {
    searchUsable: B.tagReadyAt['sf-header'] ?? null,
    allRendered: B.paintAt,
    headerDefined: B.defineAt['sf-header'] ?? null,
    loaderRan: B.loaderStart,
    jsFetched: new Set(entries.filter((e) => new URL(e.name).pathname.endsWith('.js') && e.transferSize > 0).map((e) => e.name)).size,
  };
})()`;

/**
 * One visit: each page opened in turn, read once every widget is rendered, left once the network is idle. `ctx`
 * carries the side-by-side's own `slowPage` and `pageUrl` (bench/timings/load-pages.mjs), so a visit's pages are
 * the ones its rows measure.
 */
async function oneVisit(ctx, build) {
  const { slowPage, pageUrl } = ctx;
  const p = await slowPage(ctx, build);
  try {
    const pages = {};
    for (const page of VISIT_PAGES) {
      await p.page.goto(pageUrl(ctx, page, build));
      await waitInteractive(p.page, 60_000);
      pages[page.name] = await pageValue(p.page, PAGE_FIGURES);
      await p.page.waitForLoadState('networkidle');
    }
    const sum = (key) => VISIT_PAGES.reduce((total, page) => total + (pages[page.name][key] ?? Number.NaN), 0);
    return { pages, searchUsable: sum('searchUsable'), allRendered: sum('allRendered') };
  } finally {
    await p.close();
  }
}

const medianOf = (values) => {
  const known = values.filter((v) => v != null && !Number.isNaN(v));
  return known.length ? median(known) : null;
};

/** The medians of a build's visits: per page and for the whole visit. */
function visitMedians(samples) {
  const of = (pick, keys = ['searchUsable', 'allRendered']) =>
    Object.fromEntries(keys.map((key) => [key, medianOf(samples.map((s) => pick(s)?.[key]))]));
  // A page's loader start and header define give the split build's floor (split-floor.mjs).
  const pageKeys = ['searchUsable', 'allRendered', 'headerDefined', 'loaderRan'];
  return {
    pages: Object.fromEntries(VISIT_PAGES.map((page) => [page.name, of((s) => s.pages[page.name], pageKeys)])),
    visit: of((s) => s),
  };
}

/**
 * `runs` visits per flavour and build (loader in `<head async>`, the README's placement), the builds' order swapped
 * every run, so drift on a shared machine hits both sides of a ratio alike.
 */
export async function visitFigures(ctx, runs) {
  const out = { pages: VISIT_PAGES.map((p) => p.name), runs, flavours: {} };
  for (const flavour of FLAVOURS) {
    const at = { ...ctx, flavour, placement: 'head' };
    const builds = ctx.builds;
    const slots = Object.fromEntries(builds.map((b) => [b, { samples: [], errors: [] }]));
    for (let run = 0; run < runs; run++)
      for (const build of run % 2 ? [...builds].reverse() : builds) {
        try {
          slots[build].samples.push(await oneVisit(at, build));
        } catch (error) {
          slots[build].errors.push(String(error?.message ?? error).split('\n')[0]);
        }
      }
    for (const build of builds) {
      slots[build].median = visitMedians(slots[build].samples);
      const total = slots[build].median.visit.searchUsable;
      log(
        `visit ${flavour} ${build}: search usable, the four pages together ${total == null ? 'n/a' : `${(total / 1000).toFixed(2)} s`}`,
      );
    }
    out.flavours[flavour] = slots;
  }
  out.floors = visitFloors(out);
  return out;
}
