// Browser and server figures for `npm run bench` (issue 9). A benchmark, never a test: nothing here is gated.
// demo-host runs in this process (TypeScript loaded with tsx's tsImport, so `node bench/run.mjs` needs no loader
// flag) on a free loopback port with a fresh temporary data folder; one headless Chromium (playwright-core)
// measures both flavours, alternating per run, unthrottled and with 4× CPU throttling (CDP). The demo-host
// HTTP figures come from a second process (bench/load.mjs). How each figure is taken: bench/README.md.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const THROTTLES = (process.env.BENCH_THROTTLE ?? '1,4').split(',').map(Number);
const FLAVOURS = ['preact', 'react'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
const TYPED_QUERY = 'ballpoint pens blue 12'; // 22 characters, typed at 100 ms per key
const log = (...a) => process.stderr.write(`[bench] ${a.join(' ')}\n`);

const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** Runs in the page before any of its scripts: loader start, define() calls, long tasks, widget readiness. */

export function initScript() {
  const B = {
    loaderStart: null,
    defineAt: {},
    longtasks: [],
    widgets: [],
    readyAt: null,
    paintAt: null,
    tagReadyAt: {},
  };
  window.__bench = B;
  const flag = Symbol.for('storefront-islands.loader');
  let value;
  // The loader reads this flag first thing (shared/loader/storefront.ts): the first read is "the loader's start".
  Object.defineProperty(globalThis, flag, {
    configurable: true,
    get() {
      if (B.loaderStart === null) {
        B.loaderStart = performance.now();
        B.widgets = Array.from(document.querySelectorAll(':not(:defined)')).filter((el) =>
          el.localName.startsWith('sf-'),
        );
        watch();
      }
      return value;
    },
    set(v) {
      value = v;
    },
  });
  const define = CustomElementRegistry.prototype.define;
  CustomElementRegistry.prototype.define = function (name, ctor, options) {
    if (!(name in B.defineAt)) B.defineAt[name] = performance.now();
    return define.call(this, name, ctor, options);
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.longtasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  // A widget is rendered when its tag is defined, the element upgraded (defineWidget set serverContent) and the
  // component's first commit put nodes inside it (the server children were moved out on connect).
  const rendered = (el) =>
    customElements.get(el.localName) !== undefined && el.serverContent != null && el.childNodes.length > 0;
  function check() {
    if (B.readyAt !== null || !B.widgets.length) return;
    const now = performance.now();
    let all = true;
    for (const el of B.widgets) {
      if (rendered(el)) {
        if (!(el.localName in B.tagReadyAt)) B.tagReadyAt[el.localName] = now;
      } else all = false;
    }
    if (!all) return;
    B.readyAt = now;
    observer.disconnect();
    // First paint after it: the next frame, then the task after that frame.
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        B.paintAt = performance.now();
      };
      ch.port2.postMessage(0);
    });
  }
  const observer = new MutationObserver(check);
  function watch() {
    observer.observe(document.documentElement, { childList: true, subtree: true });
    check();
  }
  B.pending = () => B.widgets.filter((el) => !rendered(el)).map((el) => el.localName);
}

