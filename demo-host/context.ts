// Per-request context: cookie session (none until a handler stores state), language, site mode, flavour, preview.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from './db/sqlite.ts';
import { type Lang, langOfCall } from './i18n.ts';
import { isPageNavigation } from './navigation.ts';
import type { CookieLife, SessionStore } from './sessions.ts';

type Site = 'b2b' | 'b2c';
type Flavour = 'react' | 'preact';
type User = { id: number; email: string; name: string; editor: 0 | 1 };
export type Ctx = {
  /** The live session, or null: a visitor gets one only when a handler stores state (see ensureSession). */
  sessionId: string | null;
  /** The session id, created (and its cookie set) on first need. */
  ensureSession: () => string;
  /**
   * Ends the current session and, for a user, starts a new one with a new id (login, logout: no fixation). `keep`:
   * the member ticked "keep me signed in" (a 30-day cookie instead of one for the browser session).
   */
  renewSession: (userId: number | null, keep?: boolean) => void;
  user: User | null;
  /**
   * A member's session named for the page (body `data-sf-visitor`, LEGACY-MARKUP.md §0): opaque, new at every login,
   * so the bundle never shows one session's cached results in another. Null for anonymous visitors (their listings
   * are public).
   */
  readonly visitorMark: string | null;
  orderToAdd: number;
  lang: Lang;
  pageLang: Lang;
  site: Site;
  flavour: Flavour;
  /** Content-editor preview (body data-sf-preview): only ever for a signed-in editor. */
  preview: boolean;
  /**
   * `?script=end`: this page carries the loader at the end of `<body>` instead of in `<head>` (README "Where the
   * script goes"), so both placements can be tried and measured on every page.
   */
  scriptAtEnd: boolean;
  /**
   * `?report=1` (remembered for the pages after it, `?report=0` to stop): this page opts in to the bundle's field
   * reports (`<meta name="sf-report">`, sent to demo-host's collector). Off by default, as for an adopter's page.
   */
  fieldReports: boolean;
  canDeliver: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
}

export const SESSION_COOKIE = 'sfsid';
const YEAR = 365 * 24 * 3600;
/** Static files never read or write a session. */
const STATIC_PATH = /^\/(dist|img)\/|^\/(demo-host\.css|favicon\.ico)$/i;

/** Reads a query parameter case-insensitively (LEGACY-MARKUP.md §10). */
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

/** No Max-Age for a member's browser session: closing the browser signs them out (a shared computer). */
const setSessionCookie = (reply: FastifyReply, id: string, life: CookieLife): void => {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    ...(life.maxAgeSeconds === undefined ? {} : { maxAge: life.maxAgeSeconds }),
  });
};

export const registerContext = (app: FastifyInstance, db: Database, sessions: SessionStore): void => {
  const getUser = db.prepare<[number], User>('SELECT id, email, name, is_editor AS editor FROM users WHERE id = ?');
  // A key of this process: a marker says nothing of the session id it names, and a restart renames every session.
  const markKey = crypto.randomBytes(32);
  const markOf = (sessionId: string) =>
    crypto.createHmac('sha256', markKey).update(sessionId).digest('base64url').slice(0, 22);
  app.decorateRequest('ctx', null as unknown as Ctx);
  app.addHook('onRequest', async (req, reply) => {
    const cookies = req.cookies;
    const path = req.url.split('?')[0] ?? '/';
    const isStatic = STATIC_PATH.test(path);
    if (!isStatic) sessions.pruneIfDue();
    const sent = cookies[SESSION_COOKIE];
    const row = isStatic ? undefined : sessions.find(sent);
    if (!isStatic && sent !== undefined && !row) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    if (row && sessions.touch(row)) setSessionCookie(reply, row.id, sessions.cookieLife(row));
    const pageLang: Lang = path === '/fr' || path.startsWith('/fr/') ? 'fr' : 'en';
    // The query shows this one reply in the mode it names; only a page the shopper loads remembers it.
    const remember = isPageNavigation(req);
    const siteQ = queryParam(req, 'site');
    const flavourQ = queryParam(req, 'flavour');
    if (remember && (siteQ === 'b2b' || siteQ === 'b2c')) setPref(reply, 'sfsite', siteQ);
    if (remember && (flavourQ === 'react' || flavourQ === 'preact')) setPref(reply, 'sfflavour', flavourQ);
    const site = siteQ === 'b2b' || siteQ === 'b2c' ? siteQ : cookies.sfsite === 'b2c' ? 'b2c' : 'b2b';
    const flavour =
      flavourQ === 'react' || flavourQ === 'preact' ? flavourQ : cookies.sfflavour === 'react' ? 'react' : 'preact';
    const reportQ = queryParam(req, 'report');
    if (remember && (reportQ === '1' || reportQ === '0')) setPref(reply, 'sfreport', reportQ);
    const fieldReports = reportQ ? reportQ === '1' : cookies.sfreport === '1';
    const user = row?.user_id ? (getUser.get(row.user_id) ?? null) : null;
    // A link from anywhere (?preview=1) must not put a visitor in editor mode: only an editor's own session may, and
    // the choice lasts as long as the browser session (no Max-Age).
    const previewQ = queryParam(req, 'preview');
    const editor = user?.editor === 1;
    if (remember && editor && (previewQ === '1' || previewQ === '0'))
      reply.setCookie('sfpreview', previewQ, { path: '/', httpOnly: true, sameSite: 'lax' });
    const preview = editor && (previewQ ? previewQ === '1' : cookies.sfpreview === '1');
    const ctx: Ctx = {
      sessionId: row?.id ?? null,
      ensureSession: () => {
        if (ctx.sessionId !== null) return ctx.sessionId;
        const id = sessions.create(null);
        setSessionCookie(reply, id, sessions.cookieLife({ user_id: null, keep: 0 }));
        ctx.sessionId = id;
        return id;
      },
      renewSession: (userId, keep = false) => {
        if (ctx.sessionId !== null) sessions.destroy(ctx.sessionId);
        ctx.sessionId = userId === null ? null : sessions.create(userId, keep);
        ctx.user = userId === null ? null : (getUser.get(userId) ?? null);
        ctx.orderToAdd = 0;
        if (ctx.sessionId === null) reply.clearCookie(SESSION_COOKIE, { path: '/' });
        else setSessionCookie(reply, ctx.sessionId, sessions.cookieLife({ user_id: userId, keep: keep ? 1 : 0 }));
      },
      user,
      get visitorMark() {
        return ctx.user && ctx.sessionId !== null ? markOf(ctx.sessionId) : null;
      },
      orderToAdd: row?.order_to_add ?? 0,
      lang: langOfCall(cookies.culture, req.headers.referer),
      pageLang,
      site,
      flavour,
      preview,
      scriptAtEnd: queryParam(req, 'script') === 'end',
      fieldReports,
      canDeliver: cookies.CanDeliverToSector === '1' || cookies.CanDeliverToSector === 'true',
    };
    req.ctx = ctx;
  });
};
