// Benchmark (not a test): median and p99 of inject() calls rendering the 24-product listing out of 2,000+ products.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, ENDPOINTS, requestBodyFor } from './gateway.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-host-bench-'));
const app = await buildApp({ dataDir });
const body = (page: number): string =>
  requestBodyFor(
    {
      'data-widget-code': 'ecomwgtproductlisting',
      'data-display-mode': 'list',
      'data-widget-unique-code': 'bench',
    },
    page,
    page,
  );
const call = () =>
  app.inject({
    method: 'POST',
    url: ENDPOINTS.listingProducts.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body(1 + Math.floor(Math.random() * 80)),
  });

for (let i = 0; i < 30; i++) await call();
const times: number[] = [];
let total = 0;
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  const res = await call();
  times.push(performance.now() - start);
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
  total = Number(/ProductsTotalCount" value="(\d+)"/.exec(res.payload)?.[1] ?? 0);
}
times.sort((a, b) => a - b);
const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
console.log(
  `listing page (24 of ${total} products, list mode), ${RUNS} inject() calls: median ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, max ${at(1).toFixed(2)} ms`,
);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