async function startServer(root) {
  const { buildApp } = await tsImport(path.join(root, 'demo-host', 'app.ts'), import.meta.url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-'));
  // Serve a snapshot of dist/: a rebuild during the run (shared machine) must not swap the bundle mid-measurement.
  const distDir = path.join(dataDir, 'dist');
  for (const flavour of FLAVOURS) {
    for (let attempt = 1; ; attempt++) {
      if (!fs.existsSync(path.join(root, 'dist', flavour, 'storefront.js')))
        throw new Error(`dist/${flavour}/storefront.js is missing: run npm run build first`);
      fs.rmSync(path.join(distDir, flavour), { recursive: true, force: true });
      fs.cpSync(path.join(root, 'dist', flavour), path.join(distDir, flavour), { recursive: true });
      // A copy taken during a rebuild is torn: every output named in meta.json must be in it.
      const meta = JSON.parse(fs.readFileSync(path.join(distDir, flavour, 'meta.json'), 'utf8'));
      const prefix = `dist/${flavour}/`;
      const missing = Object.keys(meta.outputs).filter(
        (f) => !fs.existsSync(path.join(distDir, flavour, f.slice(prefix.length))),
      );
      if (!missing.length) break;
      if (attempt >= 5)
        throw new Error(`dist/${flavour} keeps changing (missing ${missing[0]}): rebuild, then run again`);
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
  const app = await buildApp({ dataDir, distDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  return {
    app,
    distDir,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const listingBody = (o) =>
  new URLSearchParams({
    categoryId: '0',
    subCategoryId: EMPTY_GUID,
    widgetCode: 'ecomwgtproductlisting',
    displayMode: 'list',
    pageFrom: String(o.from),
    pageTo: String(o.to),
    userResultPerPage: '24',
    sortBy: '0',
    sortOrder: '0',
    filterBy: 'all',
    uniqueListingString: '',
    enterBy: 'all',
    widgetUniqueCode: o.code ?? 'bench',
    powerSearchFilter: '-1',
  }).toString();

async function postForm(origin, p, body) {
  const res = await fetch(`${origin}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  if (!res.ok) throw new Error(`${p}: HTTP ${res.status}`);
  return res.text();
}

/** The /search page with its <sf-listing> holding pages 1–42 (1,008 items, 24 per page) instead of page 1. */
async function bigListingPage(origin, flavour) {
  const pageHtml = await (await fetch(`${origin}/search?flavour=${flavour}`)).text();
  const a = await postForm(
    origin,
    '/ecomwgtproductlisting/getproducts',
    listingBody({ from: 1, to: 21, code: 'lst-search' }),
  );
  const b = await postForm(
    origin,
    '/ecomwgtproductlisting/getproducts',
    listingBody({ from: 22, to: 42, code: 'lst-search' }),
  );
  const itemsOf = (html) => html.slice(html.indexOf('<li class="sf-product"'), html.lastIndexOf('</ul>'));
  const end = a.lastIndexOf('</ul>');
  const results = a.slice(0, end) + itemsOf(b) + a.slice(end);
  const count = (results.match(/<li class="sf-product"/g) ?? []).length;
  const start = pageHtml.indexOf('<sf-listing');
  const stop = pageHtml.indexOf('</sf-listing>') + '</sf-listing>'.length;
  if (start < 0 || stop < start) throw new Error('no <sf-listing> on /search');
  const openTag = pageHtml
    .slice(start, pageHtml.indexOf('>', start) + 1)
    .replace('<sf-listing', '<sf-listing data-page-from="1" data-page-to="42"');
  return { html: `${pageHtml.slice(0, start) + openTag + results}</sf-listing>${pageHtml.slice(stop)}`, count };
}

/** A page of the demo origin with 50 <sf-async-section> of one URL (plus nothing else), the bundle from demo-host. */
function fiftyPage(flavour) {
  const sections = Array.from(
    { length: 50 },
    (_, i) =>
      `<sf-async-section data-ajax-url="/ecomasync/render" data-single-call-multiple-containers="true" data-html-container-id="b-${i}" data-show-loading="true" data-async-load-handle-id="b-${i}" data-widget-unique-code="b-${i}" data-partial-view-path="PromoBanner" data-count="1"><div id="b-${i}" class="sf-async-placeholder">Loading ... Please wait.</div></sf-async-section>`,
  ).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>50 sections</title><link rel="stylesheet" href="/dist/${flavour}/storefront.css"></head>
<body class="b2b" data-culture="en" data-authenticated="false" data-id-order-to-add-products="0">${sections}
<script type="module" src="/dist/${flavour}/storefront.js"></script></body></html>`;
}

function chunkOf(distDir, flavour, entry) {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(distDir, flavour, 'meta.json'), 'utf8'));
    const file = Object.keys(meta.outputs).find((f) => meta.outputs[f].entryPoint === entry);
    return file ? path.basename(file) : null;
  } catch {
    return null;
  }
}

/** One isolated page: fresh context (empty cache, new session), the init script, CDP throttling, request log. */
async function openPage(browser, origin, throttle, { cookies = [] } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
  await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const requests = [];
  page.on('request', (r) => requests.push({ url: r.url(), method: r.method(), at: Date.now() }));
  return { context, page, cdp, requests, close: () => context.close() };
}

async function waitInteractive(page, timeout = 30_000) {
  try {
    await page.waitForFunction(() => window.__bench?.paintAt != null, null, { timeout, polling: 50 });
  } catch {
    const pending = await page
      .evaluate(() =>
        window.__bench?.loaderStart != null
          ? window.__bench.pending()
          : ['(the loader never started: is dist/ built?)'],
      )
      .catch((e) => [`? ${e.message}`]);
    throw new Error(
      `not interactive after ${timeout / 1000} s; not rendered: ${[...new Set(pending)].join(', ') || 'none'}`,
    );
  }
  return page.evaluate(() => {
    const B = window.__bench;
    return {
      loaderStart: B.loaderStart,
      ready: B.readyAt - B.loaderStart,
      interactive: B.paintAt - B.loaderStart,
      widgets: B.widgets.length,
      tags: Object.fromEntries(Object.entries(B.tagReadyAt).map(([k, v]) => [k, v - B.loaderStart])),
      defineAt: B.defineAt,
    };
  });
}

const longTasks = (page) =>
  page.evaluate(() => {
    const t = window.__bench.longtasks;
    return { count: t.length, longest: t.reduce((m, [, d]) => Math.max(m, d), 0) };
  });

// ---------------------------------------------------------------- the measurements (one run each)

async function pageLoad(ctx, urlPath) {
  const p = await openPage(ctx.browser, ctx.origin, ctx.throttle);
  try {
    await p.page.goto(`${ctx.origin}${urlPath}${urlPath.includes('?') ? '&' : '?'}flavour=${ctx.flavour}`);
    const r = await waitInteractive(p.page);
    await p.page.waitForTimeout(500);
    return { ...r, longtasks: await longTasks(p.page) };
  } finally {
    await p.close();
  }
}

async function fiftyInstances(ctx) {
  const p = await openPage(ctx.browser, ctx.origin, ctx.throttle);
  try {
    await p.page.route(`${ctx.origin}/bench/fifty`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: fiftyPage(ctx.flavour) }),
    );
    await p.page.goto(`${ctx.origin}/bench/fifty`);
    const r = await waitInteractive(p.page);
    if (r.widgets !== 50) throw new Error(`expected 50 sections, saw ${r.widgets}`);
    const defineAt = r.defineAt['sf-async-section'];
    if (defineAt === undefined) throw new Error('sf-async-section was never defined');
    return {
      defineToRendered: r.ready - (defineAt - r.loaderStart),
      defineToPaint: r.interactive - (defineAt - r.loaderStart),
      loaderToPaint: r.interactive,
    };
  } finally {
    await p.close();
  }
}

async function suggestionsRender(ctx) {
  const p = await openPage(ctx.browser, ctx.origin, ctx.throttle);
  try {
    await p.page.goto(`${ctx.origin}/search?flavour=${ctx.flavour}`);
    await waitInteractive(p.page);
    const input = p.page.locator('sf-header [role="combobox"]').first();
    await input.waitFor({ timeout: 5000 });
    await p.page.evaluate(() => {
      const B = window.__bench;
      B.optionsAt = null;
      const mo = new MutationObserver(() => {
        if (B.optionsAt === null && document.querySelector('sf-header [role="listbox"] [role="option"]')) {
          B.optionsAt = performance.now();
          mo.disconnect();
        }
      });
      mo.observe(document.querySelector('sf-header'), { childList: true, subtree: true, attributes: true });
    });
    await input.fill('paper');
    await p.page
      .waitForFunction(() => window.__bench.optionsAt !== null, null, { timeout: 10_000 })
      .catch(() => {
        throw new Error('no suggestion options rendered within 10 s');
      });
    return await p.page.evaluate(() => {
      const entries = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('getsearchsuggestions') && e.responseEnd <= window.__bench.optionsAt);
      const last = entries.at(-1);
      if (!last) throw new Error('no suggestions request in resource timing');
      return { replyToList: window.__bench.optionsAt - last.responseEnd, calls: entries.length };
    });
  } finally {
    await p.close();
  }
}

async function viewMoreOnThousand(ctx) {
  const p = await openPage(ctx.browser, ctx.origin, ctx.throttle);
  try {
    const big = await bigListingPage(ctx.origin, ctx.flavour);
    await p.page.route(`${ctx.origin}/search?bench=1000`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: big.html }),
    );
    await p.page.goto(`${ctx.origin}/search?bench=1000`);
    const r = await waitInteractive(p.page, 60_000);
    await p.page.waitForTimeout(300);
    // JS heap with 1,000 items: after a full GC, from CDP.
    await p.cdp.send('HeapProfiler.collectGarbage').catch(() => {});
    const heap = await p.cdp.send('Runtime.getHeapUsage');
    // Context only: DOM node count from CDP Performance metrics (the DOM lives outside the V8 heap).
    const domNodes = await p.cdp
      .send('Performance.enable')
      .then(() => p.cdp.send('Performance.getMetrics'))
      .then((m) => m.metrics.find((x) => x.name === 'Nodes')?.value ?? null)
      .catch(() => null);
    const longtasks = await longTasks(p.page);
    const before = await p.page.evaluate(() => {
      const items = Array.from(document.querySelectorAll('sf-listing .sf-product'));
      items.forEach((el, i) => {
        el.__benchId = i;
      });
      const B = window.__bench;
      B.oldItems = items;
      B.touched = 0;
      B.appendedAt = null;
      const expected = items.length + 24;
      const area = document.querySelector('sf-listing .sf-products');
      const set = new Set(items);
      const inOld = (node) => {
        for (let n = node; n && n !== area; n = n.parentNode) if (set.has(n)) return true;
        return false;
      };
      B.moTouch = new MutationObserver((records) => {
        for (const rec of records) {
          if (inOld(rec.target)) B.touched++;
          for (const n of rec.removedNodes) if (set.has(n)) B.touched++;
        }
        if (B.appendedAt === null && area.children.length >= expected) B.appendedAt = performance.now();
      });
      B.moTouch.observe(area, { childList: true, subtree: true, attributes: true, characterData: true });
      document.addEventListener(
        'click',
        (e) => {
          if (e.target.closest?.('.sf-listing__view-more')) B.clickAt = e.timeStamp;
        },
        { capture: true, once: true },
      );
      return items.length;
    });
    await p.page.locator('sf-listing .sf-listing__view-more').click({ timeout: 10_000 });
    await p.page
      .waitForFunction(() => window.__bench.appendedAt !== null, null, { timeout: 15_000 })
      .catch(() => {
        throw new Error('the 24 items were not appended within 15 s');
      });
    const after = await p.page.evaluate(() => {
      const B = window.__bench;
      B.moTouch.takeRecords();
      const now = Array.from(document.querySelectorAll('sf-listing .sf-product'));
      const same = B.oldItems.every((el, i) => now[i] === el && el.isConnected && el.__benchId === i);
      const req = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/getproducts'))
        .at(-1);
      // Diagnostic: what re-serialising the whole results area costs (the listing caches results.innerHTML for Back).
      const area = document.querySelector('sf-listing .sf-listing__results');
      const t0 = performance.now();
      const html = area ? area.innerHTML : '';
      const innerHTMLms = performance.now() - t0;
      let storageChars = 0;
      try {
        for (let i = 0; i < sessionStorage.length; i++)
          storageChars += sessionStorage.getItem(sessionStorage.key(i)).length;
      } catch {}
      return {
        count: now.length,
        same,
        touched: B.touched,
        replyToAppended: req ? B.appendedAt - req.responseEnd : null,
        clickToAppended: B.appendedAt - B.clickAt,
        resultsHtmlChars: html.length,
        innerHTMLms,
        sessionStorageChars: storageChars,
      };
    });
    return {
      items: before,
      loadInteractive: r.interactive,
      heapUsedMB: heap.usedSize / 1048576,
      heapTotalMB: heap.totalSize / 1048576,
      domNodes,
      longtasks,
      ...after,
      untouched: after.same && after.touched === 0,
    };
  } finally {
    await p.close();
  }
}

