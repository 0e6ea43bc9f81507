// Issue 15 figures: layout shift per page type (web-vitals attribution build), and time to usable on slow 4G
// (150 ms RTT, 1.6 Mbps, 4× CPU, files served compressed) beside a single-bundle build of the same source.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { FLAVOURS as BUILD_FLAVOURS, jsOptions } from '../../tools/build-options.mjs';
import { precompress } from '../../tools/precompress.mjs';
import { PAGE_TYPES } from '../pages.mjs';
import { openPage, waitInteractive } from './page.mjs';
import { FLAVOURS, log, RUNS } from './settings.mjs';
import { median } from './stats.mjs';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
/** The header page holds only the header, status bar and cart summary; the listing page adds sf-listing. */
const USABLE_PAGES = [
  { name: 'header page', path: '/login' },
  { name: 'listing page', path: '/search?qs=paper' },
];

/**
 * The same source as ONE file per flavour (esbuild `splitting: false`: every lazy import inlined), written beside
 * the snapshot's flavours as `<flavour>-single/` with its .br/.gz, so demo-host serves it like the real build.
 */
async function buildSingleBundles(root, distDir) {
  const sizes = {};
  for (const flavour of Object.keys(BUILD_FLAVOURS)) {
    const outdir = path.join(distDir, `${flavour}-single`);
    await esbuild.build({
      ...jsOptions({ root, flavour, outdir }),
      splitting: false,
      entryNames: '[name]',
      sourcemap: false,
    });
    precompress(outdir);
    const file = path.join(outdir, 'storefront.js');
    sizes[flavour] = { gzip: fs.statSync(`${file}.gz`).size, files: 1 };
  }
  return sizes;
}

const webVitalsScript = () =>
  `${fs.readFileSync(
    path.join(
      path.dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')),
      'web-vitals.attribution.iife.js',
    ),
    'utf8',
  )}
window.webVitals = webVitals;
addEventListener('DOMContentLoaded', () => webVitals.onCLS((m) => {
  window.__cls = { value: m.value, target: m.attribution.largestShiftTarget ?? null };
}, { reportAllChanges: true }));`;

/** CLS of one page load, no input: until every widget is rendered and the network is idle, then two frames. */
async function pageShift(ctx, page) {
  const p = await openPage(ctx.browser, ctx.origin, 1);
  try {
    if (page.member) await login(p.context, ctx.origin);
    await p.context.addInitScript({ content: webVitalsScript() });
    await p.page.goto(`${ctx.origin}${page.path}${page.path.includes('?') ? '&' : '?'}flavour=${ctx.flavour}`);
    await waitInteractive(p.page);
    await p.page.waitForLoadState('networkidle');
    await p.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return (await p.page.evaluate(() => window.__cls)) ?? { value: 0, target: null };
  } finally {
    await p.close();
  }
}

async function login(context, origin) {
  const res = await context.request.post(`${origin}/login`, {
    form: { email: 'buyer@example.com', password: 'demo', returnUrl: '/' },
    maxRedirects: 0,
  });
  if (res.status() !== 303) throw new Error(`login failed: HTTP ${res.status()}`);
}

/**
 * One load under slow 4G + 4× CPU, from navigation start: the header's island committed (the search box usable)
 * and every widget rendered + painted. `single`: storefront.js is swapped for the single-bundle build.
 */
async function usable(ctx, page, single) {
  const p = await openPage(ctx.browser, ctx.origin, 4);
  try {
    await p.cdp.send('Network.enable');
    await p.cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    if (single)
      await p.page.route(`${ctx.origin}/dist/${ctx.flavour}/storefront.js`, (route) =>
        route.continue({ url: `${ctx.origin}/dist/${ctx.flavour}-single/storefront.js` }),
      );
    const js = [];
    p.page.on('response', (r) => {
      if (r.url().endsWith('.js')) js.push(r.url());
    });
    await p.page.goto(`${ctx.origin}${page.path}${page.path.includes('?') ? '&' : '?'}flavour=${ctx.flavour}`);
    await waitInteractive(p.page, 60_000);
    const t = await p.page.evaluate(() => ({
      header: window.__bench.tagReadyAt['sf-header'] ?? null,
      all: window.__bench.paintAt,
    }));
    return { searchUsable: t.header, allRendered: t.all, jsFiles: js.length };
  } finally {
    await p.close();
  }
}

