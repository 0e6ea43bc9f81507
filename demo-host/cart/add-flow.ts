// The shared add-to-cart/quote flow: validate all, then ActionOnConfirm, customizer, or add (all or nothing).
import type { FastifyRequest } from 'fastify';
import { formOf } from '../body.ts';
import { t } from '../i18n.ts';
import { renderCustomizer } from '../render/customizer.ts';
import { type AddResult, addResult, callResult, MsgType, msg, Result } from '../results.ts';
import type { Services } from '../services.ts';
import { type ProductLine, parseLines } from './lines.ts';
import { type BasketKind, ownerOf } from './store.ts';
import { type ResolvedLine, resolveLines } from './validate.ts';

export type AddOptions = { kind: BasketKind; confirmed: boolean; actionUrl: string; checkSector: boolean };

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
  if (o.checkSector && !req.ctx.user && !req.ctx.canDeliver)
    return addResult(callResult(Result.ERROR, [msg(t(lang, 'sectorNeeded'), MsgType.ERROR)]));
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
      return addResult(callResult(Result.SUCCESS, [msg(question, MsgType.WARNING)]), {
        ActionOnConfirm: o.actionUrl,
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
  const basket = s.carts.current(ownerOf(req.ctx), o.kind);
  const n = s.carts.addLines(basket, res.lines);
  const done = msg(t(lang, o.kind === 'cart' ? 'added' : 'addedQuote', n), MsgType.SUCCESS);
  return addResult(callResult(Result.SUCCESS, [done, ...res.warnings, ...lowStock(res.lines, lang)]), {
    NbProductsAdded: n,
  });
};

export const lowStock = (lines: ResolvedLine[], lang: 'en' | 'fr') =>
  lines
    .filter((l) => l.qty > l.product.stock)
    .map((l) => msg(t(lang, 'lowStock', l.product.code, l.product.stock), MsgType.WARNING));
