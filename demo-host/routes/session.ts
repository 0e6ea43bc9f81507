// Login/logout, order-approval editing switch, and the CMS client-URL lookup (the one GET call).
import type { FastifyInstance } from 'fastify';
import { formOf } from '../body.ts';
import { readerOf } from '../cart/store.ts';
import type { Ctx } from '../context.ts';
import { queryParam } from '../context.ts';
import { verifyPassword } from '../passwords.ts';
import { callResult, Result } from '../results.ts';
import { safeReturnUrl } from '../safe-return-url.ts';
import type { Services } from '../services.ts';
import { serve } from './serve.ts';

export { safeReturnUrl } from '../safe-return-url.ts';

/**
 * Logs a demo user in (password "demo"): moves the anonymous cart into the user's cart, then a new session id;
 * `keep`: "keep me signed in" was ticked. Throws PasswordChecksBusy (passwords.ts) when too many checks are queued,
 * in all or from this client address.
 */
export const loginUser = async (
  s: Services,
  ctx: Ctx,
  clientIp: string,
  email: string,
  password: string,
  keep = false,
): Promise<boolean> => {
  const u = s.db
    .prepare<[string], { id: number; password: string }>('SELECT id, password FROM users WHERE lower(email) = lower(?)')
    .get(email);
  // Checked against a stand-in hash when there is no such account: the answer takes as long either way.
  if (!(await verifyPassword(clientIp, password, u?.password)) || !u) return false;
  s.carts.mergeInto(readerOf(ctx), `u:${u.id}`);
  ctx.renewSession(u.id, keep);
  return true;
};

export const sessionRoutes = (app: FastifyInstance, s: Services): void => {
  serve(app, 'logout', async (req) => {
    req.ctx.renewSession(null);
    return callResult(Result.REDIRECT, [], { RedirectUrl: req.ctx.lang === 'fr' ? '/fr/' : '/' });
  });

  serve(app, 'clientUrl', async (req, reply) => {
    const url = safeReturnUrl(queryParam(req, 'url'), '/');
    const culture = (queryParam(req, 'culture') ?? 'en').toLowerCase().startsWith('fr') ? 'fr' : 'en';
    const bare = url.replace(/^\/fr(\/|$)/, '/');
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(culture === 'fr' ? `/fr${bare}` : bare);
  });

  // A POST (a form's button, pages/account.ts and the layout's banner): a link or an image elsewhere, or on this
  // site, cannot switch a member's adds into an order, and another site's post is refused before it gets here.
  app.post('/account/approval/edit', async (req, reply) => {
    const form = formOf(req);
    const id = form.int('id', 0, 0);
    const user = req.ctx.user;
    const own =
      user !== null &&
      (id === 0 ||
        s.db
          .prepare("SELECT 1 FROM orders WHERE id = ? AND user_id = ? AND status = 'pending-approval'")
          .get(id, user.id) !== undefined);
    if (own && req.ctx.sessionId !== null) s.sessions.setOrderToAdd(req.ctx.sessionId, id);
    return reply.redirect(safeReturnUrl(form.opt('returnUrl', 500), id > 0 ? '/catalog' : '/account/approval'), 303);
  });
};
