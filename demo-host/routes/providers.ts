// External configurators A and B: the legacy calls plus a stub provider page with "finish" and "fail".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { finishDocCookie, PROVIDER_A, PROVIDER_B, type ProviderName } from '../../shared/providers.ts';
import { formOf } from '../body.ts';
import { parseQty } from '../cart/lines.ts';
import { sectorRefusal } from '../cart/rules.ts';
import { ownerOf } from '../cart/store.ts';
import { checkQty } from '../cart/validate.ts';
import { type Product, title, type Uom } from '../catalogue/repo.ts';
import { html } from '../html.ts';
import { type Lang, pick, t } from '../i18n.ts';
import { callResult, MsgType, msg, Result, type StatusMessage } from '../results.ts';
import type { Services } from '../services.ts';
import { serve } from './serve.ts';

const DAY = 24 * 3600;

type Design = { product: Product; uom: Uom; qty: number };

/** The product, its first unit (the one configurators order) and a quantity that meets that unit's rules, or why not. */
const designOf = (
  s: Services,
  provider: ProviderName,
  code: string,
  rawQty: string,
  lang: Lang,
): Design | StatusMessage => {
  const qty = parseQty(rawQty);
  if (qty === null) return msg(t(lang, 'badRequest', t(lang, 'badNumber', 'qty')), MsgType.ERROR);
  const product = s.repo.productByCode(code);
  if (!product) return msg(t(lang, 'unknownProduct', code), MsgType.ERROR);
  if (product.configurator !== provider) return msg(t(lang, 'noConfigurator'), MsgType.ERROR);
  const uom = s.repo.uoms(product.id)[0];
  if (!uom) return msg(t(lang, 'unknownUom', product.code, 0), MsgType.ERROR);
  return checkQty(product.code, qty, uom, lang) ?? { product, uom, qty };
};

export const providerRoutes = (app: FastifyInstance, s: Services): void => {
  const start = (provider: ProviderName) => async (req: FastifyRequest) => {
    const form = formOf(req);
    const code = form.str('productcode', 40);
    const design = designOf(s, provider, code, form.opt('qty', 20) ?? '1', req.ctx.lang);
    if ('Message' in design) return callResult(Result.ERROR, [design]);
    return callResult(Result.SUCCESS, [], {
      Value: `/provider/${provider}?productcode=${encodeURIComponent(design.product.code)}&qty=${design.qty}`,
    });
  };
  serve(app, 'easyprintStart', start(PROVIDER_A));
  serve(app, 'deskdesignStart', start(PROVIDER_B));
  serve(app, 'deskdesignPortal', async () =>
    callResult(Result.SUCCESS, [], { Value: `/provider/${PROVIDER_B}/portal` }),
  );

  for (const provider of [PROVIDER_A, PROVIDER_B] as const) {
    app.get(`/provider/${provider}`, async (req, reply) => {
      const q = req.query as Record<string, string | undefined>;
      const p = s.repo.productByCode(q.productcode ?? '');
      const lang = req.ctx.lang;
      reply.type('text/html; charset=utf-8');
      return html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${provider}</title><link rel="stylesheet" href="/demo-host.css"></head><body>
<h1>${provider} – ${pick(lang, 'online designer (demo stub)', 'concepteur en ligne (démo)')}</h1><p>${p ? title(p, lang) : ''} × ${q.qty ?? '1'}</p>
<form method="post" action="/provider/${provider}/done"><input type="hidden" name="productcode" value="${q.productcode ?? ''}"><input type="hidden" name="qty" value="${q.qty ?? '1'}">
<button name="outcome" value="finish">${pick(lang, 'Finish', 'Terminer')}</button> <button name="outcome" value="fail">${pick(lang, 'Fail', 'Échouer')}</button></form></body></html>`
        .value;
    });
    // The provider's "finish": the same rules as any add (sector check for anonymous visitors, quantity rules of the unit).
    app.post(`/provider/${provider}/done`, async (req, reply) => {
      const form = formOf(req);
      const { lang } = req.ctx;
      const finish = form.opt('outcome', 10) === 'finish';
      const design = finish
        ? (sectorRefusal(req.ctx, lang) ??
          designOf(s, provider, form.opt('productcode', 40) ?? '', form.opt('qty', 20) ?? '1', lang))
        : null;
      const saved = design !== null && !('Message' in design);
      if (saved) {
        const basket = s.carts.current(ownerOf(req.ctx), 'cart');
        s.carts.addCustomLine(basket, design.product.id, design.uom.id, design.qty, `${provider} design`);
      }
      reply.setCookie(finishDocCookie(provider), saved ? '1' : 'error', { path: '/', maxAge: DAY, sameSite: 'lax' });
      reply.type('text/html; charset=utf-8');
      const text = saved
        ? pick(
            lang,
            'Design saved. You may close this window.',
            'Conception enregistrée. Vous pouvez fermer cette fenêtre.',
          )
        : pick(lang, 'The design failed.', 'La conception a échoué.');
      const why = design !== null && 'Message' in design ? design.Message : '';
      return html`<!doctype html><html lang="${lang}"><head><link rel="stylesheet" href="/demo-host.css"></head><body><p>${text}</p>${why ? html`<p role="alert">${why}</p>` : ''}</body></html>`
        .value;
    });
  }
  app.get(`/provider/${PROVIDER_B}/portal`, async (req, reply) => {
    reply.type('text/html; charset=utf-8');
    return html`<!doctype html><html lang="${req.ctx.lang}"><head><link rel="stylesheet" href="/demo-host.css"></head><body><h1>${PROVIDER_B} portal</h1><p>${pick(req.ctx.lang, 'Your saved designs would be listed here.', 'Vos conceptions enregistrées apparaîtraient ici.')}</p></body></html>`
      .value;
  });
};
