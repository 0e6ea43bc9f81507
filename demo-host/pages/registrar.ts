// The page registrar's type: what routes.ts hands each page module, so no page imports the module that imports it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RawHtml } from '../html.ts';
import type { Lang } from '../i18n.ts';

type PageResult = { title: string; main: RawHtml } | null;
type PageHandler = (req: FastifyRequest, lang: Lang, reply: FastifyReply) => PageResult | Promise<PageResult | 'sent'>;
export type PageRegistrar = (path: string, handler: PageHandler, method?: 'GET' | 'POST') => void;
