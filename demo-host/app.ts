// Builds the demo-host Fastify app (legacy endpoints + CMS pages) on an embedded SQLite store; no listen.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { CartStore } from './cart/store.ts';
import { CatalogueRepo } from './catalogue/repo.ts';
import { registerCdn } from './cdn.ts';
import { registerContext } from './context.ts';
import { openDatabase } from './db/open.ts';
import { registerDefences } from './defences.ts';
import { t } from './i18n.ts';
import { LoginLimiter } from './login-limiter.ts';
import { pageRoutes } from './pages/routes.ts';
import { preloadLinesFor } from './preload.ts';
import { BadInput, callResult, MsgType, msg, Result } from './results.ts';
import { asyncRoutes } from './routes/async.ts';
import { businessRoutes } from './routes/business.ts';
import { cartRoutes } from './routes/cart.ts';
import { commentRoutes } from './routes/comments.ts';
import { registerFaults } from './routes/fault.ts';
import { fieldReportRoutes } from './routes/field-reports.ts';
import { headerRoutes } from './routes/header.ts';
import { imageRoutes } from './routes/images.ts';
import { listingRoutes } from './routes/listing.ts';
import { providerRoutes } from './routes/providers.ts';
import { sessionRoutes } from './routes/session.ts';
import { registerSwitches } from './routes/switches.ts';
import { utilRoutes } from './routes/utils.ts';
import type { Services } from './services.ts';
import { SessionStore } from './sessions.ts';

export type BuildOptions = {
  dataDir?: string;
  distDir?: string;
  logger?: boolean;
  now?: () => number;
  /** The fault switch (README "Fault switch"): for tests only; by default on when DEMO_FAULTS=1 (the test configs set it). */
  faults?: boolean;
  /** Product images from a second listener beside the shop (README "Images on a second origin"); on by default. */
  cdn?: boolean;
  /**
   * The proxies in front of the app (Fastify's `trustProxy`: their addresses or CIDRs): the client address
   * then comes from X-Forwarded-For, so login limits count each client (README "What the reference server guarantees").
   */
  trustProxy?: string | string[];
  /**
   * Host names (besides localhost, 127.0.0.1 and [::1]) the shop is reached under whose pages name the image
   * origin; under any other Host header images stay on the shop's origin (README "Images on a second origin").
   */
  cdnHosts?: readonly string[];
};

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_DATA_DIR = path.join(HERE, 'data');
const DEFAULT_DIST_DIR = path.join(HERE, '..', 'dist');

/**
 * Hashed chunks (everything under chunks/) never change under their name: cached for a year. The stable names
 * page authors use (storefront.js, storefront.css, the manifests) must pick up a new release within minutes.
 */
const distCacheControl = (file: string): string =>
  /[\\/]chunks[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';

export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const s = openServices(opts);
  const distDir = opts.distDir ?? DEFAULT_DIST_DIR;
  const app = Fastify({
    logger: opts.logger ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    ...(opts.trustProxy === undefined ? {} : { trustProxy: opts.trustProxy }),
  });
  app.addHook('onClose', async () => s.db.close());
  await registerRequestHandling(app, s, opts);
  await registerDelivery(app, distDir);
  registerRoutes(app, s, distDir);
  return app;
}

/** The store and what the routes share over it; sessions that ran out while the server was down go first. */
function openServices(opts: BuildOptions): Services {
  const now = opts.now ?? Date.now;
  const db = openDatabase(opts.dataDir ?? DEFAULT_DATA_DIR, now());
  const sessions = new SessionStore(db, now);
  sessions.prune();
  return {
    db,
    repo: new CatalogueRepo(db),
    carts: new CartStore(db, now),
    sessions,
    logins: new LoginLimiter(now),
    switches: { off: [] },
    now,
  };
}

/** What every request passes through before and after its route: parsing, context, defences, caching, errors. */
async function registerRequestHandling(app: FastifyInstance, s: Services, opts: BuildOptions): Promise<void> {
  await app.register(cookie);
  await app.register(formbody);
  registerContext(app, s.db, s.sessions);
  const images = opts.cdn === false ? undefined : registerCdn(app, s, opts.cdnHosts);
  registerDefences(app, images);
  // The fault switch, and the flip of the release's switches, exist only for tests (README "Fault switch").
  const forTests = opts.faults ?? process.env.DEMO_FAULTS === '1';
  if (forTests) registerFaults(app);
  registerSwitches(app, s.switches, forTests);
  app.addHook('onSend', async (_req, reply, payload) => {
    // Legacy calls are never cached (LEGACY-MARKUP.md §10).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  app.setErrorHandler(replyWithError);
}

function replyWithError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = req.ctx?.lang ?? 'en';
  if (err instanceof BadInput) return reply.code(400).send(callResult(Result.ERROR, [msg(err.message, MsgType.ERROR)]));
  if (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500) {
    return reply
      .code(err.statusCode)
      .send(callResult(Result.ERROR, [msg(t(lang, 'badRequest', err.message), MsgType.ERROR)]));
  }
  req.log.error(err);
  return reply.code(500).send(callResult(Result.ERROR, [msg('Internal error / Erreur interne', MsgType.ERROR)]));
}

/** How bytes leave the server: compression for pages and replies, and the built bundle under /dist/. */
async function registerDelivery(app: FastifyInstance, distDir: string): Promise<void> {
  // Pages and replies compressed by Accept-Encoding, as the legacy server's front end does; brotli at a level
  // cheap enough per request. dist/ files arrive with their own Content-Encoding and are left as they are.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  if (fs.existsSync(distDir))
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/dist/',
      decorateReply: false,
      // As a CDN would: the .br/.gz the build wrote beside each file, picked by Accept-Encoding.
      preCompressed: true,
      // Our own header below, not @fastify/static's max-age=0.
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', distCacheControl(file)),
    });
}

/** The legacy endpoints, then the CMS pages (which need to know whether a built bundle is there to load). */
function registerRoutes(app: FastifyInstance, s: Services, distDir: string): void {
  for (const routes of [
    cartRoutes,
    businessRoutes,
    commentRoutes,
    listingRoutes,
    headerRoutes,
    utilRoutes,
    providerRoutes,
    asyncRoutes,
    imageRoutes,
    sessionRoutes,
    fieldReportRoutes,
  ])
    routes(app, s);
  pageRoutes(app, s, {
    preload: preloadLinesFor(distDir),
    distAvailable:
      fs.existsSync(path.join(distDir, 'preact', 'storefront.js')) ||
      fs.existsSync(path.join(distDir, 'react', 'storefront.js')),
  });
}
