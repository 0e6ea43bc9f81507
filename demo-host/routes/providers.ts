// External configurators A and B: the legacy calls plus a stub provider page with "finish" and "fail".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { finishDocCookie, PROVIDER_A, PROVIDER_B, type ProviderName } from '../../shared/providers.ts';
import { formOf } from '../body.ts';
import { parseQty } from '../cart/lines.ts';
import { ownerOf } from '../cart/store.ts';
import { title } from '../catalogue/repo.ts';
import { html } from '../html.ts';
import { pick, t } from '../i18n.ts';
import { callResult, MsgType, msg, Result } from '../results.ts';
import type { Services } from '../services.ts';

const DAY = 24 * 3600;

export const providerRoutes = (app: FastifyInstance, s: Services): void => {
  const start = (provider: ProviderName) => async (req: FastifyRequest) => {
    const form = formOf(req);
    const code = form.str('productcode', 40);
    const qty = parseQty(form.opt('qty', 20) ?? '1');
    if (qty === null || qty <= 0) return form.badInput('badNumber', 'qty');
    const p = s.repo.productByCode(code);
    if (!p) return callResult(Result.ERROR, [msg(t(req.ctx.lang, 'unknownProduct', code), MsgType.ERROR)]);
    if (p.configurator !== provider)
      return callResult(Result.ERROR, [msg(t(req.ctx.lang, 'noConfigurator'), MsgType.ERROR)]);
    return callResult(Result.SUCCESS, [], {
      Value: `/provider/${provider}?productcode=${encodeURIComponent(p.code)}&qty=${qty}`,
    });
  };
  app.post(`/bputils/get${PROVIDER_A}url`, start(PROVIDER_A));
  app.post(`/${PROVIDER_B}/StartSession`, start(PROVIDER_B));
  app.post(`/${PROVIDER_B}/Portal`, async () =>
    callResult(Result.SUCCESS, [], { Value: `/provider/${PROVIDER_B}/portal` }),
  );

  for (const provider of [PROVIDER_A, PROVIDER_B] as const) {
    app.get(`/provider/${provider}`, async (req, reply) => {
      const q = req.query as Record<string, string | undefined>;
      const p = s.repo.productByCode(q.productcode ?? '');
      const lang = req.ctx.lang;
      reply.type('text/html; charset=utf-8');
      return html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${provider}</title></head><body style="font-family:sans-serif">
<h1>${provider} – ${pick(lang, 'online designer (demo stub)', 'concepteur en ligne (démo)')}</h1><p>${p ? title(p, lang) : ''} × ${q.qty ?? '1'}</p>
<form method="post" action="/provider/${provider}/done"><input type="hidden" name="productcode" value="${q.productcode ?? ''}"><input type="hidden" name="qty" value="${q.qty ?? '1'}">
<button name="outcome" value="finish">${pick(lang, 'Finish', 'Terminer')}</button> <button name="outcome" value="fail">${pick(lang, 'Fail', 'Échouer')}</button></form></body></html>`
        .value;
    });
    app.post(`/provider/${provider}/done`, async (req, reply) => {
      const form = formOf(req);
      const ok = form.opt('outcome', 10) === 'finish';
      const p = s.repo.productByCode(form.opt('productcode', 40) ?? '');
      const qty = parseQty(form.opt('qty', 20) ?? '1') ?? 1;
      if (ok && p && qty > 0) {
        const uom = s.repo.uoms(p.id)[0];
        if (uom)
          s.carts.addCustomLine(s.carts.current(ownerOf(req.ctx), 'cart'), p.id, uom.id, qty, `${provider} design`);
      }
      reply.setCookie(finishDocCookie(provider), ok ? '1' : 'error', { path: '/', maxAge: DAY, sameSite: 'lax' });
      reply.type('text/html; charset=utf-8');
      return html`<!doctype html><html lang="${req.ctx.lang}"><body style="font-family:sans-serif"><p>${ok ? pick(req.ctx.lang, 'Design saved. You may close this window.', 'Conception enregistrée. Vous pouvez fermer cette fenêtre.') : pick(req.ctx.lang, 'The design failed.', 'La conception a échoué.')}</p></body></html>`
        .value;
    });
  }
  app.get(`/provider/${PROVIDER_B}/portal`, async (req, reply) => {
    reply.type('text/html; charset=utf-8');
    return html`<!doctype html><html lang="${req.ctx.lang}"><body style="font-family:sans-serif"><h1>${PROVIDER_B} portal</h1><p>${pick(req.ctx.lang, 'Your saved designs would be listed here.', 'Vos conceptions enregistrées apparaîtraient ici.')}</p></body></html>`
      .value;
  });
};
