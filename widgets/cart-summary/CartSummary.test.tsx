// <sf-cart-summary> against demo-host: the popup signal, content and count, Esc and focus, French, sf:cart-refresh (listened to, never raised).

import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { CartPopupEvent, raiseCartPopupEvent } from '../../shared/stores/cart.ts';
import { emitSfEvent, onSfEvent } from '../../shared/stores/events.ts';
import { startDemo, until } from '../../test/support/add-to-cart-demo.ts';
import { login } from '../../test/support/demo-app.ts';
import { visibleTextInName } from '../../test/support/label-in-name.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';

const TAG = '<sf-cart-summary data-widget-code="ecomwgtshoppingcartsummary"><a href="/cart">Cart</a></sf-cart-summary>';
const panel = (host: HTMLElement) => host.querySelector<HTMLElement>('.sf-cart-summary__panel');
const toggle = (host: HTMLElement) => host.querySelector<HTMLButtonElement>('.sf-cart-summary__toggle');
/** The calls made to one endpoint so far. */
const callsTo = (calls: readonly string[], name: 'cartSummary' | 'cartCount') =>
  calls.filter((path) => path === ENDPOINTS[name].path);

beforeAll(() => define());

it(`OPEN loads the popup from ${ENDPOINTS.cartSummary.path} and announces the count politely`, async () => {
  const t = await startDemo();
  const host = await mountHtml(TAG);
  expect(panel(host)?.hidden).toBe(true);
  await settle(() => raiseCartPopupEvent('cart', CartPopupEvent.OPEN));
  await until(() => host.querySelector('.sf-cart-popup') !== null);
  // The popup once; the count it shows is read by the shared reader (getcartelementcount), once.
  await until(() => callsTo(t.calls, 'cartCount').length === 1);
  expect(callsTo(t.calls, 'cartSummary')).toHaveLength(1);
  expect(t.calls).toHaveLength(2);
  expect(panel(host)?.hidden).toBe(false);
  expect(toggle(host)?.getAttribute('aria-expanded')).toBe('true');
  expect(host.querySelector('[role="status"]')?.textContent).toBe('Your cart is empty');
  // The toggle's name holds what it shows, "Cart" and the count (WCAG 2.5.3, label in name).
  expect(toggle(host)?.getAttribute('aria-label')).toBe('Cart, 0 items: show summary');
  expect(toggle(host) && visibleTextInName(toggle(host) as HTMLElement)).toBe(true);
});

it('ignores signals for the quote unless it is the quote popup', async () => {
  const t = await startDemo();
  await login(t.fetch);
  const host = await mountHtml(TAG.replace('<sf-cart-summary', '<sf-cart-summary data-for-quote="true"'));
  await settle(() => raiseCartPopupEvent('cart', CartPopupEvent.OPEN));
  expect(t.calls).toEqual([]);
  await settle(() => raiseCartPopupEvent('quote', CartPopupEvent.OPENREFRESH));
  await until(() => host.querySelector('.sf-cart-popup[data-for-quote="True"]') !== null);
  expect(toggle(host)?.textContent).toContain('Quote');
});

it('Esc closes the open popup and gives focus back to its button', async () => {
  await startDemo();
  const host = await mountHtml(TAG);
  await settle(() => toggle(host)?.click());
  await until(() => panel(host)?.hidden === false && host.querySelector('.sf-cart-popup') !== null);
  host.querySelector<HTMLElement>('.sf-cart-popup a, .sf-cart-popup')?.focus();
  await settle(() => panel(host)?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
  expect(panel(host)?.hidden).toBe(true);
  expect(document.activeElement).toBe(toggle(host));
});

it('REFRESH reloads without raising sf:cart-refresh (no echo); a page sf:cart-refresh reloads', async () => {
  const t = await startDemo();
  const host = await mountHtml(TAG);
  const heard = vi.fn();
  const off = onSfEvent('sf:cart-refresh', heard);
  await until(() => callsTo(t.calls, 'cartCount').length === 1);
  await settle(() => raiseCartPopupEvent('cart', CartPopupEvent.REFRESH));
  await until(() => callsTo(t.calls, 'cartSummary').length === 1);
  await settle(() => emitSfEvent('sf:cart-refresh', { target: 'cart' }));
  await until(() => callsTo(t.calls, 'cartSummary').length === 2);
  off();
  expect(heard).toHaveBeenCalledTimes(1); // the page's own only
  // The count at the start and after each of the two changes, the popup after each change: nothing else.
  await until(() => callsTo(t.calls, 'cartCount').length === 3);
  expect(t.calls).toHaveLength(5);
  expect(panel(host)?.hidden).toBe(true);
});

it('speaks French on a French page', async () => {
  await startDemo();
  const host = await mountHtml(`<div lang="fr">${TAG}</div>`, 'fr');
  await settle(() => raiseCartPopupEvent('cart', CartPopupEvent.OPEN));
  await until(() => host.querySelector('.sf-cart-popup') !== null);
  expect(toggle(host)?.getAttribute('aria-label')).toBe('Panier, 0 article : afficher le résumé');
  expect(host.querySelector('[role="status"]')?.textContent).toBe('Votre panier est vide');
});
