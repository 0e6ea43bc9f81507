// The two things every run stands on: demo-host (in this process, serving a copy of dist/) and one Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, CHROMIUM_ARGS, chromiumPath } from '../gateway.mjs';
import { FLAVOURS } from './settings.mjs';

/**
 * demo-host on a free loopback port, with a fresh data folder and a snapshot of dist/; close() deletes both.
 * `serve`: a folder of flavours made by the run itself (the one-file build's site), served as it is.
 */
export async function startServer(root, { serve } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-'));
  // Serve a snapshot of dist/: a rebuild during the run (shared machine) must not swap the bundle mid-measurement.
  const distDir = serve ?? path.join(dataDir, 'dist');
  // BENCH_DIST: a build of one's own (a copy taken under the build lock) instead of the checkout's dist/.
  const source = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(root, 'dist');
  for (const flavour of serve ? [] : FLAVOURS) {
    for (let attempt = 1; ; attempt++) {
      if (!fs.existsSync(path.join(source, flavour, 'storefront.js')))
        throw new Error(`dist/${flavour}/storefront.js is missing: run npm run build first`);
      fs.rmSync(path.join(distDir, flavour), { recursive: true, force: true });
      fs.cpSync(path.join(source, flavour), path.join(distDir, flavour), { recursive: true });
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

/** The Chromium every run starts: CHROMIUM_PATH, else the browser suite's lookup and flags (one place to fix a path). */
export async function chromiumLaunch() {
  return { executablePath: process.env.CHROMIUM_PATH ?? chromiumPath(), args: CHROMIUM_ARGS };
}

/** One headless Chromium driven by Playwright. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  // playwright-core's launch() starts Chromium on a fresh, empty temporary user-data dir of its own (and removes
  // it on close); it refuses --user-data-dir in args, and launchPersistentContext would allow only one context.
  return chromium.launch({ ...(await chromiumLaunch()), headless: true });
}