async function addToCartPopup(ctx) {
  const p = await openPage(ctx.browser, ctx.origin, ctx.throttle, {
    cookies: [{ name: 'CanDeliverToSector', value: '1' }],
  });
  try {
    await p.page.goto(`${ctx.origin}/search?flavour=${ctx.flavour}`);
    await waitInteractive(p.page);
    const chunk = chunkOf(ctx.distDir, ctx.flavour, 'widgets/add-to-cart/define.ts');
    if (chunk)
      await p.page.waitForFunction(
        (c) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(c)),
        chunk,
        { timeout: 10_000 },
      );
    await p.page.waitForTimeout(300);
    await p.page.evaluate(() => {
      const B = window.__bench;
      B.loadingAt = null;
      B.clickAt = null;
      document.addEventListener(
        'click',
        (e) => {
          if (e.target.closest?.('[data-sf-add="cart"]') && B.clickAt === null) B.clickAt = e.timeStamp;
        },
        { capture: true },
      );
      const mo = new MutationObserver(() => {
        const el = document.querySelector('.sf-cart-summary__loading');
        if (B.loadingAt === null && el && !el.closest('[hidden]')) {
          B.loadingAt = performance.now();
          mo.disconnect();
        }
      });
      mo.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    const section = p.page.locator('sf-listing .sf-add-to-cart').first();
    await section.locator('.sf-qty').fill('1');
    await section.locator('[data-sf-add="cart"]').click();
    await p.page
      .waitForFunction(() => window.__bench.loadingAt !== null, null, { timeout: 5000 })
      .catch(() => {
        throw new Error('no visible .sf-cart-summary__loading within 5 s of the click');
      });
    return p.page.evaluate(() => ({ clickToLoading: window.__bench.loadingAt - window.__bench.clickAt }));
  } finally {
    await p.close();
  }
}

// ---------------------------------------------------------------- network economy (counted from the browser)

async function networkEconomy(ctx) {
  const out = {};
  const count = (p, part, since = 0) => p.requests.filter((r) => r.url.includes(part) && r.at >= since).length;

  await attempt(out, 'asyncSections', async () => {
    const p = await openPage(ctx.browser, ctx.origin, 1);
    try {
      await p.page.goto(`${ctx.origin}/?flavour=${ctx.flavour}`);
      await waitInteractive(p.page);
      await p.page
        .waitForFunction(() => document.querySelectorAll('sf-async-section .sf-async-placeholder').length === 0, null, {
          timeout: 10_000,
        })
        .catch(() => {});
      await p.page.waitForTimeout(1000);
      const filled = await p.page.evaluate(
        () =>
          document.querySelectorAll('sf-async-section').length -
          document.querySelectorAll('sf-async-section .sf-async-placeholder').length,
      );
      return { requests: count(p, '/ecomasync/render'), sections: 6, filled };
    } finally {
      await p.close();
    }
  });

  await attempt(out, 'megaMenu', async () => {
    const p = await openPage(ctx.browser, ctx.origin, 1);
    try {
      await p.page.goto(`${ctx.origin}/?flavour=${ctx.flavour}`);
      await waitInteractive(p.page);
      const toggle = p.page.locator('sf-header .sf-bigmenu__toggle').first();
      await toggle.waitFor({ timeout: 5000 });
      const panel = p.page.locator('sf-header .sf-bigmenu__panel').first();
      const click = () => toggle.evaluate((el) => el.click());
      await click(); // open
      await panel.locator('.sf-bigmenu-panel').waitFor({ timeout: 5000 });
      await click(); // close
      await p.page.waitForTimeout(200);
      await click(); // open again
      await p.page.waitForTimeout(1000);
      const visible = await panel.locator('.sf-bigmenu-panel').isVisible();
      return { requests: count(p, '/getsubmenucategory'), opens: 2, shownAgain: visible };
    } finally {
      await p.close();
    }
  });

  for (const [key, delay] of [
    ['typing', 0],
    ['typingSlowServer', 150],
  ]) {
    await attempt(out, key, async () => {
      const p = await openPage(ctx.browser, ctx.origin, 1);
      try {
        // Each reply is tagged with the query it answers (a first suggestion "bench:<query>") so a render can be
        // matched to its request; `delay` ms on the server side makes replies arrive after the next keystroke.
        await p.page.route('**/getsearchsuggestions**', async (route) => {
          const q = new URLSearchParams(route.request().postData() ?? '').get('uniqueSearchString') ?? '';
          try {
            const res = await route.fetch();
            const json = await res.json();
            if (delay) await new Promise((r) => setTimeout(r, delay));
            json.Suggestions = [`bench:${q}`, ...(json.Suggestions ?? [])];
            await route.fulfill({ response: res, json });
          } catch {
            // aborted by the page meanwhile
          }
        });
        await p.page.goto(`${ctx.origin}/search?flavour=${ctx.flavour}`);
        await waitInteractive(p.page);
        const input = p.page.locator('sf-header [role="combobox"]').first();
        await input.waitFor({ timeout: 5000 });
        await p.page.evaluate(() => {
          const B = window.__bench;
          B.renders = [];
          let last = null;
          const mo = new MutationObserver(() => {
            const first = document.querySelector('sf-header [role="listbox"] [role="option"]');
            const text = first?.textContent?.trim() ?? null;
            if (text?.startsWith('bench:') && text !== last) {
              const value = document.querySelector('sf-header [role="combobox"]').value.trim();
              B.renders.push({ shownFor: text.slice(6), value });
            }
            last = text;
          });
          mo.observe(document.querySelector('sf-header'), { childList: true, subtree: true, characterData: true });
        });
        await input.focus();
        const since = Date.now();
        if (TYPED_QUERY.length !== 22) throw new Error('query must be 22 characters');
        await p.page.keyboard.type(TYPED_QUERY, { delay: 100 });
        await p.page.waitForTimeout(1500 + delay);
        const renders = await p.page.evaluate(() => window.__bench.renders);
        const calls = p.requests.filter((r) => r.url.includes('getsearchsuggestions') && r.at >= since).length;
        const stale = renders.filter((r) => r.shownFor !== r.value).length;
        const finalShown = renders.at(-1)?.shownFor ?? null;
        return {
          calls,
          renders: renders.length,
          stale,
          finalCurrent: finalShown === TYPED_QUERY,
          serverDelayMs: delay,
        };
      } finally {
        await p.close();
      }
    });
  }
  return out;
}

async function attempt(out, key, fn) {
  try {
    out[key] = await fn();
  } catch (error) {
    out[key] = { error: String(error?.message ?? error).split('\n')[0] };
    log(`${key}: n/a (${out[key].error})`);
  }
}

// ---------------------------------------------------------------- demo-host over HTTP, from a second process

function runLoad(root, options) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(root, 'bench', 'load.mjs'), [JSON.stringify(options)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result = null;
    const kill = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('message', (m) => {
      result = m;
    });
    child.on('exit', (code) => {
      clearTimeout(kill);
      if (result) resolve(result);
      else reject(new Error(`bench/load.mjs exited with ${code}`));
    });
  });
}

