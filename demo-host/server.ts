// Starts the demo host on PORT (default 3000) at 127.0.0.1.
import { buildApp } from './app.ts';

const port = Number(process.env.PORT ?? 3000);
const app = await buildApp({ logger: process.env.DEMO_LOG === '1' });
await app.listen({ port, host: '127.0.0.1' });
console.log(`Storefront demo: http://127.0.0.1:${port}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
