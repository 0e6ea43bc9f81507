// Vite plugin for Storybook's dev server: answers the legacy endpoints with demo-host's real handlers.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Path prefixes of the legacy server's calls (spec section 7) and demo-host's images. */
const LEGACY =
  /^\/(ecomwgtheader|ecomwgtproductlisting|ecomwgtshoppingcartsummary|ecomasync|shoppingcart|bpshoppingcart|bputils|bpwgtheader|bpwgtheaderb2x|bpwgtlogin|deskdesign|cmseditorwgtpageurls|img)\//i;

export function demoHostPlugin(): Plugin {
  let app: Promise<{ routing: (req: unknown, res: unknown) => void }> | null = null;
  const start = async () => {
    const { buildApp } = await import('../demo-host/app.ts');
    const instance = await buildApp({ dataDir: mkdtempSync(join(tmpdir(), 'sf-storybook-')) });
    await instance.ready();
    return instance;
  };
  return {
    name: 'sf-demo-host',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!LEGACY.test(req.url ?? '')) return next();
        app ??= start();
        app.then((instance) => instance.routing(req, res)).catch(next);
      });
    },
  };
}
