// The shared add-to-cart/quote flow: validate all, then ActionOnConfirm, customizer, or add (all or nothing).
import type { FastifyRequest } from 'fastify';
import { formOf, wholeNumber } from '../body.ts';
import { queryParam } from '../context.ts';
import { t } from '../i18n.ts';
import { renderCustomizer } from '../render/customizer.ts';
import { type AddResult, addResult, callResult, MsgType, msg, Result } from '../results.ts';
import type { Services } from '../services.ts';
import type { ResolvedLine } from './lines.ts';
import { type ProductLine, parseLines } from './lines.ts';
import { sectorRefusal, summedMaxErrors } from './rules.ts';
import { type BasketKind, ownerOf, readerOf } from './store.ts';
import { resolveLines } from './validate.ts';

export type AddOptions = {
  kind: BasketKind;
  confirmed: boolean;
  actionUrl: string;
  checkSector: boolean;
  /** addproductswithcomments: each line takes the comment of the same product and unit in idPurchaseListCopyComments. */
  copyListComments?: boolean;
};

/** The comments of the member's purchase list, by product and unit (an unknown or foreign list has none). */
const listComments = (s: Services, listId: number, userId: number): Map<string, string> => {
  const rows = s.db
    .prepare<[number, number], { product_id: number; uom_id: number; comment: string }>(
      `SELECT l.product_id, l.uom_id, l.comment FROM purchase_list_lines l JOIN purchase_lists pl ON pl.id = l.list_id
       WHERE pl.id = ? AND pl.user_id = ? AND l.comment IS NOT NULL AND l.comment <> '' ORDER BY l.id`,
    )
    .all(listId, userId);
  return new Map(rows.map((r) => [`${r.product_id}:${r.uom_id}`, r.comment]));
};

/**
 * The purchase list whose comments an add copies: the form's idPurchaseListCopyComments, or for the confirmed add
 * the same field in its URL (the ActionOnConfirm this server wrote: the spec's post to it carries no such field).
 */
const copyCommentsFrom = (req: FastifyRequest): number => {
  const fromUrl = wholeNumber(queryParam(req, 'idPurchaseListCopyComments') ?? '');
  return fromUrl !== null && fromUrl > 0 ? fromUrl : formOf(req).int('idPurchaseListCopyComments', 0, 0);
};

const withListComments = (s: Services, req: FastifyRequest, lines: ResolvedLine[]): ResolvedLine[] => {
  const listId = copyCommentsFrom(req);
  if (listId === 0 || !req.ctx.user) return lines;
  const comments = listComments(s, listId, req.ctx.user.id);
  return lines.map((l) => {
    const comment = comments.get(`${l.product.id}:${l.uom.id}`);
    return comment && !l.line.Comment ? { ...l, line: { ...l.line, Comment: comment } } : l;
  });
};

/** Swaps discontinued products for their replacement (first unit, same quantity rounded up to its rules). */
const withReplacements = (s: Services, lines: ProductLine[]): ProductLine[] =>
  lines.map((l) => {
    const p = s.repo.productByCode(l.ProductCode);
    const r = p?.discontinued && p.replacement_id ? s.repo.productById(p.replacement_id) : undefined;
    return r ? { ...l, ProductCode: r.code, Uom: s.repo.uoms(r.id)[0]?.id ?? 0 } : l;
  });

export const performAdd = (s: Services, req: FastifyRequest, o: AddOptions): AddResult => {
  const form = formOf(req);
  const { lang } = req.ctx;
  const sent = parseLines(form);
  const validateCustomizer = form.bool('validateProductCustomizer', true);
  const prebooking = form.int('idPriceListPromotionWebPrebooking', 0, 0);
  const sector = o.checkSector ? sectorRefusal(req.ctx, lang) : null;
  if (sector) return addResult(callResult(Result.ERROR, [sector]));
  const lines = o.confirmed ? withReplacements(s, sent) : sent;
  const res = resolveLines(s.repo, lines, lang);
  if (res.errors.length > 0) return addResult(callResult(Result.ERROR, res.errors));
  if (!o.confirmed) {
    const disc = res.lines.find((l) => l.product.discontinued === 1);
    if (disc || prebooking > 0) {
      const replacement = disc?.product.replacement_id ? s.repo.productById(disc.product.replacement_id) : undefined;
      const question = disc
        ? t(lang, 'discontinued', disc.product.code, replacement?.code ?? '')
        : t(lang, 'prebooking');
      const listId = o.copyListComments ? copyCommentsFrom(req) : 0;
      return addResult(callResult(Result.SUCCESS, [msg(question, MsgType.WARNING)]), {
        ActionOnConfirm: listId > 0 ? `${o.actionUrl}?idPurchaseListCopyComments=${listId}` : o.actionUrl,
        Products: sent,
      });
    }
  }
  if (
    validateCustomizer &&
    res.lines.some((l) => l.product.customizer === 1 && !l.line.ProductCustomizerValues?.length)
  ) {
    return addResult(callResult(Result.SUCCESS, []), {
      HasProductCustomizer: true,
      ProductCustomizerSection: renderCustomizer(res.lines, lang),
      Products: sent,
    });
  }
  const tooMany = summedMaxErrors(s.carts, s.carts.find(readerOf(req.ctx), o.kind), res.lines, lang);
  if (tooMany.length > 0) return addResult(callResult(Result.ERROR, tooMany));
  const basket = s.carts.current(ownerOf(req.ctx), o.kind);
  const n = s.carts.addLines(basket, o.copyListComments ? withListComments(s, req, res.lines) : res.lines);
  const done = msg(t(lang, o.kind === 'cart' ? 'added' : 'addedQuote', n), MsgType.SUCCESS);
  return addResult(callResult(Result.SUCCESS, [done, ...res.warnings, ...lowStock(res.lines, lang)]), {
    NbProductsAdded: n,
  });
};

export const lowStock = (lines: ResolvedLine[], lang: 'en' | 'fr') =>
  lines
    .filter((l) => l.qty > l.product.stock)
    .map((l) => msg(t(lang, 'lowStock', l.product.code, l.product.stock), MsgType.WARNING));
