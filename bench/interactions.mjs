// Responsiveness (bench/README.md "Interactions and long tasks"): INP (web-vitals attribution) and the worst interaction per step of scripted journeys,
// the longest task per page, and the 1,008-item listing (view more, Back restore); both flavours, 1× and 4× CPU.

import { ENDPOINTS } from './gateway.mjs';
import { PAGE_TYPES } from './pages.mjs';
import { launchChromium, startServer } from './timings/harness.mjs';
import { login } from './timings/load-pages.mjs';
import { withoutScripts } from './timings/markup-alone.mjs';
import { openPage, pageValue, waitInteractive } from './timings/page.mjs';
import { FLAVOURS, log, THROTTLES } from './timings/settings.mjs';
import { median } from './timings/stats.mjs';
import { bigListingPage } from './timings/view-more.mjs';
import { webVitalsIife } from './timings/web-vitals.mjs';

/** Medians of 3 runs unless BENCH_INTERACTION_RUNS says otherwise (each run is a fresh context per journey). */
const RUNS = Math.max(1, Number(process.env.BENCH_INTERACTION_RUNS ?? 3));
/** Event Timing's smallest threshold: an interaction under it is reported as "< 16 ms" (stored as 0). */
const THRESHOLD = 16;
const DELIVER = [{ name: 'CanDeliverToSector', value: '1' }];

/**
 * The web-vitals attribution build (the library INP comes from) plus a raw Event Timing log, so each step of a
 * journey gets its own worst interaction while web-vitals reports the journey's INP with its phases and target.
 */
const vitalsScript = () =>
  `${webVitalsIife()}
(() => {
  // A listing of 1,008 items loads 1,008 images: the default buffer (250) would drop the getproducts entries.
  performance.setResourceTimingBufferSize(100000);
  const describe = (el) => el && el.localName ? el.localName + (el.classList.length ? '.' + Array.from(el.classList).slice(0, 2).join('.') : '') : '';
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration,
        processingStart: e.processingStart, processingEnd: e.processingEnd, target: describe(e.target) });
  }).observe({ type: 'event', durationThreshold: ${THRESHOLD}, buffered: true });
  // The scripts of long animation frames: which function an interaction's time went to (as web-vitals' longestScript).
  window.__scripts = [];
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'))
    new PerformanceObserver((list) => {
      for (const f of list.getEntries())
        for (const s of f.scripts) window.__scripts.push({ start: s.startTime, duration: s.duration, invoker: s.invoker,
          fn: s.sourceFunctionName, source: (s.sourceURL || '').split('/').pop() });
    }).observe({ type: 'long-animation-frame', buffered: true });
  webVitals.onINP((m) => {
    const a = m.attribution;
    const s = a.longestScript;
    window.__inp = { value: m.value, time: a.interactionTime, target: a.interactionTarget, type: a.interactionType,
      event: m.entries[0] ? m.entries[0].name : null,
      inputDelay: a.inputDelay, processing: a.processingDuration, presentation: a.presentationDelay,
      longestScript: s ? { subpart: s.subpart, ms: s.intersectingDuration, invoker: s.entry.invoker,
        source: (s.entry.sourceURL || '').split('/').pop(), fn: s.entry.sourceFunctionName } : null };
  }, { reportAllChanges: true, durationThreshold: ${THRESHOLD} });
})();`;

/**
 * A shopper scrolls down to a control and then clicks it. Playwright would click two frames after its own scroll, so
 * the rendering of what the scroll brought into view (its layout, its images) would count in the click's input delay
 * and presentation: that belongs to the scroll, which is no interaction.
 */
async function scrollTo(page, control) {
  await control.scrollIntoViewIfNeeded();
  await settle(page);
}

/** Keyboard choice in a closed <select>: a trusted keydown that changes the value, as a shopper's arrow key does. */
async function arrowInSelect(page, select) {
  await select.first().focus();
  await page.keyboard.press('ArrowDown');
}
const idle = (page) => pageValue(page, `document.querySelector('sf-listing [aria-busy="true"]') ? null : true`);
const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 10_000 });
const responseTo = (page, part) => page.waitForResponse((r) => r.url().includes(part), { timeout: 10_000 });

const MINI_CART = 'sf-cart-summary:not([data-for-quote="true"])';

