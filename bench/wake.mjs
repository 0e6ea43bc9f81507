// What waking at their moment saves (README "When a widget loads"): the product page on a phone (390 × 844, 4× CPU),
// its carousels and QR code at their default (asleep below the fold) against data-load-on="ready", main-thread time
// of the load. Usage: npm run build && node bench/wake.mjs [runs per cell, default 5].
import path from 'node:path';
import { launchChromium, startServer } from './timings/harness.mjs';
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
    await page.waitForFunction(() => document.querySelector('sf-header[data-sf-island]'));
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

const server = await startServer(root);
const browser = await launchChromium(root);
try {
  console.log(`| flavour | sleepers | script (ms) | total blocking (ms) | longest task (ms) |  (medians of ${RUNS})`);
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const flavour of FLAVOURS)
    for (const awake of [false, true]) {
      const rows = [];
      for (let i = 0; i < RUNS; i++) rows.push(await loadOnce(browser, server.origin, flavour, awake));
      const cell = (key) => Math.round(median(rows.map((r) => r[key])));
      const label = awake ? 'data-load-on="ready"' : 'asleep (default)';
      console.log(`| ${flavour} | ${label} | ${cell('script')} | ${cell('tbt')} | ${cell('longest')} |`);
    }
} finally {
  await browser.close();
  await server.close();
}
