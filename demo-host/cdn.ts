// The image origin (README "Images on a second origin"): a second listener beside the shop, as a store's CDN.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ImageOrigin } from './image-origin.ts';
import { imageRoutes } from './routes/images.ts';
import type { Services } from './services.ts';

/** The paths the renderers write for images (render/product.ts `imageUrl`), pointed at the image origin on the way out. */
const IMAGE_PATH = /(\bsrc=\\?")(\/img\/(?:product|category)\/)/g;

/**
 * Starts the image listener when the shop listens (same address, a port of its own) and closes it with the shop.
 * Every HTML or JSON reply then names its images on that origin, the way a legacy server's CDN module rewrites them.
 */
export const registerCdn = (app: FastifyInstance, s: Services): ImageOrigin => {
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
  const of = (req: FastifyRequest): string | undefined =>
    port === undefined ? undefined : `${req.protocol}://${req.hostname}:${port}`;
  app.addHook('onSend', async (req, reply, payload) => {
    const origin = of(req);
    if (origin === undefined || typeof payload !== 'string') return payload;
    if (!/\b(html|json)\b/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    return payload.replace(IMAGE_PATH, `$1${origin}$2`);
  });
  app.addHook('onClose', async () => {
    await cdn?.close();
  });
  return { of };
};
