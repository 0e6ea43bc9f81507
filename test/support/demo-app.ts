// Test helpers: a fresh app on a temp data folder, form posts through createDemoFetch, catalogue look-ups.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../demo-host/app.ts';
import { DB_FILE } from '../../demo-host/db/open.ts';
import { Database } from '../../demo-host/db/sqlite.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { createDemoFetch, type DemoFetch } from './demo-fetch.ts';

export type TestApp = { app: FastifyInstance; fetch: DemoFetch; dataDir: string };

export const makeTempDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'demo-host-test-'));

export const startApp = async (dataDir = makeTempDir()): Promise<TestApp> => {
  const app = await buildApp({ dataDir, distDir: path.join(dataDir, 'no-dist') });
  return { app, fetch: createDemoFetch(app), dataDir };
};

export const post = (
  f: typeof fetch,
  url: string,
  fields: Record<string, string | number | boolean> = {},
  headers: Record<string, string> = {},
): Promise<Response> =>
  f(url, {
    method: 'POST',
    headers,
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  });

/** The Fetch Metadata a browser sends when the shopper loads a page (a link followed on this site). */
export const NAVIGATION: Readonly<Record<string, string>> = {
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'same-origin',
};

export const postJson = async <T>(
  f: typeof fetch,
  url: string,
  fields: Record<string, string | number | boolean> = {},
): Promise<T> => (await (await post(f, url, fields)).json()) as T;

export const login = async (f: typeof fetch): Promise<void> => {
  const res = await post(f, '/login', { email: 'buyer@example.com', password: 'demo', returnUrl: '/' });
  if (res.status !== 303) throw new Error(`login failed: ${res.status}`);
};

/** One-row look-up in the seeded catalogue (read-only), to pick products with a given trait. */
export const lookup = <T>(dataDir: string, sql: string): T => {
  const db = new Database(path.join(dataDir, DB_FILE), { readOnly: true });
  try {
    const row = db.prepare(sql).get() as T | undefined;
    if (row === undefined) throw new Error(`no row for ${sql}`);
    return row;
  } finally {
    db.close();
  }
};

export const line = (ProductCode: string, Qty: number | string, Uom = 0, extra: Record<string, unknown> = {}) => ({
  ProductCode,
  Qty,
  Uom,
  UniqueCodes: '',
  ...extra,
});
export const products = (...lines: unknown[]): string => JSON.stringify(lines);
export const passSector = async (f: typeof fetch): Promise<void> => {
  await post(f, ENDPOINTS.validateSector.path, { postalCode: 'h2x1y4' });
};