async function serverFigures(root, origin) {
  const out = {};
  const bodyTemplate = listingBody({ from: '__PAGE__', to: '__PAGE__' });
  const url = `${origin}/ecomwgtproductlisting/getproducts`;
  const total = Number(
    /ProductsTotalCount" value="(\d+)"/.exec(
      await postForm(origin, '/ecomwgtproductlisting/getproducts', listingBody({ from: 1, to: 1 })),
    )?.[1] ?? 0,
  );
  await attempt(out, 'latency', async () => ({
    products: total,
    ...(await runLoad(root, { mode: 'latency', url, bodyTemplate, warmup: 30, runs: 300 })),
  }));
  await attempt(out, 'load', async () =>
    runLoad(root, { mode: 'load', url, bodyTemplate, connections: 10, seconds: 5 }),
  );
  return out;
}

// ---------------------------------------------------------------- the run

export async function runTimings(root) {
  const started = Date.now();
  const { chromium } = await import('playwright-core');
  const server = await startServer(root);
  log(`demo-host on ${server.origin}; ${RUNS} runs × ${FLAVOURS.join('/')} × throttle ${THROTTLES.join('/')}×`);
  // playwright-core's launch() starts Chromium on a fresh, empty temporary user-data dir of its own (and removes
  // it on close); it refuses --user-data-dir in args, and launchPersistentContext would allow only one context.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const results = {
    runs: RUNS,
    throttles: THROTTLES,
    origin: server.origin,
    browser: browser.version(),
    browserFigures: {},
    network: {},
    server: {},
  };
  const measures = {
    homeInteractive: (ctx) => pageLoad(ctx, '/'),
    listingInteractive: (ctx) => pageLoad(ctx, '/search'),
    fiftyInstances,
    suggestionsRender,
    viewMoreOnThousand,
    addToCartPopup,
  };
  try {
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
    for (const flavour of FLAVOURS)
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
  results.server = await serverFigures(root, server.origin);
  await server.close();
  results.summary = summarize(results);
  results.seconds = (Date.now() - started) / 1000;
  return results;
}