/** Both families of figures, every sample kept; medians in `summary`. */
export async function loadFigures(ctx) {
  const out = { cls: {}, usable: {}, singleBundle: await buildSingleBundles(ctx.root, ctx.distDir) };
  log(
    `single bundles built: ${FLAVOURS.map((f) => `${f} ${(out.singleBundle[f].gzip / 1024).toFixed(1)} KB gz`).join(', ')}`,
  );
  const clsRuns = Math.min(RUNS, 3);
  for (const page of PAGE_TYPES) {
    out.cls[page.name] = {};
    for (const flavour of FLAVOURS) {
      const samples = [];
      const errors = [];
      for (let run = 0; run < clsRuns; run++) {
        try {
          samples.push(await pageShift({ ...ctx, flavour }, page));
        } catch (error) {
          errors.push(String(error?.message ?? error).split('\n')[0]);
        }
      }
      out.cls[page.name][flavour] = {
        samples,
        errors,
        median: samples.length ? median(samples.map((s) => s.value)) : null,
      };
    }
  }
  log('layout shift per page done');
  for (const page of USABLE_PAGES) {
    out.usable[page.name] = {};
    for (const build of ['coalesced', 'single']) {
      for (const flavour of FLAVOURS) {
        const slot = { samples: [], errors: [] };
        for (let run = 0; run < RUNS; run++) {
          try {
            slot.samples.push(await usable({ ...ctx, flavour }, page, build === 'single'));
          } catch (error) {
            slot.errors.push(String(error?.message ?? error).split('\n')[0]);
          }
        }
        const pick = (k) => (slot.samples.length ? median(slot.samples.map((s) => s[k])) : null);
        slot.median = {
          searchUsable: pick('searchUsable'),
          allRendered: pick('allRendered'),
          jsFiles: pick('jsFiles'),
        };
        out.usable[page.name][`${build} ${flavour}`] = slot;
      }
    }
  }
  log('slow 4G time to usable done');
  return out;
}

const ms = (v) => (v == null ? 'n/a' : `${(v / 1000).toFixed(2)} s`);

/** The Markdown tables of these figures. */
export function loadFiguresMarkdown(figures) {
  const lines = [
    '| page: CLS while loading (web-vitals, 1280 × 900, no input; median) | preact | React | largest shift (React) |',
    '|---|---:|---:|---|',
  ];
  for (const [name, byFlavour] of Object.entries(figures.cls)) {
    const cell = (f) =>
      byFlavour[f].median == null ? `n/a (${byFlavour[f].errors[0]})` : byFlavour[f].median.toFixed(3);
    const target = byFlavour.react.samples.find((s) => s.value === byFlavour.react.median)?.target ?? '';
    lines.push(`| ${name} | ${cell('preact')} | ${cell('react')} | ${target ? `\`${target}\`` : ''} |`);
  }
  lines.push('');
  lines.push(
    '| slow 4G (150 ms RTT, 1.6 Mbps) + 4× CPU, from navigation start (median) | preact | preact, one file | React | React, one file |',
  );
  lines.push('|---|---:|---:|---:|---:|');
  for (const [name, byBuild] of Object.entries(figures.usable)) {
    const cell = (key, k) => {
      const slot = byBuild[key];
      return slot.median[k] == null ? `n/a (${slot.errors[0] ?? 'no sample'})` : ms(slot.median[k]);
    };
    const row = (label, k) =>
      `| ${name}: ${label} | ${cell('coalesced preact', k)} | ${cell('single preact', k)} | ${cell('coalesced react', k)} | ${cell('single react', k)} |`;
    lines.push(row('search box usable (header committed)', 'searchUsable'));
    lines.push(row('every widget rendered + painted', 'allRendered'));
    lines.push(
      `| ${name}: JS files fetched | ${byBuild['coalesced preact'].median.jsFiles ?? 'n/a'} | ${byBuild['single preact'].median.jsFiles ?? 'n/a'} | ${byBuild['coalesced react'].median.jsFiles ?? 'n/a'} | ${byBuild['single react'].median.jsFiles ?? 'n/a'} |`,
    );
  }
  lines.push(
    `\nOne-file builds (esbuild \`splitting: false\`, built by the bench): preact ${(figures.singleBundle.preact.gzip / 1024).toFixed(1)} KB gz, React ${(figures.singleBundle.react.gzip / 1024).toFixed(1)} KB gz.`,
  );
  return lines.join('\n');
}
