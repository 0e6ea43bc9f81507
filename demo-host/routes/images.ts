// Locally generated SVG images for products and categories (no downloads, deterministic colours).
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../html.ts';
import type { Services } from '../services.ts';

const svg = (
  hue: number,
  label: string,
  sub: string,
): string => `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img">
<rect width="160" height="160" rx="12" fill="hsl(${hue} 55% 88%)"/><rect x="30" y="30" width="100" height="74" rx="8" fill="hsl(${hue} 50% 45%)"/>
<text x="80" y="76" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#fff">${escapeHtml(label)}</text>
<text x="80" y="132" font-family="sans-serif" font-size="13" text-anchor="middle" fill="hsl(${hue} 40% 25%)">${escapeHtml(sub)}</text></svg>`;

export const imageRoutes = (app: FastifyInstance, s: Services): void => {
  app.get<{ Params: { code: string } }>('/img/product/:code', async (req, reply) => {
    const p = s.repo.productByCode(req.params.code.replace(/\.svg$/, ''));
    if (!p) return reply.code(404).send('');
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400');
    return svg(p.hue, p.code.slice(0, 3), p.brand.slice(0, 18));
  });
  app.get<{ Params: { id: string } }>('/img/category/:id', async (req, reply) => {
    const c = s.repo.byId.get(Number(req.params.id.replace(/\.svg$/, '')));
    if (!c) return reply.code(404).send('');
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400');
    return svg((c.id * 47) % 360, c.name_en.slice(0, 2).toUpperCase(), c.name_en.slice(0, 18));
  });
};
