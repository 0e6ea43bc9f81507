// What waking at their moment saves (docs/authoring.md "When a widget loads"): the product page on a phone (390 × 844, 4× CPU),
// its carousels and QR code at their default (asleep below the fold) against data-load-on="ready", main-thread time
// of the load. Usage: npm run build && node bench/wake.mjs [runs per cell, default 5]. BENCH_WAKE_COMPARE=<folder>
// adds the same rows for another built checkout (its dist/), loaded in turn with this one (bench/README.md).
import path from 'node:path';
import { bareValue, gotoIdle, launchBareChromium } from './timings/bare.mjs';
import { startServer } from './timings/harness.mjs';
import { FLAVOURS } from './timings/settings.mjs';

const root = path.join(import.meta.dirname, '..');
const RUNS = Number(process.argv[2] ?? 5);
const PAGE = '/product/PAP-0001';
const SLEEPERS = /<sf-product-(carousel|qr)(?=[ >])/g;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The longest tasks of the load, as the page's own Long Tasks API reports them. */
const LONG_TASKS = `{
  const tasks = [];
  window.benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}`;

/** The page's HTML with the sleepers woken with the page, as an author's `data-load-on="ready"` would. */
async function wakeSleepers(page) {
  await page.send('Fetch.enable', {
    patterns: [{ urlPattern: `*${PAGE}*`, resourceType: 'Document', requestStage: 'Response' }],
  });
  page.on('Fetch.requestPaused', async ({ requestId, responseStatusCode, responseHeaders }) => {
    // A redirect is paused before its headers are read: let it through.
    if (responseStatusCode === undefined || responseStatusCode >= 300)
      return page.send('Fetch.continueRequest', { requestId });
    const { body, base64Encoded } = await page.send('Fetch.getResponseBody', { requestId });
    const html = Buffer.from(body, base64Encoded ? 'base64' : 'utf8').toString('utf8');
    await page.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: responseStatusCode,
      responseHeaders: responseHeaders.filter((h) => !/^content-(length|encoding)$/i.test(h.name)),
      body: Buffer.from(html.replaceAll(SLEEPERS, '<sf-product-$1 data-load-on="ready"')).toString('base64'),
    });
  });
}

async function loadOnce(browser, origin, flavour, awake) {
  // A bare session (timings/bare.mjs): with the Runtime domain on, as Playwright has it, V8 gives every Error created
  // a full stack with source positions, and react-dom creates three as it starts (bench/README.md).
  const page = await browser.newPage({ width: 390, height: 844 });
  try {
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: LONG_TASKS });
    if (awake) await wakeSleepers(page);
    await page.send('Performance.enable');
    await gotoIdle(page, `${origin}${PAGE}?flavour=${flavour}`);
    // The islands that take over mount in slices after the network is quiet: their work is part of the load.
    await bareValue(page, "document.querySelector('sf-header[data-sf-island]') ? true : null");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const metrics = Object.fromEntries(
      (await page.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
    const tasks = await bareValue(page, 'window.benchLongTasks');
    return {
      script: metrics.ScriptDuration * 1000,
      tbt: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      longest: Math.max(0, ...tasks),
    };
  } finally {
    await page.close();
  }
}

const compare = process.env.BENCH_WAKE_COMPARE;
const builds = [{ label: '', root }, ...(compare ? [{ label: ` (${path.basename(compare)})`, root: compare }] : [])];
const servers = [];
for (const build of builds) servers.push({ ...build, server: await startServer(build.root) });
const browser = await launchBareChromium();
/** Every cell's samples; a run takes each cell once, in an order that turns round every run, so drift on a shared machine hits all. */
const cells = servers.flatMap((build) =>
  FLAVOURS.flatMap((flavour) => [false, true].map((awake) => ({ build, flavour, awake, rows: [] }))),
);
try {
  for (let i = 0; i < RUNS; i++)
    for (const cell of i % 2 ? [...cells].reverse() : cells)
      cell.rows.push(await loadOnce(browser, cell.build.server.origin, cell.flavour, cell.awake));
  console.log(`| flavour | sleepers | script (ms) | total blocking (ms) | longest task (ms) |  (medians of ${RUNS})`);
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const { build, flavour, awake, rows } of cells) {
    const value = (key) => Math.round(median(rows.map((r) => r[key])));
    const label = awake ? 'data-load-on="ready"' : 'asleep (default)';
    console.log(`| ${flavour}${build.label} | ${label} | ${value('script')} | ${value('tbt')} | ${value('longest')} |`);
  }
} finally {
  await browser.close();
  for (const { server } of servers) await server.close();
}
