// Checks the build, starts demo-host on a free port with a fresh database and one Chromium server; tears both down.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../demo-host/app.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../../tools/dev/chromium-path.ts';
import { snapshotDist } from './support/dist-snapshot.ts';
import './support/provided.ts';

const root = resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = chromiumPath();
  // SF_E2E_DIST serves another build folder (e.g. a hand-checked one); by default a snapshot of dist/ taken now.
  const distDir = snapshotDist(process.env.SF_E2E_DIST ?? join(root, 'dist'));

  const dataDir = mkdtempSync(join(tmpdir(), 'sf-e2e-data-'));
  // The fault switch exists only in test runs (demo-host/README.md "Fault switch"); faults.e2e.ts uses it.
  const app = await buildApp({ dataDir, distDir, faults: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('demo-host did not report a TCP port');

  // launchServer gives every test file the same browser process; Playwright creates a new empty temp profile for it.
  const server = await chromium.launchServer({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
  });
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('wsEndpoint', server.wsEndpoint());

  return async () => {
    await server.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
  };
}