// ---------------------------------------------------------------- summary and table

const pick = (samples, fn) =>
  median(
    samples.map((s) => {
      try {
        return fn(s);
      } catch {
        return null;
      }
    }),
  );

/** The figures of the table: [label, unit, how to read one sample, lower is better]. */
const FIGURES = [
  ['home: loader start → every sf-* widget rendered + painted', 'ms', 'homeInteractive', (s) => s.interactive],
  [
    'listing (/search, 24 items): loader start → every widget rendered + painted',
    'ms',
    'listingInteractive',
    (s) => s.interactive,
  ],
  [
    '50 × sf-async-section: define() → all 50 upgraded, rendered + painted',
    'ms',
    'fiftyInstances',
    (s) => s.defineToPaint,
  ],
  ['search suggestions: reply received → options in the DOM', 'ms', 'suggestionsRender', (s) => s.replyToList],
  [
    'view more on 1,008 items: reply received → 24 items appended',
    'ms',
    'viewMoreOnThousand',
    (s) => s.replyToAppended,
  ],
  [
    'view more on 1,008 items: click → 24 items appended (incl. request)',
    'ms',
    'viewMoreOnThousand',
    (s) => s.clickToAppended,
  ],
  ['view more: existing 1,008 nodes untouched (runs)', 'check', 'viewMoreOnThousand', null],
  ['add to cart: click → cart popup loading state in the DOM', 'ms', 'addToCartPopup', (s) => s.clickToLoading],
  ['long tasks on home (count / longest)', 'tasks', 'homeInteractive', null],
  ['long tasks on listing (count / longest)', 'tasks', 'listingInteractive', null],
  ['long tasks on listing with 1,008 items (count / longest)', 'tasks', 'viewMoreOnThousand', null],
  [
    'JS heap after loading the listing with 1,008 items (V8 used, after GC)',
    'MB',
    'viewMoreOnThousand',
    (s) => s.heapUsedMB,
  ],
  [
    'listing with 1,008 items: loader start → every widget rendered + painted',
    'ms',
    'viewMoreOnThousand',
    (s) => s.loadInteractive,
  ],
];

