// @vitest-environment node
// The example of cli/check/README.md, as an adopter runs it: the built bin (dist/check/cli.mjs, built here from
// cli/check/build.mjs) in its own Node process, against demo-host listening on a port.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../demo-host/app.ts';
import pkg from '../../package.json' with { type: 'json' };
import { makeTempDir } from '../../test/support/demo-app.ts';
// @ts-expect-error: a plain .mjs build module without types.
import { buildCheck } from './build.mjs';

const exec = promisify(execFile);
let app: FastifyInstance;
let origin: string;
let bin: string;

beforeAll(async () => {
  const dist = makeTempDir();
  await buildCheck(path.join(import.meta.dirname, '..', '..'), dist);
  bin = path.join(dist, 'check', 'cli.mjs');
  for (const flavour of ['preact', 'react']) {
    fs.mkdirSync(path.join(dist, flavour));
    fs.writeFileSync(
      path.join(dist, flavour, 'storefront.js'),
      `var A={flavour:"${flavour}",version:"${pkg.version}"};`,
    );
  }
  app = await buildApp({ dataDir: makeTempDir(), distDir: dist });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await app.close();
});

/** The bin's output and exit code (execFile rejects on a non-zero exit, with both attached). */
async function check(...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await exec(process.execPath, [bin, 'check', ...args], { env: { PATH: process.env.PATH ?? '' } });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

it('prints a clean report for demo-host’s home page, markup and server, and exits 0', async () => {
  const { code, stdout } = await check(`${origin}/`, '--server');
  expect(stdout).toContain(`${origin}/: no findings`);
  expect(stdout).toMatch(/✔ searchSuggestions +POST \/ecomwgtheader\/getsearchsuggestions\//);
  expect(stdout).toMatch(/✔ asyncRender +POST \/ecomasync\/render/);
  expect(stdout).not.toContain('✖');
  expect(code).toBe(0);
});

it('reports a planted page exactly, and exits 1', async () => {
  const html = await (await fetch(`${origin}/fr/cart`)).text();
  const planted = html.replace('<sf-status-bar>', '<sf-status-bar data-lod-on="idle">');
  const file = path.join(makeTempDir(), 'cart.html');
  fs.writeFileSync(file, planted);
  const line = planted.slice(0, planted.indexOf('data-lod-on')).split('\n').length;
  const { code, stdout } = await check(file, '--lang', 'fr', '--base-url', `${origin}/fr/cart`);
  expect(stdout).toMatch(
    new RegExp(`cart\\.html:${line}:\\d+  ✖ unknown-attribute  <sf-status-bar> n’a pas d’attribut data-lod-on\\.`),
  );
  expect(stdout).toContain('→ Vouliez-vous dire data-load-on ?');
  expect(code).toBe(1);
});
