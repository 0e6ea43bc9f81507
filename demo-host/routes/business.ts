// Member-only adds: purchase lists (both paths), adds with comments, adds to an order being approved.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formOf } from '../body.ts';
import { parseLines } from '../cart/lines.ts';
import { resolveLines } from '../cart/validate.ts';
import { t } from '../i18n.ts';
import { callResult, MsgType, msg, Result } from '../results.ts';
import type { Services } from '../services.ts';
import { orderDuplicates } from './order-approval.ts';
import { serve, serveAdd } from './serve.ts';

export const businessRoutes = (app: FastifyInstance, s: Services): void => {
  const addToList = async (req: FastifyRequest) => {
    const form = formOf(req);
    const { lang } = req.ctx;
    const userId = req.ctx.user?.id ?? 0;
    const lines = parseLines(form);
    const listId = form.int('purchaseListId', 0, 0);
    const res = resolveLines(s.repo, lines, lang);
    if (res.errors.length > 0) return callResult(Result.ERROR, res.errors);
    let list =
      listId > 0
        ? s.db
            .prepare<[number, number], { id: number; name: string }>(
              'SELECT id, name FROM purchase_lists WHERE id = ? AND user_id = ?',
            )
            .get(listId, userId)
        : undefined;
    if (listId > 0 && !list) return callResult(Result.ERROR, [msg(t(lang, 'unknownList'), MsgType.ERROR)]);
    const ins = s.db.prepare(
      'INSERT INTO purchase_list_lines (list_id, product_id, uom_id, qty, comment) VALUES (?, ?, ?, ?, ?)',
    );
    s.db.transaction(() => {
      if (!list) {
        const name = `${lang === 'fr' ? 'Liste du' : 'List of'} ${new Date(s.now()).toISOString().slice(0, 10)}`;
        list = {
          id: Number(
            s.db
              .prepare('INSERT INTO purchase_lists (user_id, name, created) VALUES (?, ?, ?)')
              .run(userId, name, s.now()).lastInsertRowid,
          ),
          name,
        };
      }
      for (const l of res.lines) ins.run(list.id, l.product.id, l.uom.id, l.qty, l.line.Comment || null);
    })();
    const done = [msg(t(lang, 'addedList', res.lines.length, list?.name ?? ''), MsgType.SUCCESS)];
    return listId === 0
      ? callResult(Result.REDIRECT, done, {
          RedirectUrl: `${lang === 'fr' ? '/fr' : ''}/account/baskets?purchaseListId=${list?.id ?? 0}`,
        })
      : callResult(Result.SUCCESS, done);
  };
  serve(app, 'addToPurchaseList', addToList);
  serve(app, 'addToPurchaseListB2b', addToList);

  serveAdd(app, s, 'addProductsWithComments', 'addProductsWithCommentsConfirmed', {
    kind: 'cart',
    checkSector: false,
    copyListComments: true,
  });

  serve(app, 'addProductsOrderApproval', async (req) => {
    const form = formOf(req);
    const { lang } = req.ctx;
    const lines = parseLines(form);
    const orderId = form.int('idOrderToAdd', undefined, 1);
    const order = s.db
      .prepare<[number, number], { id: number; number: string }>(
        "SELECT id, number FROM orders WHERE id = ? AND user_id = ? AND status = 'pending-approval'",
      )
      .get(orderId, req.ctx.user?.id ?? 0);
    if (!order) return callResult(Result.ERROR, [msg(t(lang, 'unknownOrder'), MsgType.ERROR)]);
    const res = resolveLines(s.repo, lines, lang);
    if (res.errors.length > 0) return callResult(Result.ERROR, res.errors);
    // Each product and unit appears once in an order (uomduplicate on the page): refuse what it holds or what repeats.
    const held = orderDuplicates(s, order.id);
    const duplicates = res.lines.filter((l) => {
      const key = `${l.product.id}:${l.uom.id}`;
      const seen = held.has(key);
      held.add(key);
      return seen;
    });
    if (duplicates.length > 0)
      return callResult(
        Result.ERROR,
        duplicates.map((l) => msg(t(lang, 'duplicateUnit', l.product.code), MsgType.ERROR)),
      );
    const ins = s.db.prepare('INSERT INTO order_lines (order_id, product_id, uom_id, qty) VALUES (?, ?, ?, ?)');
    s.db.transaction(() => {
      for (const l of res.lines) ins.run(order.id, l.product.id, l.uom.id, l.qty);
    })();
    return callResult(Result.SUCCESS, [msg(t(lang, 'addedOrder', res.lines.length, order.number), MsgType.SUCCESS)]);
  });
};