function cell(slot, unit, fn) {
  if (!slot) return { text: 'n/a (not run)', value: null };
  if (!slot.samples.length)
    return { text: `n/a (${[...new Set(slot.errors)].join('; ') || 'no samples'})`, value: null };
  const err = slot.errors.length ? ` (${slot.errors.length} failed)` : '';
  if (unit === 'check') {
    const ok = slot.samples.filter((s) => s.untouched).length;
    return { text: `${ok}/${slot.samples.length} ok${err}`, value: null };
  }
  if (unit === 'tasks') {
    const c = pick(slot.samples, (s) => s.longtasks.count);
    const l = pick(slot.samples, (s) => s.longtasks.longest);
    return { text: `${c} / ${Math.round(l)} ms${err}`, value: null };
  }
  const v = pick(slot.samples, fn);
  if (v === null) return { text: 'n/a (no value)', value: null };
  return { text: `${unit === 'MB' ? v.toFixed(1) : v < 10 ? v.toFixed(1) : Math.round(v)} ${unit}${err}`, value: v };
}

const ratio = (p, r) => (p.value && r.value ? (r.value / p.value).toFixed(2) : '—');

function summarize(results) {
  const rows = [];
  for (const [label, unit, key, fn] of FIGURES) {
    const row = { figure: label };
    for (const t of results.throttles) {
      const set = results.browserFigures[`${t}x`]?.[key] ?? {};
      const p = cell(set.preact, unit, fn);
      const r = cell(set.react, unit, fn);
      row[`${t}x`] = { preact: p.text, react: r.text, ratio: ratio(p, r) };
    }
    rows.push(row);
  }
  const net = [];
  const n = (flavour, key, fn) => {
    const v = results.network[flavour]?.[key];
    if (!v) return 'n/a (not run)';
    if (v.error) return `n/a (${v.error})`;
    return fn(v);
  };
  net.push([
    'page with 6 async sections of one URL: requests (target 1)',
    (f) => n(f, 'asyncSections', (v) => `${v.requests} (${v.filled}/6 filled)`),
  ]);
  net.push([
    'same mega-menu panel opened twice: requests (target 1)',
    (f) => n(f, 'megaMenu', (v) => `${v.requests}${v.shownAgain ? '' : ' (panel not shown again)'}`),
  ]);
  net.push([
    `22-char query typed at 100 ms/key: suggestion calls (target 5) / renders / stale renders (target 0)`,
    (f) =>
      n(
        f,
        'typing',
        (v) => `${v.calls} / ${v.renders} / ${v.stale}${v.finalCurrent ? '' : ' (last render not the full query)'}`,
      ),
  ]);
  net.push([
    `same, server answering 150 ms late: calls / renders / stale`,
    (f) =>
      n(
        f,
        'typingSlowServer',
        (v) => `${v.calls} / ${v.renders} / ${v.stale}${v.finalCurrent ? '' : ' (last render not the full query)'}`,
      ),
  ]);
  return { rows, network: net.map(([label, fn]) => ({ figure: label, preact: fn('preact'), react: fn('react') })) };
}

