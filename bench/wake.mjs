// What waking at their moment saves (docs/authoring.md "When a widget loads"): the product page on a phone (390 × 844, 4× CPU),
// its carousels and QR code at their default (asleep below the fold) against data-load-on="ready", main-thread time
// of the load. Usage: npm run build && node bench/wake.mjs [runs per cell, default 5]. BENCH_WAKE_COMPARE=<folder>
// adds the same rows for another built checkout (its dist/), loaded in turn with this one (bench/README.md).
import path from 'node:path';
import { launchChromium, startServer } from './timings/harness.mjs';
import { pageValue } from './timings/page.mjs';
import { FLAVOURS } from './timings/settings.mjs';

const root = path.join(import.meta.dirname, '..');
const RUNS = Number(process.argv[2] ?? 5);
const PAGE = '/product/PAP-0001';
const SLEEPERS = /<sf-product-(carousel|qr)(?=[ >])/g;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function loadOnce(browser, origin, flavour, awake) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const tasks = [];
      Object.assign(window, { benchLongTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    if (awake)
      await page.route(`**${PAGE}*`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replaceAll(SLEEPERS, '<sf-product-$1 data-load-on="ready"');
        await route.fulfill({ response, body });
      });
    await cdp.send('Performance.enable');
    await page.goto(`${origin}${PAGE}?flavour=${flavour}`, { waitUntil: 'networkidle' });
    // The islands that take over mount in slices after the network is quiet: their work is part of the load.
    // Not waitForFunction: Playwright's own script would count in the page's script time (timings/page.mjs).
    await pageValue(page, "document.querySelector('sf-header[data-sf-island]') ? true : null");
    await page.waitForTimeout(1500);
    const metrics = Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
    const tasks = await page.evaluate(() => window.benchLongTasks);
    return {
      script: metrics.ScriptDuration * 1000,
      tbt: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      longest: Math.max(0, ...tasks),
    };
  } finally {
    await context.close();
  }
}

const compare = process.env.BENCH_WAKE_COMPARE;
const builds = [{ label: '', root }, ...(compare ? [{ label: ` (${path.basename(compare)})`, root: compare }] : [])];
const servers = [];
for (const build of builds) servers.push({ ...build, server: await startServer(build.root) });
const browser = await launchChromium(root);
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
