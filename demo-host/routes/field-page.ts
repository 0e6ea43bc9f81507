// The editors' field page (`/__sf/field`, `/fr/__sf/field`) and the files it loads from this origin: the chart
// library's built browser file and style sheet from node_modules (uPlot), the page's own script and styles.
//
// Editors only: the same rule as the content-editor preview (context.ts), a signed-in user whose account is an
// editor's. A visitor is asked to log in (401, the house's login link coming back here); a shopper is refused (403).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { transformSync } from 'esbuild';
import type { FastifyInstance } from 'fastify';
import { fieldFigures } from '../field/figures.ts';
import { FIELD_PAGE_PATH } from '../field/paths.ts';
import { html } from '../html.ts';
import { type Lang, pick } from '../i18n.ts';
import { fieldPage, fieldShell, type PageScript } from '../pages/field-page.ts';
import { loginRequired } from '../pages/login-required.ts';
import type { Services } from '../services.ts';

type Asset = { type: string; body: string; integrity: string };

/** Read (and for the page script, compiled) once per process, on first use. */
const once = (make: () => { type: string; body: string }): (() => Asset) => {
  let asset: Asset | undefined;
  return () => {
    if (asset) return asset;
    const { type, body } = make();
    const integrity = `sha384-${crypto.createHash('sha384').update(body).digest('base64')}`;
    asset = { type, body, integrity };
    return asset;
  };
};
// Not import.meta.resolve: vite's module runner (vitest's global setup starts demo-host there) has none.
const require = createRequire(import.meta.url);
const read = (file: string | URL): string => fs.readFileSync(file, 'utf8');

const JS = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';
const ASSETS: Readonly<Record<string, () => Asset>> = {
  'uplot.js': once(() => ({ type: JS, body: read(require.resolve('uplot/dist/uPlot.iife.min.js')) })),
  'uplot.css': once(() => ({ type: CSS, body: read(require.resolve('uplot/dist/uPlot.min.css')) })),
  'charts.js': once(() => ({
    type: JS,
    body: transformSync(read(new URL('../field/charts.client.ts', import.meta.url)), {
      loader: 'ts',
      format: 'iife',
      target: 'es2022',
    }).code,
  })),
  'field.css': once(() => ({ type: CSS, body: read(new URL('../pages/field-page.css', import.meta.url)) })),
};

const scripts = (): PageScript[] =>
  ['uplot.js', 'charts.js'].map((name) => ({
    src: `${FIELD_PAGE_PATH}/${name}`,
    integrity: ASSETS[name]?.().integrity ?? '',
  }));

export const fieldPageRoutes = (app: FastifyInstance, s: Services): void => {
  for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
    app.get(lang === 'fr' ? `/fr${FIELD_PAGE_PATH}` : FIELD_PAGE_PATH, async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      const user = req.ctx.user;
      if (!user) {
        const login = loginRequired(lang, req.url);
        return reply.code(401).send(fieldShell(lang, login.title, login.main));
      }
      if (user.editor !== 1) {
        const title = pick(lang, 'Editors only', 'Réservé aux éditeurs');
        const main = html`<h1>${title}</h1><p>${pick(lang, 'This page is for the store’s content editors.', 'Cette page est réservée aux éditeurs de contenu de la boutique.')}</p>`;
        return reply.code(403).send(fieldShell(lang, title, main));
      }
      return reply.send(fieldPage(lang, fieldFigures(s.db, s.now()), scripts()));
    });
  }
  app.get<{ Params: { name: string } }>(`${FIELD_PAGE_PATH}/:name`, async (req, reply) => {
    const asset = ASSETS[req.params.name]?.();
    if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(asset.type).header('cache-control', 'public, max-age=300').send(asset.body);
  });
};
