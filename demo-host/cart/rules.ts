// The rules every path that puts products in a basket applies: the sector check and the maximum on the summed quantity.
import type { Ctx } from '../context.ts';
import { type Lang, t } from '../i18n.ts';
import { MsgType, msg, type StatusMessage } from '../results.ts';
import type { ResolvedLine } from './lines.ts';
import type { CartStore } from './store.ts';

/** An anonymous visitor must pass the delivery-sector check (CanDeliverToSector cookie) before a cart add. */
export const sectorRefusal = (ctx: Ctx, lang: Lang): StatusMessage | null =>
  !ctx.user && !ctx.canDeliver ? msg(t(lang, 'sectorNeeded'), MsgType.ERROR) : null;

export const unitMax = (maxQty: number): number => (maxQty > 0 ? maxQty : 99999);

/**
 * Plain lines of one product and unit merge into one basket line, so the unit maximum applies to what the basket
 * already holds plus every line of this add (lines with customizer values stay separate and are checked alone).
 */
export const summedMaxErrors = (
  carts: CartStore,
  basketId: number | undefined,
  lines: ResolvedLine[],
  lang: Lang,
): StatusMessage[] => {
  const totals = new Map<string, { line: ResolvedLine; adding: number }>();
  for (const l of lines) {
    if (l.line.ProductCustomizerValues?.length) continue;
    const key = `${l.product.id}:${l.uom.id}`;
    const entry = totals.get(key) ?? { line: l, adding: 0 };
    entry.adding += l.qty;
    totals.set(key, entry);
  }
  const errors: StatusMessage[] = [];
  for (const { line, adding } of totals.values()) {
    const held = carts.plainQty(basketId, line.product.id, line.uom.id);
    const max = unitMax(line.uom.max_qty);
    if (held + adding > max + 1e-9)
      errors.push(msg(t(lang, 'qtyMaxTotal', line.product.code, max, held), MsgType.ERROR));
  }
  return errors;
};
