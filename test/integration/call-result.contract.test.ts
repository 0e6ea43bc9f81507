// The call result as an ASP.NET server writes it (every field of the class, null where nothing was set), read by the
// shared client through demo-host's real handlers: each plain call-result path of LEGACY-MARKUP.md §0 and §8.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../demo-host/app.ts';
import { parseCallResult } from '../../shared/http/client.ts';
import { setNavigator } from '../../shared/http/navigation.ts';
import { endpointCall, type FormFields, type Plan, plan } from '../../shared/http/plan.ts';
import { ENDPOINTS, type Endpoint } from '../../shared/legacy/endpoints.ts';
import { statusTexts } from '../../test/support/status.ts';
import { parseReply } from '../../widgets/async-section/reply.ts';
import { createDemoFetch, type DemoFetch } from '../support/demo-fetch.ts';
import { recordNavigation } from '../support/navigation.ts';

let app: FastifyInstance;
let demo: DemoFetch;
let nav: ReturnType<typeof recordNavigation>;

beforeAll(async () => {
  app = await buildApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sf-call-result-')) });
});
afterAll(() => app.close());
beforeEach(() => {
  demo = createDemoFetch(app);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => demo(input, init)) as typeof fetch;
  nav = recordNavigation();
  setNavigator(nav.navigator);
  document.documentElement.lang = 'en';
});

const CLASS_FIELDS = ['Result', 'RedirectUrl', 'StatusMessages', 'Value', 'ActionOnConfirm', 'NbProductsAdded'];
/** A record's plan sent as it is, past the client: the server's own reply. */
const sent = (p: Plan) =>
  demo(p.url, { method: p.method, headers: p.headers, ...(p.body === null ? {} : { body: p.body }) });
const raw = async (record: Endpoint & { path: string; body: 'form' | 'none' }, fields: FormFields = {}) =>
  (await (await sent(plan(record, record.body === 'none' ? {} : { fields }))).json()) as Record<string, unknown>;
const login = async () => {
  const res = await demo('/login', {
    method: 'POST',
    body: new URLSearchParams({ email: 'buyer@example.com', password: 'demo', returnUrl: '/' }),
  });
  expect(res.status).toBe(303);
};

it('demo-host writes every field of the call result class, null where the call set nothing', async () => {
  const reply = await raw(ENDPOINTS.validateSector, { postalCode: 'H2X 1Y4' });
  expect(Object.keys(reply)).toEqual(expect.arrayContaining(CLASS_FIELDS));
  expect(reply).toMatchObject({
    Result: 1,
    RedirectUrl: null,
    Value: null,
    ActionOnConfirm: null,
    NbProductsAdded: null,
  });
  const logout = await raw(ENDPOINTS.logout);
  expect(logout).toMatchObject({ Result: 3, RedirectUrl: '/', StatusMessages: null, NbProductsAdded: null });
});

it('the sector check passes on a call result full of nulls', async () => {
  const out = await endpointCall(ENDPOINTS.validateSector, parseCallResult)({ fields: { postalCode: 'H2X 1Y4' } });
  expect(out.ok && out.value.Result).toBe(1);
  expect(statusTexts()).not.toContain('Error while contacting server');
});

it('logout and the category quick search still redirect', async () => {
  const out = await endpointCall(ENDPOINTS.logout, parseCallResult)({});
  expect(out).toEqual({ ok: false, reason: 'redirected' });
  const options = (await raw(ENDPOINTS.quickSearchOptions, { level: '1' })) as unknown as { Item1: string }[];
  expect(options.length).toBeGreaterThan(0);
  const pick = async (level: string, parent: string) =>
    ((await raw(ENDPOINTS.quickSearchOptions, { level, idParentOption: parent })) as unknown as { Item1: string }[])[0]
      ?.Item1 ?? '';
  const first = options[0]?.Item1 ?? '';
  const second = await pick('2', first);
  const third = await pick('3', second);
  const search = await endpointCall(
    ENDPOINTS.quickSearch,
    parseCallResult,
  )({ fields: { selectedCategories: [first, second, third].join('|') } });
  expect(search).toEqual({ ok: false, reason: 'redirected' });
  expect(nav.calls.map((c) => c.url)).toEqual([
    expect.stringMatching(/\/$/),
    expect.stringMatching(/\/category\/\d+$/),
  ]);
  expect(statusTexts()).not.toContain('Error while contacting server');
});

it('a member call (message reply, purchase list) reads its result and shows its messages', async () => {
  await login();
  const page = await (await demo('/account/messages')).text();
  const idPost = /data-id-post="(\d+)"/.exec(page)?.[1] ?? '';
  const replied = await endpointCall(
    ENDPOINTS.sendMessageReply,
    parseCallResult,
  )({ fields: { idPost, reply: 'Thanks' } });
  expect(replied.ok && replied.value.Result).toBe(1);
  const list = await endpointCall(
    ENDPOINTS.addToPurchaseList,
    parseCallResult,
  )({ fields: { products: [{ ProductCode: 'NOPE-0', Qty: 1, Uom: 0, UniqueCodes: '' }], purchaseListId: 0 } });
  expect(list.ok && list.value.Result).toBe(2);
  expect(statusTexts()).not.toContain('Error while contacting server');
});

it('an async-section reply (a call result with its items) is read', async () => {
  const out = await endpointCall(
    ENDPOINTS.asyncRender,
    parseReply,
  )({ json: { asyncHtmlRequest: { AsyncSectionsItems: [{ PartialViewPath: 'PromoBanner', DataJson: '' }] } } });
  expect(out.ok && out.value.succeeded).toBe(true);
  expect(out.ok && out.value.items).toHaveLength(1);
});
