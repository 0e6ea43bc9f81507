// Per-request context: cookie session (anonymous by default), language, site mode, flavour, preview.
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Lang, langOfCall } from './i18n.ts';

export type Site = 'b2b' | 'b2c';
export type Flavour = 'react' | 'preact';
export type User = { id: number; email: string; name: string };
export type Ctx = {
  sessionId: string;
  user: User | null;
  orderToAdd: number;
  lang: Lang;
  pageLang: Lang;
  site: Site;
  flavour: Flavour;
  preview: boolean;
  canDeliver: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
}

export const SESSION_COOKIE = 'sfsid';
const YEAR = 365 * 24 * 3600;

/** Reads a query parameter case-insensitively (spec section 2). */
export const queryParam = (req: FastifyRequest, name: string): string | undefined => {
  const q = req.query as Record<string, unknown> | undefined;
  if (!q) return undefined;
  const key = Object.keys(q).find((k) => k.toLowerCase() === name.toLowerCase());
  const v = key === undefined ? undefined : q[key];
  return typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined;
};

const setPref = (reply: FastifyReply, name: string, value: string): void => {
  reply.setCookie(name, value, { path: '/', maxAge: YEAR, sameSite: 'lax' });
};

export const registerContext = (app: FastifyInstance, db: Database.Database, now: () => number): void => {
  const getSession = db.prepare<[string], { user_id: number | null; order_to_add: number }>(
    'SELECT user_id, order_to_add FROM sessions WHERE id = ?',
  );
  const newSession = db.prepare('INSERT INTO sessions (id, user_id, order_to_add, created) VALUES (?, NULL, 0, ?)');
  const getUser = db.prepare<[number], User>('SELECT id, email, name FROM users WHERE id = ?');
  app.decorateRequest('ctx', null as unknown as Ctx);
  app.addHook('onRequest', async (req, reply) => {
    const cookies = req.cookies;
    let sessionId = cookies[SESSION_COOKIE] ?? '';
    let row = /^[a-f0-9]{32}$/.test(sessionId) ? getSession.get(sessionId) : undefined;
    if (!row) {
      sessionId = crypto.randomBytes(16).toString('hex');
      newSession.run(sessionId, now());
      row = { user_id: null, order_to_add: 0 };
      reply.setCookie(SESSION_COOKIE, sessionId, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: YEAR });
    }
    const path = req.url.split('?')[0] ?? '/';
    const pageLang: Lang = path === '/fr' || path.startsWith('/fr/') ? 'fr' : 'en';
    const siteQ = queryParam(req, 'site');
    const flavourQ = queryParam(req, 'flavour');
    if (siteQ === 'b2b' || siteQ === 'b2c') setPref(reply, 'sfsite', siteQ);
    if (flavourQ === 'react' || flavourQ === 'preact') setPref(reply, 'sfflavour', flavourQ);
    const site = siteQ === 'b2b' || siteQ === 'b2c' ? siteQ : cookies.sfsite === 'b2c' ? 'b2c' : 'b2b';
    const flavour =
      flavourQ === 'react' || flavourQ === 'preact' ? flavourQ : cookies.sfflavour === 'react' ? 'react' : 'preact';
    const previewQ = queryParam(req, 'preview');
    if (previewQ === '1' || previewQ === '0') setPref(reply, 'sfpreview', previewQ);
    const preview = previewQ ? previewQ === '1' : cookies.sfpreview === '1';
    req.ctx = {
      sessionId,
      user: row.user_id ? (getUser.get(row.user_id) ?? null) : null,
      orderToAdd: row.order_to_add,
      lang: langOfCall(cookies.culture, req.headers.referer),
      pageLang,
      site,
      flavour,
      preview,
      canDeliver: cookies.CanDeliverToSector === '1' || cookies.CanDeliverToSector === 'true',
    };
  });
};