/** Logged in as the demo buyer, with three lines in the cart (the cart page shows its comment controls to members). */
async function memberWithCart(context, origin) {
  const login = await context.request.post(`${origin}/login`, {
    form: { email: 'buyer@example.com', password: 'demo', returnUrl: '/' },
    maxRedirects: 0,
  });
  if (login.status() !== 303) throw new Error(`login failed: HTTP ${login.status()}`);
  const products = ['PAP-0001', 'PAP-0002', 'PAP-0003'].map((ProductCode) => ({ ProductCode, Qty: 1, Uom: 0 }));
  const added = await context.request.post(`${origin}${ENDPOINTS.addProducts.path}`, {
    form: { products: JSON.stringify(products) },
  });
  if ((await added.json()).Result !== 1) throw new Error('seeding the cart failed');
}
const cartRefreshed = (page) =>
  pageValue(page, `document.querySelector('sf-cart-page [aria-busy="true"]') ? null : true`);
/** A comment form of the cart page submitted; until `shows` appears and the content has refreshed. */
async function postComment(page, form, text, shows) {
  const first = page.locator(`sf-cart-page ${form}`).first();
  await first.locator('input[name=comment]').fill(text);
  await first.locator('button[type=submit]').click();
  await visible(page, `sf-cart-page ${shows}`);
  await cartRefreshed(page);
}

