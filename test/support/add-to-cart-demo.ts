// Add-to-cart contract-test harness (cart summary's too): demo-host behind fetch, real sections, a wait for I/O.
import { onTestFinished } from 'vitest';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { CartPopupEvent, type CartTarget, onCartChanged, onCartPopup } from '../../shared/stores/cart.ts';
import type { ProductsAddedDetail } from '../../shared/stores/events.ts';
import { login, lookup, startApp, type TestApp } from './demo-app.ts';
import { waitFor } from './wait.ts';

export type { TestApp };
export { login, lookup };

/** Starts demo-host on a fresh temp data folder and points fetch at it; counts the calls by path. */
export async function startDemo(): Promise<TestApp & { calls: string[] }> {
  const t = await startApp();
  const calls: string[] = [];
  const counted = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(new URL(url, 'http://localhost').pathname);
    return t.fetch(input, init);
  }) as typeof fetch;
  vi.stubGlobal('fetch', counted);
  return { ...t, calls };
}

/** Lets the in-process server and React work until the condition holds (the suites' one wait, test/support/wait.ts). */
export const until = (condition: () => boolean, limitMs = 10_000): Promise<void> =>
  waitFor(condition, 'the awaited condition', limitMs);

/** The add-to-cart section of one product exactly as demo-host renders it (refreshproduct). */
export async function productHtml(
  t: TestApp,
  where: string,
): Promise<{ html: string; code: string; uom: number; min: number; multiple: number }> {
  const p = lookup<{ id: number; code: string; uom: number; min_qty: number; qty_multiple: number }>(
    t.dataDir,
    `SELECT p.id, p.code, u.id AS uom, u.min_qty, u.qty_multiple FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE ${where} LIMIT 1`,
  );
  const res = await t.fetch(ENDPOINTS.refreshProduct.path, {
    method: 'POST',
    body: new URLSearchParams({
      productId: String(p.id),
      selectedUom: String(p.uom),
      displayMode: 'grid',
      uniqueListingString: '',
      widgetUniqueCode: 'test',
    }),
  });
  return { html: await res.text(), code: p.code, uom: p.uom, min: p.min_qty, multiple: p.qty_multiple };
}

export const PLAIN =
  'p.discontinued = 0 AND p.customizer = 0 AND p.digital = 0 AND p.configurator IS NULL AND p.stock > 100 AND u.qty_multiple = 1 AND u.min_qty = 1 AND u.max_qty >= 50 AND u.must_confirm = 0';

export interface CartSignal {
  target: CartTarget;
  event: CartPopupEvent;
}

/**
 * What the popups were told during a test, in order: OPEN / OPENLOADING / CLOSE as raised, and each change at the
 * end of its turn as REFRESH or OPENREFRESH (shared/stores/cart.ts tells one per kind per turn).
 */
export function recordSignals(): CartSignal[] {
  const seen: CartSignal[] = [];
  const offPopup = onCartPopup((target, event) => seen.push({ target, event }));
  const offChanged = onCartChanged(({ target, open }) =>
    seen.push({ target, event: open ? CartPopupEvent.OPENREFRESH : CartPopupEvent.REFRESH }),
  );
  onTestFinished(() => {
    offPopup();
    offChanged();
  });
  return seen;
}

export function typeQty(input: HTMLInputElement | null | undefined, value: string): void {
  if (!input) throw new Error('no quantity input');
  input.value = value;
}

/** A plain section as a page renders it: one quantity input and the four add buttons. */
export const sectionHtml = (code: string, uom = 3, extra = ''): string =>
  `<div class="sf-add-to-cart" productcode="${code}"><input class="sf-qty" productcode="${code}" iduom="${uom}" minqty="1" multiqty="1" maxqty="99999" ${extra}>` +
  '<label><input type="checkbox" class="sf-purchase-list-check"></label>' +
  '<button type="button" data-sf-add="cart">Add</button><button type="button" data-sf-add="quote">Quote</button>' +
  '<button type="button" data-sf-add="purchase-list" data-purchase-list-id="7">List</button></div>';

/** An add reply of /shoppingcart/addproducts. */
export const added = (n: number, extra: Record<string, unknown> = {}) => ({
  Result: 1,
  StatusMessages: n > 0 ? [{ Message: `${n} added`, Type: 1 }] : [],
  NbProductsAdded: n,
  ...extra,
});

/** A section's quantity input and add button, as the tests of one section find them. */
export const qty = (root: ParentNode, code = 'A-1') =>
  root.querySelector<HTMLInputElement>(`.sf-qty[productcode="${code}"]`);
export const button = (root: ParentNode, action: string) =>
  root.querySelector<HTMLButtonElement>(`[data-sf-add="${action}"]`);

/** Every page event of this name seen on document (the way a page script listens), with its detail. */
export function listen(name: string): CustomEvent<ProductsAddedDetail>[] {
  const seen: CustomEvent<ProductsAddedDetail>[] = [];
  const handler = (e: Event) => seen.push(e as CustomEvent<ProductsAddedDetail>);
  document.addEventListener(name, handler);
  onTestFinished(() => document.removeEventListener(name, handler));
  return seen;
}
