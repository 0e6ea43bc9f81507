// @vitest-environment node
// Contract: demo-host serves the release's switches where the loader looks (/switches.json, its ../../switches.json),
// short-lived as a CDN would, and tests flip them (POST /__switches, only where the fault switch exists).
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/support/demo-app.ts';
import { buildApp } from './app.ts';

const dirs: string[] = [];
const appWith = (faults: boolean) => {
  const dataDir = makeTempDir();
  dirs.push(dataDir);
  return buildApp({ dataDir, faults, cdn: false });
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('/switches.json', () => {
  it('answers no switch at first, cached a minute, and the flip a test makes', async () => {
    const app = await appWith(true);
    const first = await app.inject({ method: 'GET', url: '/switches.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.json()).toEqual({ off: [] });
    const flip = await app.inject({
      method: 'POST',
      url: '/__switches',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'off=sf-listing+add-to-cart',
    });
    expect(flip.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/switches.json' })).json()).toEqual({
      off: ['sf-listing', 'add-to-cart'],
    });
    await app.close();
  });

  it('cannot be flipped outside tests', async () => {
    const app = await appWith(false);
    const flip = await app.inject({
      method: 'POST',
      url: '/__switches',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'off=sf-listing',
    });
    expect(flip.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/switches.json' })).json()).toEqual({ off: [] });
    await app.close();
  });
});
