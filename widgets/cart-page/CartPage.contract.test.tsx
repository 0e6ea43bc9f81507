// sf-cart-page against demo-host's real cart page and comment endpoints: refresh on the cart event, comments one and many.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../demo-host/app.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { CartPopupEvent, raiseCartPopupEvent } from '../../shared/stores/cart.ts';
import { emitSfEvent } from '../../shared/stores/events.ts';
import { $statusQueue, dismissStatusBox } from '../../shared/stores/status.ts';
import { lookup } from '../../test/support/demo-app.ts';
import { createDemoFetch, type DemoFetch } from '../../test/support/demo-fetch.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { waitFor } from '../../test/support/wait.ts';
import { typeInto } from '../../tools/dev/typing.ts';
import { define } from './define.ts';

let app: FastifyInstance;
let demo: DemoFetch;
let calls: { path: string; body: URLSearchParams }[];
let dataDir = '';
const PLAIN =
  'SELECT p.code, u.id AS uom FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE p.discontinued = 0 AND p.customizer = 0 AND p.digital = 0 AND p.stock > 100 AND u.qty_multiple = 1 AND u.min_qty = 1';
const plain = (i: number) => lookup<{ code: string; uom: number }>(dataDir, `${PLAIN} LIMIT 1 OFFSET ${i}`);

const post = (url: string, fields: Record<string, string>) =>
  demo(url, { method: 'POST', body: new URLSearchParams(fields) });
const addToCart = (i: number) => {
  const p = plain(i);
  return post(ENDPOINTS.addProducts.path, { products: JSON.stringify([{ ProductCode: p.code, Qty: 1, Uom: p.uom }]) });
};

beforeAll(async () => {
  define();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-cart-page-'));
  app = await buildApp({ dataDir });
});
afterAll(() => app.close());
beforeEach(async () => {
  calls = [];
  demo = createDemoFetch(app);
  const res = await post('/login', { email: 'buyer@example.com', password: 'demo', returnUrl: '/' });
  expect(res.status).toBe(303);
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    calls.push({ path: new URL(request.url).pathname, body: new URLSearchParams(await request.clone().text()) });
    return demo(request);
  }) as typeof fetch;
});

async function mountCart(lang = 'en'): Promise<HTMLElement> {
  const page = await (await demo('/cart')).text();
  const section = /<section class="sf-cart-page"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
  return mountHtml(`<sf-cart-page data-refresh-url="/cart">${section}</sf-cart-page>`, lang);
}

async function addsOne(i: number) {
  const res = await addToCart(i);
  expect(res.status).toBe(200);
}

it('refreshes its content when the cart refresh event or REFRESH signal is raised', async () => {
  await addsOne(0);
  const host = await mountCart();
  const before = host.querySelectorAll('.sf-cart-line').length;
  await addsOne(1);
  await settle(() => emitSfEvent('sf:cart-refresh', { target: 'cart' }));
  await waitFor(() => host.querySelectorAll('.sf-cart-line').length === before + 1);
  expect(calls.filter((c) => c.path === '/cart')).toHaveLength(1);
  await settle(() => raiseCartPopupEvent('quote', CartPopupEvent.REFRESH));
  expect(calls.filter((c) => c.path === '/cart')).toHaveLength(1);
  await settle(() => raiseCartPopupEvent('cart', CartPopupEvent.OPENREFRESH));
  await waitFor(() => calls.filter((c) => c.path === '/cart').length === 2);
  expect(host.querySelector('[role="status"]')?.textContent).toMatch(/Updating|updated/);
});

it('adds one comment with orderLineId and comment, then removes it with orderLineId and commentId', async () => {
  await addsOne(2);
  const host = await mountCart();
  const form = host.querySelector<HTMLFormElement>('.sf-line-comment-form');
  const line = form?.dataset.orderLineId ?? '';
  const field = form?.querySelector<HTMLInputElement>('[name="comment"]');
  if (!form || !field) throw new Error('no comment form');
  field.value = 'Deliver to room 4';
  await settle(() => form.requestSubmit());
  await waitFor(() => (host.textContent ?? '').includes('Deliver to room 4'));
  const add = calls.find((c) => c.path === ENDPOINTS.addComment.path);
  expect(Object.fromEntries(add?.body ?? [])).toEqual({ orderLineId: line, comment: 'Deliver to room 4' });
  const remove = Array.from(host.querySelectorAll<HTMLButtonElement>('.sf-line-comment__remove')).find((b) =>
    b.parentElement?.textContent?.includes('Deliver to room 4'),
  );
  await settle(() => remove?.click());
  await waitFor(() => !(host.textContent ?? '').includes('Deliver to room 4'));
  const removal = calls.find((c) => c.path === ENDPOINTS.removeComment.path);
  expect(removal?.body.get('orderLineId')).toBe(line);
  expect(removal?.body.get('commentId')).toBe(remove?.dataset.commentId);
});

it('refuses an empty comment with a linked error in French, without calling the server', async () => {
  await addsOne(3);
  const host = await mountCart('fr');
  const form = host.querySelector<HTMLFormElement>('.sf-line-comment-form');
  const field = form?.querySelector<HTMLInputElement>('[name="comment"]');
  if (!form || !field) throw new Error('no comment form');
  field.value = '   ';
  await settle(() => form.requestSubmit());
  const error = document.getElementById(field.getAttribute('aria-describedby')?.split(' ').pop() ?? '');
  expect(error?.textContent).toBe('Veuillez saisir un commentaire.');
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(calls.some((c) => c.path.startsWith('/shoppingcart/'))).toBe(false);
});

it('adds one comment to many lines (addcomments) and removes them all (removecomments) after a yes', async () => {
  await addsOne(4);
  await addsOne(5);
  const host = await mountCart();
  const lines = Array.from(host.querySelectorAll<HTMLElement>('.sf-line-comment-form')).map((f) =>
    Number(f.dataset.orderLineId),
  );
  expect(lines.length).toBeGreaterThan(1);
  const bulk = host.querySelector<HTMLInputElement>('.sf-cart-bulk__add input');
  if (!bulk) throw new Error('no bulk form');
  await settle(() => typeInto(bulk, 'Urgent'));
  await settle(() => host.querySelector<HTMLFormElement>('.sf-cart-bulk__add')?.requestSubmit());
  await waitFor(() => host.querySelectorAll('.sf-line-comment__remove').length >= lines.length);
  const sent = JSON.parse(calls.find((c) => c.path === ENDPOINTS.addComments.path)?.body.get('comments') ?? '[]');
  expect(sent).toEqual(lines.map((OrderLineId) => ({ OrderLineId, Comment: 'Urgent' })));
  const shown = host.querySelectorAll('.sf-line-comment__remove').length;
  await settle(() => host.querySelector<HTMLButtonElement>('.sf-cart-bulk__remove')?.click());
  const question = $statusQueue.get().find((b) => b.kind === 'confirm');
  expect(question?.messages[0]?.Message).toBe(`Remove ${shown} comments?`);
  await settle(() => dismissStatusBox(question?.id ?? 0, true));
  await waitFor(() => host.querySelectorAll('.sf-line-comment__remove').length === 0);
  // A list of form fields (the spec names JSON for addcomments only), which demo-host binds as a model binder does.
  const removed = [...(calls.find((c) => c.path === ENDPOINTS.removeComments.path)?.body.keys() ?? [])];
  expect(removed).toHaveLength(shown * 2);
  expect(removed.slice(0, 2)).toEqual(['comments[0][OrderLineId]', 'comments[0][CommentId]']);
});
