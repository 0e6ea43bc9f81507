// The image origin (README "Images on a second origin"): a second listener beside the shop, as a store's CDN.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ImageOrigin } from './image-origin.ts';
import { imageRoutes } from './routes/images.ts';
import type { Services } from './services.ts';

/** The paths the renderers write for images (render/product.ts `imageUrl`), pointed at the image origin on the way out. */
const IMAGE_PATH = /(\bsrc=\\?")(\/img\/(?:product|category)\/)/g;

/** The names of this machine: the shop reached under one of them names the image origin under the same one. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
/** A plain DNS name or IPv4 address: nothing a page, a JSON string or a CSP would read as anything else. */
const PLAIN_HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The allow-list: loopback names plus the configured ones; a configured name that is not a plain host fails start. */
const allowedHosts = (configured: readonly string[]): ReadonlySet<string> => {
  const names = configured.map((h) => h.trim().toLowerCase());
  const bad = names.find((h) => !PLAIN_HOST.test(h));
  if (bad !== undefined) throw new Error(`buildApp cdnHosts: "${bad}" is not a plain host name`);
  return new Set([...LOOPBACK, ...names]);
};

/**
 * Starts the image listener when the shop listens (same address, a port of its own) and closes it with the shop.
 * Every HTML or JSON reply then names its images on that origin, the way a legacy server's CDN module rewrites them.
 * The origin is built only from an allowed host name (the Host header is the client's to choose: written as it
 * came, it would put markup in pages and directives in the CSP); any other Host keeps images on the shop's origin.
 */
export const registerCdn = (
  app: FastifyInstance,
  s: Services,
  configuredHosts: readonly string[] = [],
): ImageOrigin => {
  const hosts = allowedHosts(configuredHosts);
  let port: number | undefined;
  let listening: Promise<void> | undefined;
  let cdn: FastifyInstance | undefined;
  app.addHook('onListen', (done) => {
    const address = app.server.address();
    if (address === null || typeof address === 'string') return done();
    const server = Fastify({ routerOptions: { caseSensitive: false } });
    imageRoutes(server, s);
    server.addHook('onSend', async (_req, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      return payload;
    });
    cdn = server;
    // Fastify resolves listen() before running onListen: requests wait for this (onRequest below), never race it.
    // A listener that cannot start leaves images on the shop's own origin rather than failing every page.
    listening = server
      .listen({ port: 0, host: address.address })
      .then(() => {
        const own = server.server.address();
        if (own !== null && typeof own !== 'string') port = own.port;
      })
      .catch((err: unknown) => app.log.error(err));
    done();
  });
  app.addHook('onRequest', async () => {
    // Undefined until the app listens (in-process use never waits).
    await listening;
  });
  const of = (req: FastifyRequest): string | undefined => {
    const host = req.hostname.toLowerCase();
    if (port === undefined || !hosts.has(host)) return undefined;
    return `${req.protocol === 'https' ? 'https' : 'http'}://${host}:${port}`;
  };
  app.addHook('onSend', async (req, reply, payload) => {
    const origin = of(req);
    if (origin === undefined || typeof payload !== 'string') return payload;
    if (!/\b(html|json)\b/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // A function, not a replacement string: nothing in the origin is read as a `$` pattern.
    return payload.replace(IMAGE_PATH, (_, attr: string, path: string) => `${attr}${origin}${path}`);
  });
  app.addHook('onClose', async () => {
    await cdn?.close();
  });
  return { of };
};
