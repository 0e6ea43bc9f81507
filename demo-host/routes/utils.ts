// bputils endpoints (EHF popover, delivery sector, message reply) and the cart summary popup.
import type { FastifyInstance } from 'fastify';
import { formOf } from '../body.ts';
import { readerOf } from '../cart/store.ts';
import { t } from '../i18n.ts';
import { cartPopup, ehfPopover } from '../render/menus.ts';
import { messageReplyForm, sectorForm } from '../render/popups.ts';
import { callResult, MsgType, msg, Result } from '../results.ts';
import type { Services } from '../services.ts';
import { serve } from './serve.ts';

export const SERVED_POSTAL_CODES = [
  'H2X 1Y4',
  'H3B 2Y5',
  'H2L 2C4',
  'H1A 0A1',
  'M5V 2T6',
  'M4B 1B3',
  'K1A 0B1',
  'G1R 4S9',
  'J8X 3X7',
  'V6B 4Y8',
];

/** Canadian postal codes as the legacy pages wrote them (widgets/form-rules/README.md): upper-case, drop hyphens and spaces, one space after the 3rd character. */
const normalizePostalCode = (v: string): string => {
  const s = v.toUpperCase().replace(/[-\s]/g, '');
  return s.length > 3 ? `${s.slice(0, 3)} ${s.slice(3)}` : s;
};

export const utilRoutes = (app: FastifyInstance, s: Services): void => {
  serve(app, 'productEhf', async (req, reply) => {
    const p = s.repo.productById(formOf(req).int('productId', undefined, 1));
    reply.type('text/html; charset=utf-8');
    return p ? ehfPopover(p, req.ctx.lang) : reply.code(404).send('');
  });
  serve(app, 'cartSummary', async (req, reply) => {
    const form = formOf(req);
    form.opt('widgetCode', 200);
    const forQuote = form.bool('isForQuote', false);
    const lines = s.carts.lines(s.carts.find(readerOf(req.ctx), forQuote ? 'quote' : 'cart'));
    reply.type('text/html; charset=utf-8');
    return cartPopup(s.repo, lines, forQuote, req.ctx.lang);
  });
  serve(app, 'sectorForm', async (req, reply) => {
    reply.type('text/html; charset=utf-8');
    return sectorForm(req.ctx.lang);
  });
  serve(app, 'validateSector', async (req, reply) => {
    const { lang } = req.ctx;
    const code = normalizePostalCode(formOf(req).str('postalCode', 20));
    if (!/^[A-Z]\d[A-Z] \d[A-Z]\d$/.test(code) || !SERVED_POSTAL_CODES.includes(code)) {
      return callResult(Result.ERROR, [msg(t(lang, 'sectorNo', code), MsgType.ERROR)]);
    }
    reply.setCookie('CanDeliverToSector', '1', { path: '/', maxAge: 30 * 24 * 3600, sameSite: 'lax' });
    return callResult(Result.SUCCESS, [msg(t(lang, 'sectorOk', code), MsgType.SUCCESS)]);
  });
  const messageOf = (id: number, userId: number) =>
    s.db
      .prepare<
        [number, number],
        { id: number; subject_en: string; subject_fr: string; body_en: string; body_fr: string }
      >('SELECT * FROM messages WHERE id = ? AND user_id = ?')
      .get(id, userId);
  serve(app, 'messageReplyForm', async (req, reply) => {
    const m = messageOf(formOf(req).int('idPost', undefined, 1), req.ctx.user?.id ?? 0);
    reply.type('text/html; charset=utf-8');
    if (!m)
      return reply.code(404).send(`<p class="sf-message-reply__missing">${t(req.ctx.lang, 'unknownMessage')}</p>`);
    const fr = req.ctx.lang === 'fr';
    return messageReplyForm(req.ctx.lang, m.id, fr ? m.subject_fr : m.subject_en, fr ? m.body_fr : m.body_en);
  });
  serve(app, 'sendMessageReply', async (req) => {
    const form = formOf(req);
    const id = form.int('idPost', undefined, 1);
    const text = form.str('reply', 1000);
    const { lang } = req.ctx;
    if (!messageOf(id, req.ctx.user?.id ?? 0))
      return callResult(Result.ERROR, [msg(t(lang, 'unknownMessage'), MsgType.ERROR)]);
    s.db.prepare('INSERT INTO message_replies (message_id, body, created) VALUES (?, ?, ?)').run(id, text, s.now());
    return callResult(Result.SUCCESS, [msg(t(lang, 'replySent'), MsgType.SUCCESS)]);
  });
};
