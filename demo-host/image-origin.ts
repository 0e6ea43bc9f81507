// Where images are served from, as the CDN (cdn.ts) tells the defences (defences.ts: the CSP's img-src).
import type { FastifyRequest } from 'fastify';

export type ImageOrigin = {
  /**
   * `http://<host>:<port>` once the shop listens, when the request's host name is on the allow-list (loopback names
   * and `buildApp({ cdnHosts })`), so the value is safe to write into a page, JSON and the CSP as it is; undefined
   * otherwise and in-process (images stay same-origin).
   */
  of(req: FastifyRequest): string | undefined;
};
