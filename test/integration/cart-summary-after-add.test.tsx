// Two widgets on one page, through the cart store only: <sf-cart-summary> opens with the count the add-to-cart engine got.

import { define as defineEngine } from '../../widgets/add-to-cart/define.ts';
import { define as defineSummary } from '../../widgets/cart-summary/define.ts';
import { PLAIN, productHtml, startDemo, until } from '../support/add-to-cart-demo.ts';
import { login } from '../support/demo-app.ts';
import { mountHtml, settle } from '../support/render.tsx';

const TAG = '<sf-cart-summary data-widget-code="ecomwgtshoppingcartsummary"><a href="/cart">Cart</a></sf-cart-summary>';
const panel = (host: HTMLElement) => host.querySelector<HTMLElement>('.sf-cart-summary__panel');

beforeAll(() => defineSummary());

it('opens with the new count after the add-to-cart engine adds a product (OPENLOADING → OPENREFRESH)', async () => {
  defineEngine();
  const t = await startDemo();
  await login(t.fetch);
  document.body.dataset.authenticated = 'true';
  const p = await productHtml(t, PLAIN);
  const host = await mountHtml(`${TAG}<ul>${p.html}</ul>`);
  const input = host.querySelector<HTMLInputElement>('.sf-qty');
  if (input) input.value = '2';
  await settle(() => host.querySelector<HTMLButtonElement>('[data-sf-add="cart"]')?.click());
  await until(() => host.querySelector('.sf-cart-popup[data-count="1"]') !== null);
  expect(panel(host)?.hidden).toBe(false);
  expect(host.querySelector('.sf-cart-summary__count')?.textContent).toBe('1');
  expect(host.querySelector('[role="status"]')?.textContent).toBe('1 item in your cart');
  delete document.body.dataset.authenticated;
});
