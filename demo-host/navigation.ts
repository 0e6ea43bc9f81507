// Whether a GET is the shopper loading a page, the only GET allowed to store a choice (a preference cookie).
import type { FastifyRequest } from 'fastify';

/**
 * A document navigation (a link followed, an address typed, a form sent), not something a page pulled in by itself:
 * an image, a script, a style sheet, a frame, a fetch(). A same-origin `<img src="/?site=b2c">` in a fragment must not
 * switch the shopper's site. Fetch Metadata says which in Sec-Fetch-Dest; a browser without it (Safari before 16.4,
 * Firefox before 90) names HTML in Accept for a page load, and never for an image, a script or a style sheet.
 */
export const isPageNavigation = (req: FastifyRequest): boolean => {
  const dest = req.headers['sec-fetch-dest'];
  if (dest !== undefined) return dest === 'document';
  return /(^|,)\s*text\/html\s*(;|,|$)/i.test(req.headers.accept ?? '');
};
