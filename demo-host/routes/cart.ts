// Cart and quote endpoints: addproducts (+confirmed), addproductstoquote (+confirmed), addproduct, quantity confirmation.
import type { FastifyInstance } from 'fastify';
import { formOf } from '../body.ts';
import { lowStock } from '../cart/add-flow.ts';
import { parseLines, parseQty } from '../cart/lines.ts';
import { sectorRefusal, summedMaxErrors } from '../cart/rules.ts';
import { ownerOf, readerOf } from '../cart/store.ts';
import { resolveLines } from '../cart/validate.ts';
import { renderQtyConfirmation } from '../render/qty-confirm.ts';
import { BadInput, callResult, Result } from '../results.ts';
import type { Services } from '../services.ts';
import { serve, serveAdd } from './serve.ts';

export const cartRoutes = (app: FastifyInstance, s: Services): void => {
  serveAdd(app, s, 'addProducts', 'addProductsConfirmed', { kind: 'cart', checkSector: true });
  serveAdd(app, s, 'addProductsToQuote', 'addProductsToQuoteConfirmed', { kind: 'quote', checkSector: false });

  // The cart page quick add: refusals answer a CallResult (403 before the sector check, 400 for a rule); otherwise a
  // string list, empty when the line was added, else the warnings and nothing added.
  serve(app, 'addProduct', async (req, reply) => {
    const form = formOf(req);
    const { lang } = req.ctx;
    const code = form.str('productCode', 40);
    const qty = parseQty(form.str('qty', 20));
    if (qty === null || qty < 0) return form.badInput('badNumber', 'qty');
    const uom = form.int('uom', 0, 0);
    const sector = sectorRefusal(req.ctx, lang);
    if (sector) return reply.code(403).send(callResult(Result.ERROR, [sector]));
    const res = resolveLines(
      s.repo,
      [{ Qty: qty, ProductCode: code, Uom: uom, UniqueCodes: '', ProductCustomizerValues: null, Comment: '' }],
      lang,
    );
    if (res.errors.length > 0) throw new BadInput(res.errors.map((e) => e.Message).join(' '));
    const tooMany = summedMaxErrors(s.carts, s.carts.find(readerOf(req.ctx), 'cart'), res.lines, lang);
    if (tooMany.length > 0) throw new BadInput(tooMany.map((e) => e.Message).join(' '));
    // Warnings mean nothing was added (storefront spec §7: "empty means success"): the shopper changes the quantity.
    const warnings = [...res.warnings, ...lowStock(res.lines, lang)].map((m) => m.Message);
    if (warnings.length === 0) s.carts.addLines(s.carts.current(ownerOf(req.ctx), 'cart'), res.lines);
    return warnings;
  });

  serve(app, 'quantityConfirmation', async (req, reply) => {
    const form = formOf(req);
    const toConfirm = parseLines(form, 'productsToConfirm');
    const confirmedRaw = form.opt('productsConfirmed', 200_000);
    const confirmed =
      confirmedRaw && confirmedRaw.trim() !== '' && confirmedRaw.trim() !== '[]'
        ? parseLines(form, 'productsConfirmed')
        : [];
    const mode = form.int('mode', 1, 0, 1);
    reply.type('text/html; charset=utf-8');
    return renderQtyConfirmation(s.repo, toConfirm, confirmed, mode, req.ctx.lang);
  });
};
