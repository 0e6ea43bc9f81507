// Bounded HTTP client for the demo-host figures, run in its own process (child_process.fork) so the client
// never shares an event loop with the server. Loopback only; stops by itself.
//   latency: `warmup` then `runs` sequential POSTs (one keep-alive connection) → median / p99 / max
//   load:    `connections` concurrent keep-alive loops for `seconds` → requests per second (+ latency under load)
// Parent sends nothing; options come as one JSON argument; the result is sent back with process.send().
import http from 'node:http';
import { quantile } from './timings/stats.mjs';

const opts = JSON.parse(process.argv[2] ?? '{}');
const url = new URL(opts.url);
if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') throw new Error('bench/load.mjs: loopback only');
const MAX_SECONDS = 30;

function post(agent, body) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ ms: performance.now() - start, bytes })
            : reject(new Error(`HTTP ${res.statusCode}`)),
        );
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

const bodyFor = (page) => opts.bodyTemplate.replaceAll('__PAGE__', String(page));
const randomPage = () => 1 + Math.floor(Math.random() * (opts.pages ?? 80));

async function latency() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < (opts.warmup ?? 30); i++) await post(agent, bodyFor(randomPage()));
  const times = [];
  let bytes = 0;
  for (let i = 0; i < (opts.runs ?? 300); i++) {
    const r = await post(agent, bodyFor(randomPage()));
    times.push(r.ms);
    bytes = r.bytes;
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    runs: times.length,
    median: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    max: times.at(-1),
    replyBytes: bytes,
  };
}

async function load() {
  const seconds = Math.min(opts.seconds ?? 5, MAX_SECONDS);
  const connections = Math.min(opts.connections ?? 10, 50);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  let errors = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      try {
        times.push((await post(agent, bodyFor(randomPage()))).ms);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    connections,
    seconds: elapsed,
    requests: times.length,
    errors,
    rps: times.length / elapsed,
    median: quantile(times, 0.5),
    p99: quantile(times, 0.99),
  };
}

const guard = setTimeout(
  () => {
    console.error('bench/load.mjs: hard time limit reached');
    process.exit(2);
  },
  (MAX_SECONDS + 30) * 1000,
);
guard.unref();
const result = opts.mode === 'load' ? await load() : await latency();
if (process.send) process.send(result, () => process.exit(0));
else {
  console.log(JSON.stringify(result));
  process.exit(0);
}
