// @vitest-environment node
// The endpoint table (shared/legacy/endpoints.ts) against demo-host's real app: each entry is served, with its method and member rule.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '../shared/legacy/endpoints.ts';
import { startApp, type TestApp } from '../test/support/demo-app.ts';

let t: TestApp;
/** Whether Fastify answered each request from its not-found handler (no route for that method and path). */
const unrouted = new Map<string, boolean>();
beforeAll(async () => {
  t = await startApp();
  t.app.addHook('onResponse', async (req) => {
    unrouted.set(`${req.method} ${req.url.split('?')[0]}`, req.is404);
  });
});
afterAll(async () => {
  await t.app.close();
});

// A record whose calls name their own path (the cart page, an ActionOnConfirm) has no route of its own to check.
const entries = Object.entries(ENDPOINTS as Record<string, Endpoint>).flatMap(([name, e]) =>
  e.path === null ? [] : [{ name, ...e, path: e.path }],
);

/** An anonymous call with an empty body of the endpoint's kind. */
const call = (e: Endpoint & { path: string }) =>
  t.fetch(e.path, {
    method: e.method,
    ...(e.method === 'POST'
      ? e.body === 'json'
        ? { headers: { 'content-type': 'application/json' }, body: '{}' }
        : { body: new URLSearchParams() }
      : {}),
  });

it.each(entries)('$name: demo-host serves $method $path', async (e) => {
  await call(e);
  expect(unrouted.get(`${e.method} ${e.path}`)).toBe(false);
});

it.each(entries)('$name: an anonymous call is sent to log in exactly when the table says member-only', async (e) => {
  const res = await call(e);
  if (e.memberOnly) {
    expect(res.status).toBe(401);
    expect(res.statusText).toBe('redirect_to_login:/login');
  } else {
    expect(res.status).not.toBe(401);
  }
});

it.each(entries.filter((e) => e.method === 'POST'))('$name: a GET of a POST endpoint has no route', async (e) => {
  await t.fetch(e.path);
  expect(unrouted.get(`GET ${e.path}`)).toBe(true);
});
