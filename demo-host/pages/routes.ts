// Registers every CMS page in English (/...) and French (/fr/...) and serves the demo stylesheet.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { html, type RawHtml } from '../html.ts';
import { pick } from '../i18n.ts';
import type { Services } from '../services.ts';
import { accountPages } from './account.ts';
import { cartPages } from './cart.ts';
import { cataloguePages } from './catalogue-pages.ts';
import { layout } from './layout.ts';
import { productPages } from './product.ts';
import { purchaseListPages } from './purchase-list.ts';
import { quickOrderPages } from './quick-order.ts';
import type { PageRegistrar } from './registrar.ts';
import { tagsPage } from './tags.ts';

const CSS = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-host.css'), 'utf8');

/** The build's preload lines for a page of a flavour, one set for every engine (demo-host/preload.ts). */
type PreloadLines = (flavour: string, lang: 'en' | 'fr', page: string, off: readonly string[]) => RawHtml;

export const pageRoutes = (
  app: FastifyInstance,
  s: Services,
  o: { distAvailable: boolean; preload?: PreloadLines },
): void => {
  const page: PageRegistrar = (p, handler, method = 'GET') => {
    for (const lang of ['en', 'fr'] as const) {
      const url = lang === 'fr' ? (p === '/' ? '/fr/' : `/fr${p}`) : p;
      app.route({
        method,
        url,
        handler: async (req, reply) => {
          reply.setCookie('culture', lang, { path: '/', sameSite: 'lax' });
          req.ctx.lang = lang;
          const result = await handler(req, lang, reply);
          if (result === 'sent') return reply;
          reply.type('text/html; charset=utf-8');
          const found = result ?? {
            title: pick(lang, 'Page not found', 'Page introuvable'),
            main: html`<h1>${pick(lang, 'Page not found', 'Page introuvable')}</h1>`,
          };
          if (!result) reply.code(404);
          return layout({
            ctx: req.ctx,
            lang,
            title: found.title,
            path: req.url,
            main: found.main,
            distAvailable: o.distAvailable,
            // The README's embed carries the lines; `?preload=0` leaves them out (the embed before them, measured
            // beside it in the bench).
            preload:
              new URL(req.url, 'http://host').searchParams.get('preload') === '0'
                ? undefined
                : o.preload?.(req.ctx.flavour, lang, found.main.value, s.switches.off),
            repo: s.repo,
            pageId: p,
          });
        },
      });
    }
  };
  app.get('/demo-host.css', async (_req, reply) =>
    reply.type('text/css').header('cache-control', 'public, max-age=300').send(CSS),
  );
  app.get('/favicon.ico', async (_req, reply) => reply.code(204).send());
  cataloguePages(app, s, page);
  productPages(app, s, page);
  cartPages(app, s, page);
  quickOrderPages(app, s, page);
  accountPages(app, s, page);
  purchaseListPages(app, s, page);
  tagsPage(app, s, page);
};