/** Each journey: one page, its steps in order; a step acts, then waits for what it shows. */
const JOURNEYS = [
  {
    name: 'home',
    path: '/',
    steps: [
      [
        'type "paper" in the search box',
        async (page) => {
          await page.locator('sf-header input.sf-header__search-input').click();
          await page.keyboard.type('paper', { delay: 120 });
          await visible(page, 'sf-header [role=listbox] [role=option]');
        },
      ],
      [
        'open a mega-menu panel',
        async (page) => {
          const toggle = page.locator('sf-header .sf-bigmenu__toggle').first();
          await toggle.click();
          const panel = await toggle.getAttribute('aria-controls');
          await visible(page, `[id="${panel}"] a`);
          await page.keyboard.press('Escape');
        },
      ],
      [
        'open my services',
        async (page) => {
          await page.locator('sf-header .sf-header__services-toggle').first().click();
          await visible(page, '.sf-header__services-panel');
          await page.keyboard.press('Escape');
        },
      ],
      [
        'open the mini-cart',
        async (page) => {
          await page.locator(`${MINI_CART} .sf-cart-summary__toggle`).first().click();
          await visible(page, `${MINI_CART} .sf-cart-summary__panel`);
        },
      ],
      [
        'close the mini-cart',
        async (page) => {
          await page.locator(`${MINI_CART} .sf-cart-summary__toggle`).first().click();
          await page.locator(`${MINI_CART} .sf-cart-summary__panel`).first().waitFor({ state: 'hidden' });
        },
      ],
    ],
  },
  {
    name: 'category',
    path: '/category/15',
    cookies: DELIVER,
    steps: [
      [
        'switch to Grid',
        async (page) => {
          await page.locator('sf-listing .sf-listing__mode--grid').click();
          await idle(page);
        },
      ],
      [
        'change the sort (arrow key)',
        async (page) => {
          const reply = responseTo(page, '/getproducts');
          await arrowInSelect(page, page.locator('sf-listing').getByLabel('Sort by'));
          await reply;
          await idle(page);
        },
      ],
      [
        'change a filter (arrow key)',
        async (page) => {
          const reply = responseTo(page, '/getproducts');
          await arrowInSelect(page, page.locator('sf-listing').getByLabel('Only'));
          await reply;
          await idle(page);
        },
      ],
      [
        'view more',
        async (page) => {
          const items = page.locator('sf-listing .sf-product');
          const before = await items.count();
          const button = page.locator('sf-listing .sf-listing__view-more');
          await scrollTo(page, button);
          await button.click();
          await pageValue(page, `document.querySelectorAll('sf-listing .sf-product').length > ${before} || null`);
        },
      ],
      [
        'change a unit of measure (arrow key)',
        async (page) => {
          const reply = responseTo(page, '/refreshproduct');
          await arrowInSelect(page, page.locator('sf-listing .sf-uom'));
          await reply;
        },
      ],
      [
        'add to cart',
        async (page) => {
          const section = page.locator('sf-listing .sf-add-to-cart').first();
          await section.locator('.sf-qty').fill('1');
          await section.locator('[data-sf-add="cart"]').click();
          await visible(page, 'sf-cart-summary .sf-cart-summary__panel');
          await page.keyboard.press('Escape');
        },
      ],
      [
        'add to quote',
        async (page) => {
          const section = page.locator('sf-listing .sf-add-to-cart').nth(1);
          await section.locator('.sf-qty').fill('1');
          await section.locator('[data-sf-add="quote"]').click();
          await page.waitForTimeout(1000);
          await page.keyboard.press('Escape');
        },
      ],
      [
        'add to a purchase list',
        async (page) => {
          const section = page.locator('sf-listing .sf-add-to-cart').nth(2);
          await section.locator('.sf-qty').fill('1');
          await section.locator('[data-sf-add="purchase-list"]').click();
          await page.waitForTimeout(1000);
          await page.keyboard.press('Escape');
        },
      ],
    ],
  },
  {
    name: 'product',
    path: '/product/PAP-0001',
    cookies: DELIVER,
    steps: [
      [
        'quantity confirmation modal (open, then No)',
        async (page) => {
          const section = page.locator('article.sf-product-detail .sf-add-to-cart').first();
          const threshold = Number(await section.locator('.sf-qty').getAttribute('mustconfirmqty'));
          await section.locator('.sf-qty').fill(String(threshold + 1));
          await section.locator('[data-sf-add="cart"]').click();
          const dialog = page.locator('dialog.sf-engine-dialog--confirm').first();
          await dialog.locator('form.sf-qty-confirm').waitFor({ timeout: 10_000 });
          await dialog.locator('[data-sf-confirm="no"]').click();
        },
      ],
    ],
  },
  {
    name: 'cart',
    path: '/cart',
    cookies: DELIVER,
    setup: memberWithCart,
    steps: [
      [
        'quick add (code, quantity, button)',
        async (page) => {
          const row = page.locator('sf-cart-page .sf-quick-add');
          await row.locator('.sf-quick-code').fill('PAP-0004');
          await row.locator('.sf-qty').fill('1');
          const reply = responseTo(page, ENDPOINTS.addProduct.path);
          await row.locator('[data-sf-add="cart"]').click();
          await reply;
          await page.locator('sf-cart-page tr.sf-cart-line').nth(3).waitFor({ timeout: 10_000 });
          await cartRefreshed(page);
          await page.keyboard.press('Escape');
        },
      ],
      [
        'add a line comment',
        (page) => postComment(page, 'form.sf-line-comment-form', 'Leave at the back door', '.sf-line-comment__remove'),
      ],
      [
        'remove a line comment',
        async (page) => {
          await page.locator('sf-cart-page .sf-line-comment__remove').first().click();
          await page.locator('sf-cart-page .sf-line-comment__remove').first().waitFor({ state: 'detached' });
          await cartRefreshed(page);
        },
      ],
      [
        'comments on every line',
        (page) => postComment(page, 'form.sf-cart-bulk__add', 'Fragile', '.sf-cart-bulk__remove'),
      ],
      [
        'close the status messages',
        async (page) => {
          // The earlier steps' "saved" messages would queue the next question behind them.
          while (await page.locator('sf-status-bar .sf-status-close').count())
            await page.locator('sf-status-bar .sf-status-close').first().click();
        },
      ],
      [
        'remove all comments: the question',
        async (page) => {
          await page.locator('sf-cart-page .sf-cart-bulk__remove').click();
          await visible(page, 'sf-status-bar .sf-status-actions');
        },
      ],
      [
        'remove all comments: Yes',
        async (page) => {
          await page.locator('sf-status-bar .sf-status-actions .sf-button-primary').click();
          await page.locator('sf-cart-page .sf-line-comment__remove').first().waitFor({ state: 'detached' });
          await cartRefreshed(page);
        },
      ],
    ],
  },
];

/**
 * Every demo page type (bench/pages.mjs) for "longest task while loading" alone: the journeys above cover three of
 * them with their own paths and steps, these give the figure on each page a shopper or a buyer loads.
 */
const LOADING = PAGE_TYPES.map((page) => ({ ...page, cookies: DELIVER, steps: [] }));

/** After a step: two frames and a pause, so its Event Timing entries (sent after the next paint) have arrived. */
const settle = (page) =>
  page
    .evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
    .then(() => page.waitForTimeout(250));

