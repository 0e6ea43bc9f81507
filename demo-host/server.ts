// Starts the demo host on PORT (default 3000) at 127.0.0.1, and the same shop over HTTP/2 with TLS on H2_PORT
// (default PORT + 443; a self-signed certificate made at start, demo-host/http2.ts): no status texts there.
import { buildApp } from './app.ts';
import { listenHttp2 } from './http2.ts';

const port = Number(process.env.PORT ?? 3000);
// DEMO_DATA_DIR: a store of one's own (a throwaway folder), so a script driving the shop leaves the default one as it was.
const dataDir = process.env.DEMO_DATA_DIR;
const app = await buildApp({ logger: process.env.DEMO_LOG === '1', ...(dataDir ? { dataDir } : {}) });
await app.listen({ port, host: '127.0.0.1' });
const h2 = await listenHttp2(app, Number(process.env.H2_PORT ?? port + 443));
console.log(`Storefront demo: http://127.0.0.1:${port}/ (HTTP/2: ${h2.url}/, self-signed certificate)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void Promise.all([h2.close(), app.close()]).then(() => process.exit(0)));
