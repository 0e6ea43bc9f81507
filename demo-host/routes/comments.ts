// Order-line comments (member only): add/remove one, add/remove several; lines must belong to the caller.
import type { FastifyInstance } from 'fastify';
import { type Form, formOf, wholeNumber } from '../body.ts';
import { ownerOf } from '../cart/store.ts';
import { t } from '../i18n.ts';
import { callResult, MsgType, msg, Result } from '../results.ts';
import type { Services } from '../services.ts';
import { serve } from './serve.ts';

const MAX_COMMENT = 500;
type Pair = { line: number; other: number | string };

/** addcomments: `comments` is a JSON list of {OrderLineId, Comment} (LEGACY-MARKUP.md §8). */
const parseAdditions = (form: Form): Pair[] => {
  const raw = form.json('comments');
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 200) return form.badInput('badJson', 'comments');
  return raw.map((x: unknown) => {
    if (typeof x !== 'object' || x === null) return form.badInput('badJson', 'comments');
    const o = x as Record<string, unknown>;
    const line = wholeNumber(o.OrderLineId ?? o.orderLineId) ?? 0;
    const other = o.Comment ?? o.comment;
    if (line < 1) return form.badInput('badNumber', 'OrderLineId');
    if (typeof other !== 'string' || other.trim() === '') return form.badInput('missingField', 'Comment');
    if (other.length > MAX_COMMENT) return form.badInput('tooLong', 'Comment', MAX_COMMENT);
    return { line, other };
  });
};

/**
 * removecomments: `comments` is a list bound from form fields, `comments[0][OrderLineId]` and `comments[0][CommentId]`
 * (LEGACY-MARKUP.md §8), as a model binder binds a list; a JSON string in `comments` binds to nothing, so it is refused.
 */
const parseRemovals = (form: Form): Pair[] => {
  const rows = form.rows('comments');
  if (rows.length === 0) return form.badInput('missingField', 'comments[0][OrderLineId]');
  return rows.map((row) => {
    const line = wholeNumber(row.orderlineid) ?? 0;
    if (line < 1) return form.badInput('badNumber', 'OrderLineId');
    const id = wholeNumber(row.commentid) ?? 0;
    if (id < 1) return form.badInput('badNumber', 'CommentId');
    return { line, other: id };
  });
};

export const commentRoutes = (app: FastifyInstance, s: Services): void => {
  const apply = (owner: string, pairs: Pair[], lang: 'en' | 'fr', add: boolean) => {
    const bad = pairs.find((p) => !s.carts.lineOwnedBy(p.line, owner));
    if (bad) return callResult(Result.ERROR, [msg(t(lang, 'unknownLine', bad.line), MsgType.ERROR)]);
    if (!add) {
      const missing = pairs.find((p) => !s.carts.comments(p.line).some((c) => c.id === p.other));
      if (missing)
        return callResult(Result.ERROR, [msg(t(lang, 'unknownComment', String(missing.other)), MsgType.ERROR)]);
    }
    const ids = s.db.transaction(() =>
      pairs.map((p) => {
        if (add) return s.carts.addComment(p.line, String(p.other));
        s.carts.removeComment(p.line, Number(p.other));
        return Number(p.other);
      }),
    )();
    return callResult(Result.SUCCESS, [msg(t(lang, add ? 'commentAdded' : 'commentRemoved'), MsgType.SUCCESS)], {
      Value: ids.length === 1 ? ids[0] : ids,
    });
  };
  serve(app, 'addComment', async (req) => {
    const f = formOf(req);
    return apply(
      ownerOf(req.ctx),
      [{ line: f.int('orderLineId', undefined, 1), other: f.str('comment', MAX_COMMENT) }],
      req.ctx.lang,
      true,
    );
  });
  serve(app, 'addComments', async (req) => apply(ownerOf(req.ctx), parseAdditions(formOf(req)), req.ctx.lang, true));
  serve(app, 'removeComment', async (req) => {
    const f = formOf(req);
    return apply(
      ownerOf(req.ctx),
      [{ line: f.int('orderLineId', undefined, 1), other: f.int('commentId', undefined, 1) }],
      req.ctx.lang,
      false,
    );
  });
  serve(app, 'removeComments', async (req) => apply(ownerOf(req.ctx), parseRemovals(formOf(req)), req.ctx.lang, false));
};