/** Markdown tables for the console and the README. */
export function timingsMarkdown(results) {
  const s = results.summary;
  const lines = [];
  const t = results.throttles;
  lines.push(
    `| figure (median of ${results.runs} runs) | ${t.map((x) => `preact ${x}× CPU | React ${x}× CPU | React/preact`).join(' | ')} |`,
  );
  lines.push(`|---|${t.map(() => '---:|---:|---:').join('|')}|`);
  for (const row of s.rows)
    lines.push(
      `| ${row.figure} | ${t.map((x) => `${row[`${x}x`].preact} | ${row[`${x}x`].react} | ${row[`${x}x`].ratio}`).join(' | ')} |`,
    );
  lines.push('');
  lines.push('| network economy (unthrottled, counted from the browser) | preact | React |');
  lines.push('|---|---:|---:|');
  for (const row of s.network) lines.push(`| ${row.figure} | ${row.preact} | ${row.react} |`);
  lines.push('');
  const lat = results.server.latency;
  const load = results.server.load;
  lines.push('| demo-host (real HTTP on loopback, client in a second process) | value |');
  lines.push('|---|---:|');
  lines.push(
    `| listing page, 24 of ${lat?.products ?? '?'} products: median / p99 over ${lat?.runs ?? '?'} sequential requests (target ≤ 20 ms median) | ${lat?.error ? `n/a (${lat.error})` : `${lat.median.toFixed(2)} ms / ${lat.p99.toFixed(2)} ms`} |`,
  );
  lines.push(
    `| same, ${load?.connections ?? 10} connections × ${load?.seconds ? load.seconds.toFixed(1) : 5} s: requests per second (median / p99 latency under load) | ${load?.error ? `n/a (${load.error})` : `${Math.round(load.rps)} req/s (${load.median.toFixed(1)} / ${load.p99.toFixed(1)} ms, ${load.errors} errors)`} |`,
  );
  return lines.join('\n');
}