/**
 * The worst interaction since `from` and the longest task. An interaction's events (pointerdown, pointerup, click…)
 * are taken together and split into phases as web-vitals' INP attribution does: input delay to the first handler,
 * processing from the first handler's start to the last one's end, presentation from there to the next paint; plus the
 * longest script of a long animation frame inside it. An interaction whose paint comes after `settled` (the step's
 * two frames and 250 ms) was not presented by its own frame (closing the last status message: the compositor logs
 * "Draw skipped" for it), and Chromium reports it with whichever frame is drawn next, however late. It does not count
 * as the worst; `unpresented` keeps its input delay and processing (bench/README.md "Interactions").
 */
const since = (page, from, to = Number.POSITIVE_INFINITY, settled = Number.POSITIVE_INFINITY) =>
  page.evaluate(
    ({ from, to, settled }) => {
      const byId = new Map();
      for (const e of window.__events)
        if (e.start >= from && e.start < to) byId.set(e.id, [...(byId.get(e.id) ?? []), e]);
      let worst = null;
      const unpresented = [];
      for (const events of byId.values()) {
        const start = Math.min(...events.map((e) => e.start));
        const paint = Math.max(...events.map((e) => e.start + e.duration));
        const first = Math.min(...events.map((e) => e.processingStart));
        const last = Math.max(...events.map((e) => e.processingEnd));
        const duration = Math.max(...events.map((e) => e.duration));
        if (paint > settled) {
          unpresented.push({ start, inputDelay: first - start, processing: last - first, reported: duration });
          continue;
        }
        if (worst && duration <= worst.duration) continue;
        const main = events.find((e) => e.target) ?? events[0];
        const script = window.__scripts
          .filter((s) => s.start < paint && s.start + s.duration > start)
          .sort((a, b) => b.duration - a.duration)[0];
        worst = {
          duration,
          name: events.map((e) => e.name).join('+'),
          target: main.target,
          inputDelay: first - start,
          processing: last - first,
          presentation: Math.max(0, paint - last),
          script: script ?? null,
        };
      }
      const tasks = window.__bench.longtasks.filter(([s]) => s >= from && s < to).map(([, d]) => d);
      return { worst, unpresented, longestTask: Math.max(0, ...tasks) };
    },
    {
      from,
      to: Number.isFinite(to) ? to : Number.MAX_VALUE,
      settled: Number.isFinite(settled) ? settled : Number.MAX_VALUE,
    },
  );

async function journey(ctx, j) {
  const p = await openPage(ctx.browser, ctx.origin, ctx.throttle, { cookies: j.cookies ?? [] });
  try {
    if (j.member) await login(p.context, ctx.origin);
    await p.context.addInitScript({ content: vitalsScript() });
    await j.setup?.(p.context, ctx.origin);
    const url = `${ctx.origin}${j.path}${j.path.includes('?') ? '&' : '?'}flavour=${ctx.flavour}`;
    if (ctx.markupAlone) await p.page.route(url, withoutScripts);
    await p.page.goto(url);
    if (ctx.markupAlone) await p.page.waitForLoadState('load');
    else await waitInteractive(p.page, 60_000);
    await p.page.waitForLoadState('networkidle');
    // The issue's window: navigation to 2 s after load.
    await p.page.waitForTimeout(2000);
    const load = await since(p.page, 0);
    const steps = {};
    /** Each step's window: from its start to the next step's. */
    const windows = [];
    for (const [name, act] of j.steps) {
      const from = await p.page.evaluate(() => performance.now());
      try {
        await act(p.page);
        await settle(p.page);
        windows.push([name, from, false, await p.page.evaluate(() => performance.now())]);
      } catch (error) {
        windows.push([name, from, true]);
        steps[name] = { error: String(error?.message ?? error).split('\n')[0] };
        await p.page.keyboard.press('Escape').catch(() => {});
      }
    }
    // An interaction's entry arrives after its paint: one painted late (a step's last click) can come after the next
    // step has begun. Each step's figures are taken once every entry is in, by when its events started.
    await settle(p.page);
    await p.page.waitForTimeout(1000);
    const end = await p.page.evaluate(() => performance.now());
    const unpresented = [];
    for (const [i, [name, from, failed, settled]] of windows.entries()) {
      if (failed) continue;
      const r = await since(p.page, from, windows[i + 1]?.[1] ?? end, settled);
      steps[name] = { worst: r.worst?.duration ?? 0, event: r.worst, longestTask: r.longestTask };
      if (r.unpresented.length) steps[name].unpresented = r.unpresented;
      unpresented.push(...r.unpresented);
    }
    const inp = await p.page.evaluate(() => window.__inp ?? null);
    // web-vitals takes the reported duration as it is: say so when its INP is such an interaction.
    if (inp && unpresented.some((u) => Math.abs(u.start - inp.time) < 1)) inp.unpresented = true;
    return { loadLongestTask: load.longestTask, steps, inp };
  } finally {
    await p.close();
  }
}

