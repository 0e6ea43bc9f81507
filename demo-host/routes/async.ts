// POST /ecomasync/render: fills every async section item of one grouped call (JSON in, JSON out).
import type { FastifyInstance } from 'fastify';
import { t } from '../i18n.ts';
import { ASYNC_VIEWS } from '../render/async.ts';
import { BadInput, callResult, MsgType, msg, Result, type StatusMessage } from '../results.ts';
import type { Services } from '../services.ts';
import { serve } from './serve.ts';

type Item = Record<string, unknown>;

const parseItems = (body: unknown, lang: 'en' | 'fr'): Item[] => {
  const req =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).asyncHtmlRequest : undefined;
  const items =
    typeof req === 'object' && req !== null ? (req as Record<string, unknown>).AsyncSectionsItems : undefined;
  if (
    !Array.isArray(items) ||
    items.length > 50 ||
    !items.every((i): i is Item => typeof i === 'object' && i !== null && !Array.isArray(i))
  ) {
    throw new BadInput(t(lang, 'badRequest', t(lang, 'missingField', 'asyncHtmlRequest.AsyncSectionsItems')));
  }
  return items;
};

const dataOf = (item: Item): Record<string, string> => {
  if (typeof item.DataJson !== 'string' || item.DataJson === '') return {};
  try {
    const parsed: unknown = JSON.parse(item.DataJson);
    return typeof parsed === 'object' && parsed !== null
      ? Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]))
      : {};
  } catch {
    return {};
  }
};

export const asyncRoutes = (app: FastifyInstance, s: Services): void => {
  serve(app, 'asyncRender', async (req) => {
    const { lang } = req.ctx;
    const messages: StatusMessage[] = [];
    const AsyncSectionsItems = parseItems(req.body, lang).map((item) => {
      const view = typeof item.PartialViewPath === 'string' ? item.PartialViewPath : '';
      const render = Object.hasOwn(ASYNC_VIEWS, view) ? ASYNC_VIEWS[view] : undefined;
      if (!render) messages.push(msg(t(lang, 'unknownView', view), MsgType.WARNING));
      return { ...item, Html: render ? render(s.repo, lang, dataOf(item)).value : '' };
    });
    return callResult(Result.SUCCESS, messages, { AsyncSectionsItems });
  });
};
