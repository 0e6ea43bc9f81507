// Where images are served from, as the CDN (cdn.ts) tells the defences (defences.ts: the CSP's img-src).
import type { FastifyRequest } from 'fastify';

export type ImageOrigin = {
  /** `http://<request host name>:<port>` once the shop listens; undefined in-process (images stay same-origin). */
  of(req: FastifyRequest): string | undefined;
};