/**
 * The 1,008-item listing: "view more" (reply → 24 appended, longest task), then a product page and Back, served the
 * first page only so the listing restores 1,008 items itself (cache or reload): longest task of that navigation.
 */
async function bigListing(ctx) {
  const p = await openPage(ctx.browser, ctx.origin, ctx.throttle);
  try {
    await p.context.addInitScript({ content: vitalsScript() });
    const big = await bigListingPage(ctx.origin, ctx.flavour);
    const small = await (await fetch(`${ctx.origin}/search?flavour=${ctx.flavour}`)).text();
    let served = 0;
    // no-store keeps the page out of the back/forward cache: Back runs the listing's own restore.
    await p.page.route(`${ctx.origin}/search?bench=1000`, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        body: served++ === 0 ? big.html : small,
      }),
    );
    await p.page.goto(`${ctx.origin}/search?bench=1000`);
    await waitInteractive(p.page, 90_000);
    await p.page.waitForTimeout(1000);
    const button = p.page.locator('sf-listing .sf-listing__view-more');
    await scrollTo(p.page, button);
    await p.page.evaluate(() => {
      const B = window.__bench;
      const area = document.querySelector('sf-listing .sf-products');
      const expected = area.children.length + 24;
      B.appendedAt = null;
      B.markAt = performance.now();
      new MutationObserver((_, mo) => {
        if (area.children.length >= expected) {
          B.appendedAt = performance.now();
          mo.disconnect();
        }
      }).observe(area, { childList: true });
    });
    await button.click();
    await pageValue(p.page, 'window.__bench.appendedAt', { timeout: 20_000 });
    await settle(p.page);
    const more = await p.page.evaluate(() => {
      const B = window.__bench;
      const reply = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/getproducts'))
        .at(-1);
      const tasks = B.longtasks.filter(([s]) => s >= B.markAt).map(([, d]) => d);
      const worst = window.__events.filter((e) => e.start >= B.markAt).reduce((m, e) => Math.max(m, e.duration), 0);
      return {
        replyToAppended: reply ? B.appendedAt - reply.responseEnd : null,
        longestTask: Math.max(0, ...tasks),
        worst,
      };
    });
    // Let idle-time work (the history snapshot) happen, as it would while the shopper reads.
    await p.page.waitForTimeout(2500);
    const items = await p.page.locator('sf-listing .sf-product').count();
    await p.page.locator('sf-listing a.sf-product__title').first().click();
    await p.page.waitForLoadState('load');
    // Back: until the listing has committed, is not busy and its item count held for 1 s (a reload from the server
    // may bring fewer items than were shown: it caps a range at 21 pages).
    let back;
    try {
      await p.page.goBack();
      await pageValue(
        p.page,
        `(() => {
          const B = window.__bench;
          const n = document.querySelectorAll('sf-listing .sf-product').length;
          const ready =
            document.querySelector('sf-listing[data-sf-island]') &&
            !document.querySelector('sf-listing [aria-busy="true"]');
          if (!ready || n !== B.lastCount) {
            B.lastCount = n;
            B.stableSince = performance.now();
          }
          return (ready && performance.now() - B.stableSince > 1000) || null;
        })()`,
        { timeout: 30_000, polling: 100 },
      );
      back = await p.page.evaluate(() => ({
        fresh: performance.getEntriesByType('navigation')[0]?.type === 'back_forward',
        items: document.querySelectorAll('sf-listing .sf-product').length,
        longestTask: Math.max(0, ...window.__bench.longtasks.map(([, d]) => d)),
        restoredFromCache: !performance.getEntriesByType('resource').some((e) => e.name.includes('/getproducts')),
      }));
      if (!back.fresh) back = { error: 'Back did not reload the page (back/forward cache?)' };
    } catch (error) {
      back = { error: String(error?.message ?? error).split('\n')[0] };
    }
    return { items, more, back };
  } finally {
    await p.close();
  }
}

