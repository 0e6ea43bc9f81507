// Per-page first load without a browser: demo-host renders each page type, the registry's selectors pick the
// widgets it starts, the build's metafile gives their static chunk graphs; JS gzip -9 bytes and file count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { LOADER_ENTRY, outputsByEntry, staticClosure } from '../tools/build/chunk-graph.mjs';
import { registryEntries } from '../tools/build/chunk-plan.mjs';
import { measure } from '../tools/build/size-table.mjs';
import { buildApp, pagesFor } from './gateway.mjs';
import { floorOf } from './size-floor.mjs';

/** The demo pages the bench walks (demo-host/pages/list.ts); member pages are rendered for a logged-in buyer. */
export const PAGE_TYPES = pagesFor('bench');

/** The HTML demo-host serves for each page type (its real app, through inject: no socket, fresh data folder). */
async function renderPages(root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-pages-'));
  const app = await buildApp({ dataDir, distDir: path.join(root, 'dist') });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'buyer@example.com', password: 'demo', returnUrl: '/' },
    });
    if (login.statusCode !== 303) throw new Error(`bench/pages.mjs: login answered ${login.statusCode}`);
    const member = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const pages = [];
    for (const page of PAGE_TYPES) {
      const res = await app.inject({ method: 'GET', url: page.path, cookies: page.member ? member : {} });
      if (res.statusCode !== 200) throw new Error(`bench/pages.mjs: GET ${page.path} answered ${res.statusCode}`);
      pages.push({ ...page, html: res.body });
    }
    return pages;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The registry keys a page's server HTML matches (what the loader starts on load, before any interaction). */
function matchedEntries(html, entries) {
  const { document } = new JSDOM(html).window;
  return entries.filter(({ key }) => document.querySelector(key));
}

/**
 * Loader + the static graph of every matched entry: the JS files a page needs before its widgets can render; and
 * `floor`, the least those widgets weigh bundled as one entry, loader not counted (bench/size-floor.mjs).
 */
async function pageLoad(root, flavour, page, entries, floors) {
  const meta = JSON.parse(fs.readFileSync(path.join(root, 'dist', flavour, 'meta.json'), 'utf8'));
  const byEntry = outputsByEntry(meta.outputs);
  const files = staticClosure(meta.outputs, byEntry[LOADER_ENTRY]);
  const widgets = matchedEntries(page.html, entries);
  for (const { entry } of widgets) staticClosure(meta.outputs, byEntry[entry], files);
  const gzip = [...files].reduce((total, file) => total + measure(path.join(root, file)).gzip, 0);
  const defines = widgets.map(({ entry }) => entry);
  const key = `${flavour} ${defines.join(' ')}`;
  if (!floors.has(key)) floors.set(key, floorOf(root, flavour, defines));
  const floor = (await floors.get(key)).gzip;
  return { gzip, files: files.size, floor, widgets: widgets.map(({ entry }) => entry.split('/')[1]) };
}

/** Both flavours, every page type. */
export async function pageSizes(root, flavours = ['preact', 'react']) {
  const entries = await registryEntries(root);
  const pages = await renderPages(root);
  // Pages that start the same widgets share their floor (category and search).
  const floors = new Map();
  const sizes = [];
  for (const page of pages) {
    const byFlavour = {};
    for (const flavour of flavours) byFlavour[flavour] = await pageLoad(root, flavour, page, entries, floors);
    sizes.push({ name: page.name, path: page.path, ...byFlavour });
  }
  return sizes;
}
