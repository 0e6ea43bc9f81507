// Member-only adds: purchase lists (both paths), adds with comments, adds to an order being approved.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formOf } from '../body.ts';
import { parseLines } from '../cart/lines.ts';
import { resolveLines } from '../cart/validate.ts';
import { type Lang, t } from '../i18n.ts';
import { callResult, MsgType, msg, Result } from '../results.ts';
import type { Services } from '../services.ts';
import { orderDuplicates } from './order-approval.ts';
import { serve, serveAdd } from './serve.ts';

type ResolvedLine = ReturnType<typeof resolveLines>['lines'][number];

interface PurchaseList {
  id: number;
  name: string;
}

export const businessRoutes = (app: FastifyInstance, s: Services): void => {
  const addToList = async (req: FastifyRequest) => addToPurchaseList(s, req);
  serve(app, 'addToPurchaseList', addToList);
  serve(app, 'addToPurchaseListB2b', addToList);

  serveAdd(app, s, 'addProductsWithComments', 'addProductsWithCommentsConfirmed', {
    kind: 'cart',
    checkSector: false,
    copyListComments: true,
  });

  serve(app, 'addProductsOrderApproval', async (req) => addToOrderApproval(s, req));
};

/** Adds the lines to the member's list, or to a new list (then redirects to it) when no list is named. */
function addToPurchaseList(s: Services, req: FastifyRequest) {
  const form = formOf(req);
  const { lang } = req.ctx;
  const userId = req.ctx.user?.id ?? 0;
  const lines = parseLines(form);
  const listId = form.int('purchaseListId', 0, 0);
  const res = resolveLines(s.repo, lines, lang);
  if (res.errors.length > 0) return callResult(Result.ERROR, res.errors);
  const named =
    listId > 0
      ? s.db
          .prepare<[number, number], PurchaseList>('SELECT id, name FROM purchase_lists WHERE id = ? AND user_id = ?')
          .get(listId, userId)
      : undefined;
  if (listId > 0 && !named) return callResult(Result.ERROR, [msg(t(lang, 'unknownList'), MsgType.ERROR)]);
  const list = s.db.transaction(() => {
    const target = named ?? createList(s, userId, lang);
    insertListLines(s, target.id, res.lines);
    return target;
  })();
  const done = [msg(t(lang, 'addedList', res.lines.length, list.name), MsgType.SUCCESS)];
  return listId === 0
    ? callResult(Result.REDIRECT, done, {
        RedirectUrl: `${lang === 'fr' ? '/fr' : ''}/account/baskets?purchaseListId=${list.id}`,
      })
    : callResult(Result.SUCCESS, done);
}

/** A new list of the member's, named after today's date. */
function createList(s: Services, userId: number, lang: Lang): PurchaseList {
  const name = `${lang === 'fr' ? 'Liste du' : 'List of'} ${new Date(s.now()).toISOString().slice(0, 10)}`;
  const id = s.db
    .prepare('INSERT INTO purchase_lists (user_id, name, created) VALUES (?, ?, ?)')
    .run(userId, name, s.now()).lastInsertRowid;
  return { id: Number(id), name };
}

function insertListLines(s: Services, listId: number, lines: readonly ResolvedLine[]): void {
  const ins = s.db.prepare(
    'INSERT INTO purchase_list_lines (list_id, product_id, uom_id, qty, comment) VALUES (?, ?, ?, ?, ?)',
  );
  for (const l of lines) ins.run(listId, l.product.id, l.uom.id, l.qty, l.line.Comment || null);
}

/** Adds the lines to the member's order waiting for approval, refusing a product and unit it already holds. */
function addToOrderApproval(s: Services, req: FastifyRequest) {
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
  const duplicates = repeatedUnits(s, order.id, res.lines);
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
}

// Each product and unit appears once in an order (uomduplicate on the page): refuse what it holds or what repeats.
function repeatedUnits(s: Services, orderId: number, lines: readonly ResolvedLine[]): ResolvedLine[] {
  const held = orderDuplicates(s, orderId);
  return lines.filter((l) => {
    const key = `${l.product.id}:${l.uom.id}`;
    const seen = held.has(key);
    held.add(key);
    return seen;
  });
}
