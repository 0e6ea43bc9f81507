// Server-side quantity rules (the server is the authority): resolves lines to products and units.

import type { CatalogueRepo, Uom } from '../catalogue/repo.ts';
import { type Lang, t } from '../i18n.ts';
import { MsgType, msg, type StatusMessage } from '../results.ts';
import type { ProductLine, ResolvedLine } from './lines.ts';
import { unitMax } from './rules.ts';

export type Resolution = { lines: ResolvedLine[]; errors: StatusMessage[]; warnings: StatusMessage[] };

const isMultiple = (qty: number, multiple: number): boolean => {
  if (multiple <= 0) return true;
  const ratio = qty / multiple;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
};

export const resolveLines = (repo: CatalogueRepo, lines: ProductLine[], lang: Lang): Resolution => {
  const out: Resolution = { lines: [], errors: [], warnings: [] };
  for (const line of lines) {
    const product = repo.productByCode(line.ProductCode);
    if (!product) {
      out.errors.push(msg(t(lang, 'unknownProduct', line.ProductCode), MsgType.ERROR));
      continue;
    }
    const uoms = repo.uoms(product.id);
    const uom = line.Uom === 0 ? uoms[0] : uoms.find((u) => u.id === line.Uom);
    if (!uom) {
      out.errors.push(msg(t(lang, 'unknownUom', product.code, line.Uom), MsgType.ERROR));
      continue;
    }
    let qty = line.Qty;
    if (product.digital === 1 && qty !== 1) {
      if (qty > 0) out.warnings.push(msg(t(lang, 'digitalOne', product.code), MsgType.WARNING));
      qty = 1;
    }
    const err = checkQty(product.code, qty, uom, lang);
    if (err) out.errors.push(err);
    else out.lines.push({ line, product, uom, qty });
  }
  return out;
};

export const checkQty = (code: string, qty: number, uom: Uom, lang: Lang): StatusMessage | null => {
  const min = uom.min_qty > 0 ? uom.min_qty : 1;
  const max = unitMax(uom.max_qty);
  if (qty <= 0) return msg(t(lang, 'qtyPositive', code), MsgType.ERROR);
  if (qty < min) return msg(t(lang, 'qtyMin', code, min), MsgType.ERROR);
  if (!isMultiple(qty, uom.qty_multiple)) return msg(t(lang, 'qtyMultiple', code, uom.qty_multiple), MsgType.ERROR);
  if (qty > max) return msg(t(lang, 'qtyMax', code, max), MsgType.ERROR);
  return null;
};
