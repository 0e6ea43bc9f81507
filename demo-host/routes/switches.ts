// The release's switches (docs/integrating.md "Switching a widget off"): /switches.json is where the loader served
// from /dist/<flavour>/storefront.js looks (its ../../switches.json, as release/switches.json beside a release's
// versioned folders). Tests flip it with POST /__switches (registered only for them, as the fault switch is).
import type { FastifyInstance } from 'fastify';
import { formOf } from '../body.ts';

/**
 * The widgets switched off for every page (`switches`, which the layout reads too: it writes no preload line of a
 * widget switched off): none until a test says otherwise.
 */
export const registerSwitches = (
  app: FastifyInstance,
  switches: { off: readonly string[] },
  flippable: boolean,
): void => {
  // Served as a CDN serves the release's file: short-lived, so a flip reaches every page within minutes.
  app.get('/switches.json', async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=60').type('application/json').send({ off: switches.off }),
  );
  if (!flippable) return;
  app.post('/__switches', async (req) => {
    switches.off = (formOf(req).opt('off', 2000) ?? '').split(/\s+/).filter(Boolean);
    return { off: switches.off };
  });
};