/** The list at `keys` in nested objects, created on the way. */
function listAt(root, ...keys) {
  let node = root;
  for (const [i, key] of keys.entries()) {
    if (!(key in node)) node[key] = i === keys.length - 1 ? [] : {};
    node = node[key];
  }
  return node;
}

/**
 * BENCH_INTERACTIONS=home,category,product,cart,loading,big: only these ("loading" = every page type's longest task
 * while loading, "big" = the 1,008-item listing).
 */
const ONLY = process.env.BENCH_INTERACTIONS?.split(',');
const wanted = (name) => !ONLY || ONLY.includes(name);

/** Every journey × flavour (alternating per run) × throttle; the 1,008-item listing at each throttle too. */
export async function interactionFigures(root) {
  const started = Date.now();
  const server = await startServer(root);
  const browser = await launchChromium();
  const out = {
    runs: RUNS,
    throttles: THROTTLES,
    browser: browser.version(),
    journeys: {},
    loading: {},
    markupAlone: {},
    bigListing: {},
  };
  log(`interactions: ${RUNS} runs × ${FLAVOURS.join('/')} × ${THROTTLES.join('/')}×`);
  try {
    for (const throttle of THROTTLES) {
      const ctx = (flavour) => ({ browser, origin: server.origin, throttle, flavour });
      for (const run of Array.from({ length: RUNS }, (_, i) => i)) {
        for (const flavour of run % 2 ? [...FLAVOURS].reverse() : FLAVOURS) {
          for (const j of JOURNEYS.filter((j) => wanted(j.name))) {
            const slot = listAt(out.journeys, j.name, `${throttle}x`, flavour);
            slot.push(await journey(ctx(flavour), j).catch((e) => ({ error: String(e?.message ?? e).split('\n')[0] })));
          }
          for (const page of wanted('loading') ? LOADING : []) {
            for (const [key, markupAlone] of [
              ['loading', false],
              ['markupAlone', true],
            ]) {
              const slot = listAt(out, key, page.name, `${throttle}x`, flavour);
              slot.push(
                await journey({ ...ctx(flavour), markupAlone }, page).catch((e) => ({
                  error: String(e?.message ?? e).split('\n')[0],
                })),
              );
            }
          }
          // Its targets are at 1× CPU (at 4× the 1,008-item page alone takes a minute to load).
          if (throttle !== 1 || !wanted('big')) continue;
          const slot = listAt(out.bigListing, `${throttle}x`, flavour);
          slot.push(await bigListing(ctx(flavour)).catch((e) => ({ error: String(e?.message ?? e).split('\n')[0] })));
        }
        log(`interactions ${throttle}x run ${run + 1}/${RUNS} done`);
      }
    }
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
  out.seconds = (Date.now() - started) / 1000;
  out.tables = interactionTables(out);
  console.log(`\n${out.tables}`);
  return out;
}

const ms = (v) => (v === null ? 'n/a' : v < THRESHOLD ? `< ${THRESHOLD} ms` : `${Math.round(v)} ms`);
/** The median of a field over a cell's runs; "n/a (why)" when no run gave it. */
function cell(samples = [], fn, why = (s) => s.error) {
  const m = median(samples.map((s) => (s.error ? null : fn(s))));
  if (m !== null) return ms(m);
  const error = samples.map(why).find(Boolean);
  return `n/a${error ? ` (${String(error).slice(0, 60)})` : ''}`;
}
/** A step's worst interaction: the median over runs, with the phases of the run that gave it. */
function stepCell(samples = [], name) {
  const value = cell(
    samples,
    (s) => s.steps[name]?.worst ?? null,
    (s) => s.error ?? s.steps?.[name]?.error,
  );
  const ok = samples.filter((s) => s.steps?.[name]?.worst !== undefined);
  ok.sort((a, b) => a.steps[name].worst - b.steps[name].worst);
  const step = ok[Math.floor((ok.length - 1) / 2)]?.steps[name];
  const e = step?.event;
  const r = Math.round;
  const phases =
    e?.presentation === undefined ? value : `${value} (${r(e.inputDelay)}/${r(e.processing)}/${r(e.presentation)})`;
  // Not presented by a frame of its own (since()): its own work, and how late Chromium reported it.
  const late = (step?.unpresented ?? []).map(
    (u) => `${r(u.inputDelay)}/${r(u.processing)}/— reported ${r(u.reported)} ms`,
  );
  return late.length ? `${phases}; not presented: ${late.join(', ')}` : phases;
}

/** The INP of the median run, with what web-vitals attributes it to. */
function inpCell(samples = []) {
  const ok = samples.filter((s) => s.inp).sort((a, b) => a.inp.value - b.inp.value);
  const m = ok[Math.floor((ok.length - 1) / 2)]?.inp;
  if (!m) return samples.some((s) => !s.error) ? `< ${THRESHOLD} ms` : 'n/a';
  const r = Math.round;
  const late = m.unpresented ? ', not presented by a frame of its own' : '';
  return `${r(m.value)} ms ${m.event ?? m.type} on ${m.target || '?'} (${r(m.inputDelay)}/${r(m.processing)}/${r(m.presentation)}${late})`;
}

export function interactionTables(out) {
  const cols = THROTTLES.flatMap((t) => FLAVOURS.map((f) => [t, f]));
  const head = `| figure (median of ${out.runs}) | ${cols.map(([t, f]) => `${f === 'react' ? 'React' : f} ${t}×`).join(' | ')} |\n|---|${cols.map(() => '---:').join('|')}|`;
  const row = (label, fn) => `| ${label} | ${cols.map(([t, f]) => fn(t, f)).join(' | ')} |`;
  const tables = [];
  for (const j of JOURNEYS) {
    const data = out.journeys[j.name] ?? {};
    const at = (t, f) => data[`${t}x`]?.[f];
    const rows = [
      row('longest task while loading (to 2 s after load)', (t, f) => cell(at(t, f), (s) => s.loadLongestTask)),
      ...j.steps.map(([name]) =>
        row(`${name}: worst interaction (input delay/processing/presentation ms)`, (t, f) => stepCell(at(t, f), name)),
      ),
      row('INP (web-vitals): value, event on target (input delay/processing/presentation ms)', (t, f) =>
        inpCell(at(t, f)),
      ),
    ];
    tables.push(`Journey "${j.name}" (\`${j.path}\`):\n${head}\n${rows.join('\n')}`);
  }
  for (const [key, title] of [
    ['loading', 'Longest task while loading (to 2 s after load), every page type'],
    ['markupAlone', "The same, the server's markup and styles alone (no loader, no preload line): the floor"],
  ]) {
    const loading = out[key] ?? {};
    if (Object.keys(loading).length)
      tables.push(
        `${title}:\n${head}\n${LOADING.filter((page) => loading[page.name])
          .map((page) =>
            row(`\`${page.path}\`${page.member ? ' (signed in)' : ''}`, (t, f) =>
              cell(loading[page.name][`${t}x`]?.[f], (s) => s.loadLongestTask),
            ),
          )
          .join('\n')}`,
      );
  }
  const big = (t, f) => out.bigListing[`${t}x`]?.[f] ?? [{ error: 'not run at this CPU rate' }];
  tables.push(
    `Listing with 1,008 items (\`/search\`, pages 1–42; 1× CPU only):\n${head}\n${[
      row('view more: reply → 24 appended', (t, f) => cell(big(t, f), (s) => s.more.replyToAppended)),
      row('view more: longest task after the click', (t, f) => cell(big(t, f), (s) => s.more.longestTask)),
      row('view more: worst interaction', (t, f) => cell(big(t, f), (s) => s.more.worst)),
      row('Back restore: longest task of the navigation', (t, f) =>
        cell(
          big(t, f),
          (s) => s.back.longestTask ?? null,
          (s) => s.error ?? s.back?.error,
        ),
      ),
      row('Back restore: items shown again (from the session cache in how many runs)', (t, f) => {
        const ok = (big(t, f) ?? []).filter((s) => s.back?.items !== undefined);
        if (!ok.length) return 'n/a';
        return `${median(ok.map((s) => s.back.items))} (${ok.filter((s) => s.back.restoredFromCache).length}/${ok.length} cached)`;
      }),
    ].join('\n')}`,
  );
  return tables.join('\n\n');
}
