// demo-host over real HTTP on loopback: latency and load, measured by bench/load.mjs in a second process.
import { fork } from 'node:child_process';
import path from 'node:path';
import { ENDPOINTS } from '../gateway.mjs';
import { attempt } from './attempt.mjs';
import { listingBody, postForm } from './listing-request.mjs';

/** A forked client, so it never shares an event loop with the server it measures; killed after 90 s. */
function runLoad(root, options) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(root, 'bench', 'load.mjs'), [JSON.stringify(options)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result = null;
    const kill = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('message', (m) => {
      result = m;
    });
    child.on('exit', (code) => {
      clearTimeout(kill);
      if (result) resolve(result);
      else reject(new Error(`bench/load.mjs exited with ${code}`));
    });
  });
}

export async function serverFigures(root, origin) {
  const out = {};
  const bodyTemplate = listingBody({ from: '__PAGE__', to: '__PAGE__' });
  const url = `${origin}${ENDPOINTS.listingProducts.path}`;
  const total = Number(
    /ProductsTotalCount" value="(\d+)"/.exec(
      await postForm(origin, ENDPOINTS.listingProducts.path, listingBody({ from: 1, to: 1 })),
    )?.[1] ?? 0,
  );
  await attempt(out, 'latency', async () => ({
    products: total,
    ...(await runLoad(root, { mode: 'latency', url, bodyTemplate, warmup: 30, runs: 300 })),
  }));
  await attempt(out, 'load', async () =>
    runLoad(root, { mode: 'load', url, bodyTemplate, connections: 10, seconds: 5 }),
  );
  return out;
}
