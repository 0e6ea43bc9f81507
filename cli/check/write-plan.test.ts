// @vitest-environment node
// The checker's probes are the widgets' own plans (shared/http/plan.ts): a plan of a record that changes data is held
// back by the guard unless --allow-writes says otherwise, whatever path it names. Against demo-host's real app.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../demo-host/app.ts';
import { plan } from '../../shared/http/plan.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { login, makeTempDir } from '../../test/support/demo-app.ts';
import { createDemoFetch, type DemoFetch } from '../../test/support/demo-fetch.ts';
import { lineFrom, parseAddResult } from '../../widgets/add-to-cart/wire.ts';
import { DEFAULT_LIMITS } from './fetch-limits.ts';
import { NO_COOKIES } from './server/cookies.ts';
import { guardedFetch, ProbeRefused } from './server/guard.ts';

const ORIGIN = 'http://127.0.0.1';
let app: FastifyInstance;
let member: DemoFetch;
/** Every request the server received, by path. */
const received: string[] = [];

beforeAll(async () => {
  app = await buildApp({ dataDir: makeTempDir() });
  app.addHook('onRequest', async (req) => {
    received.push(req.url.split('?')[0] ?? '');
  });
  member = createDemoFetch(app);
  await login(member);
});
afterAll(async () => {
  await app.close();
});

/** The cart's add, as the add button plans it (one line at its minimum). */
const addPlan = () =>
  plan(ENDPOINTS.addProducts, {
    fields: {
      products: [lineFrom(1, 'PAP-0001', '0', '')],
      validateProductCustomizer: false,
      idPriceListPromotionWebPrebooking: 0,
    },
    url: `${ORIGIN}${ENDPOINTS.addProducts.path}`,
  });
const cartCount = async () =>
  (await (await member(`${ORIGIN}${ENDPOINTS.cartCount.path}`, { method: 'POST' })).json()) as number;
const guard = (allowWrites: boolean) =>
  guardedFetch(member, { allowWrites, site: `${ORIGIN}/category/1`, cookies: NO_COOKIES, limits: DEFAULT_LIMITS });

it('holds an add’s plan back without --allow-writes: nothing reaches the server, the cart is as it was', async () => {
  const before = await cartCount();
  received.length = 0;
  const guarded = guard(false);
  const refused = await guarded.call('addProducts', addPlan()).then(
    () => null,
    (error: unknown) => (error instanceof ProbeRefused ? error.why : error),
  );
  expect(refused).toBe('write');
  expect(received).toEqual([]);
  expect(guarded.calls).toEqual([]);
  expect(await cartCount()).toBe(before);
});

it('sends the same plan with --allow-writes, as the widget would, and the engine’s parser reads the reply', async () => {
  const before = await cartCount();
  received.length = 0;
  const guarded = guard(true);
  const answer = await guarded.call('addProducts', addPlan());
  expect(received).toEqual([ENDPOINTS.addProducts.path]);
  expect(answer.status).toBe(200);
  expect(parseAddResult(JSON.parse(answer.text)).Result).toBe(1);
  expect(guarded.calls).toEqual([
    { name: 'addProducts', method: 'POST', url: `${ORIGIN}${ENDPOINTS.addProducts.path}` },
  ]);
  expect(await cartCount()).toBeGreaterThan(before);
});
