// The add flow against demo-host's real handlers: popovers, sector modal, adds, double click, re-rendered sections.

import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { keepEarlyClicks } from '../../shared/loader/early-clicks.ts';
import { CartPopupEvent } from '../../shared/stores/cart.ts';
import {
  login,
  PLAIN,
  productHtml,
  recordSignals,
  startDemo,
  typeQty,
  until,
} from '../../test/support/add-to-cart-demo.ts';
import { dialogForm } from '../../test/support/overlay.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { statusTexts } from '../../test/support/status.ts';
import { define } from './define.ts';
import { engine } from './engine.tsx';
import manifest from './manifest.ts';
import { $dialog, $popovers, resetOverlay, showPopover } from './store.ts';

const qty = (host: HTMLElement) => host.querySelector<HTMLInputElement>('.sf-qty');
const button = (host: HTMLElement, action: string) =>
  host.querySelector<HTMLButtonElement>(`[data-sf-add="${action}"]`);

/**
 * demo-host with one product of `where` (PLAIN by default) mounted in `wrap`'s markup, the document in `lang`;
 * `member` signs in and writes the page's data-authenticated as the server would.
 */
async function mountProduct({
  where = PLAIN,
  wrap = (html: string) => `<ul>${html}</ul>`,
  member,
  lang,
}: {
  where?: string;
  wrap?: (html: string) => string;
  member?: string;
  lang?: string;
} = {}) {
  const t = await startDemo();
  if (member !== undefined) {
    await login(t.fetch);
    document.body.dataset.authenticated = member;
  }
  const p = await productHtml(t, where);
  const host = await mountHtml(wrap(p.html), lang);
  return { t, p, host };
}

/** Types a quantity and clicks "Add to cart", as a shopper does. */
async function addToCart(host: HTMLElement, quantity: string) {
  typeQty(qty(host), quantity);
  await settle(() => button(host, 'cart')?.click());
}

/** Answers the delivery-sector modal with `code`. */
async function submitPostalCode(code: string) {
  await until(() => dialogForm() !== null);
  const field = dialogForm()?.querySelector<HTMLInputElement>('input[name="postalCode"]');
  if (field) field.value = code;
  await settle(() => dialogForm()?.requestSubmit());
}

/** A listener of sf:products-added-to-cart on `target` (the document by default) for this test. */
function recordAdds(target: EventTarget = document) {
  const added = vi.fn();
  target.addEventListener('sf:products-added-to-cart', added);
  onTestFinished(() => target.removeEventListener('sf:products-added-to-cart', added));
  return added;
}

beforeAll(async () => {
  define();
  // The popover's floating-ui chunk loads lazily once; load it now so fake timers later do not hold React's reveal.
  const anchor = document.body.appendChild(document.createElement('input'));
  showPopover(anchor, 'warm-up');
  await until(() => document.querySelector('sf-overlay .sf-qty-popover') !== null);
  resetOverlay();
  anchor.remove();
});
// Detached after this file, so a later file in a shared window (the mutation run) attaches it, layer and all, anew.
afterAll(() => engine.detach());
afterEach(() => {
  resetOverlay();
  document.body.removeAttribute('data-authenticated');
  vi.useRealTimers();
});

describe('quantity checks before any call', () => {
  it('shows the minimum popover on an invalid input, sends nothing, and the popover vanishes after 5 s', async () => {
    const { t, p, host } = await mountProduct({
      where: PLAIN.replace('u.min_qty = 1', 'u.min_qty > 1').replace('AND u.qty_multiple = 1', ''),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await addToCart(host, '0');
    await until(() => document.querySelector('sf-overlay .sf-qty-popover') !== null);
    expect(document.querySelector('sf-overlay .sf-qty-popover')?.textContent).toBe(`The minimum quantity is ${p.min}.`);
    expect(qty(host)?.getAttribute('aria-invalid')).toBe('true');
    expect(t.calls).not.toContain(ENDPOINTS.addProducts.path);
    await settle(() => vi.advanceTimersByTime(4999));
    expect($popovers.get()).toHaveLength(1);
    await settle(() => vi.advanceTimersByTime(1));
    expect($popovers.get()).toHaveLength(0);
    expect(qty(host)?.hasAttribute('aria-invalid')).toBe(false);
  });

  it('says so in French when nothing was entered, on the clicked input', async () => {
    const { host } = await mountProduct({ wrap: (html) => `<ul lang="fr">${html}</ul>`, lang: 'fr' });
    await settle(() => button(host, 'cart')?.click());
    await until(() => $popovers.get().length > 0);
    expect($popovers.get()[0]).toMatchObject({ anchor: qty(host), text: 'Veuillez entrer une quantité.' });
  });

  it('points at the select checkbox in purchase-list mode when the product is not ticked', async () => {
    const { t, host } = await mountProduct({
      wrap: (html) => `<div data-sf-purchase-list-mode="true"><ul>${html}</ul></div>`,
    });
    typeQty(qty(host), '2');
    await settle(() => button(host, 'purchase-list')?.click());
    await until(() => $popovers.get().length > 0);
    expect($popovers.get()[0]?.anchor).toBe(host.querySelector('.sf-purchase-list-check'));
    expect(t.calls).toEqual([]);
  });
});

describe('anonymous visitor', () => {
  it('passes the delivery-sector modal (postal code normalised), then the add goes ahead', async () => {
    const { t, p, host } = await mountProduct();
    const signals = recordSignals();
    const added = recordAdds(host);
    await addToCart(host, '2');
    await until(() => dialogForm()?.classList.contains('sf-sector-form') === true);
    await submitPostalCode('h2x-1y4');
    await until(() => added.mock.calls.length > 0);
    expect(t.calls).toContain(ENDPOINTS.validateSector.path);
    expect(signals.map((s) => s.event)).toEqual([CartPopupEvent.OPENLOADING, CartPopupEvent.OPENREFRESH]);
    expect(added.mock.calls[0]?.[0].detail).toMatchObject({
      nbProductsAdded: 1,
      products: [{ ProductCode: p.code, Qty: 2 }],
    });
    expect(qty(host)?.value).toBe('');
  });

  it('shows the request error for a postal code that is not served and adds nothing', async () => {
    const { t, host } = await mountProduct();
    await addToCart(host, '2');
    await submitPostalCode('a1a1a1');
    await until(() => statusTexts().includes('Error while contacting server'));
    expect(t.calls).not.toContain(ENDPOINTS.addProducts.path);
    expect(qty(host)?.value).toBe('2');
  });
});

describe('member adds', () => {
  it('adds to the cart once even when clicked twice, showing busy meanwhile', async () => {
    const { t, host } = await mountProduct({ member: 'true' });
    typeQty(qty(host), '3');
    const add = button(host, 'cart');
    await settle(() => {
      add?.click();
      add?.click();
    });
    expect(add?.getAttribute('aria-busy')).toBe('true');
    await until(() => add?.hasAttribute('aria-busy') === false);
    expect(t.calls.filter((c) => c === ENDPOINTS.addProducts.path)).toHaveLength(1);
    expect(statusTexts().some((m) => /added/i.test(m))).toBe(true);
  });

  it('a section re-rendered while its add was running still counts the add: popup, count refresh, event', async () => {
    const { t, p, host } = await mountProduct({ member: 'true' });
    const signals = recordSignals();
    const added = recordAdds();
    await addToCart(host, '3');
    await until(() => t.calls.includes(ENDPOINTS.addProducts.path));
    // The listing re-renders the product (unit change, reload): the clicked section leaves the page.
    const list = host.querySelector('ul');
    if (list) list.innerHTML = p.html;
    await until(() => signals.length >= 2);
    expect(added).toHaveBeenCalledTimes(1);
    expect(added.mock.calls[0]?.[0].detail).toMatchObject({
      nbProductsAdded: 1,
      products: [{ ProductCode: p.code, Qty: 3 }],
    });
    expect(statusTexts().some((m) => /added/i.test(m))).toBe(true);
    expect(signals.at(-1)?.event).toBe(CartPopupEvent.OPENREFRESH);
    // The fresh markup is not the input that was read: it is left as the server rendered it.
    expect(qty(host)?.value).toBe('');
  });

  it('runs the add the loader kept while the engine was on its way, once (define’s kept buttons)', async () => {
    const { t, host } = await mountProduct({ member: 'true' });
    typeQty(qty(host), '2');
    const add = button(host, 'cart') as HTMLButtonElement;
    await settle(() => define([add]));
    expect(add.getAttribute('aria-busy')).toBe('true');
    await until(() => !add.hasAttribute('aria-busy'));
    expect(t.calls.filter((c) => c === ENDPOINTS.addProducts.path)).toHaveLength(1);
    expect(statusTexts().some((m) => /added/i.test(m))).toBe(true);
  });

  it('runs the add a shopper asked for with Enter in the quantity before the engine was in (the manifest’s keepsEnter)', async () => {
    const { t, p, host } = await mountProduct({ member: 'true' });
    const added = recordAdds();
    // The engine is not in yet: the loader's keep is all that listens (define attaches it again below).
    engine.detach();
    const { selector, keepsClicks, keepsEnter } = manifest;
    const early = keepEarlyClicks(document, { [selector]: { clicks: keepsClicks, enter: keepsEnter } });
    try {
      typeQty(qty(host), '4');
      const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      qty(host)?.dispatchEvent(enter);
      const add = button(host, 'cart') as HTMLButtonElement;
      expect([enter.defaultPrevented, add.getAttribute('aria-busy')]).toEqual([true, 'true']);
      await settle(() => define(early.take(selector)));
      await until(() => !add.hasAttribute('aria-busy'));
    } finally {
      early.stop();
    }
    expect(t.calls.filter((c) => c === ENDPOINTS.addProducts.path)).toHaveLength(1);
    expect(added.mock.calls[0]?.[0].detail).toMatchObject({ products: [{ ProductCode: p.code, Qty: 4 }] });
  });

  it('a member whose page writes data-authenticated="True" (as ASP.NET renders a bool) adds with no sector check', async () => {
    const { t, host } = await mountProduct({ member: 'True' });
    await addToCart(host, '2');
    await until(() => t.calls.includes(ENDPOINTS.addProducts.path));
    expect(t.calls).not.toContain(ENDPOINTS.sectorForm.path);
    expect($dialog.get()).toBeNull();
  });

  it('the member page demo-host renders (data-authenticated="True") adds with no sector check', async () => {
    const t = await startDemo();
    await login(t.fetch);
    const page = await (await t.fetch('/category/3')).text();
    const flag = /<body [^>]*data-authenticated="([^"]*)"/.exec(page)?.[1];
    expect(flag).toBe('True');
    document.body.dataset.authenticated = flag;
    const p = await productHtml(t, PLAIN);
    const host = await mountHtml(`<ul>${p.html}</ul>`);
    await addToCart(host, '2');
    await until(() => t.calls.includes(ENDPOINTS.addProducts.path));
    expect(t.calls).not.toContain(ENDPOINTS.sectorForm.path);
  });

  it('a digital product as demo-host renders it (isdigitalproduct="True") is held to quantity 1', async () => {
    const { p, host } = await mountProduct({
      member: 'True',
      where:
        'p.digital = 1 AND p.discontinued = 0 AND p.customizer = 0 AND p.configurator IS NULL AND u.must_confirm = 0',
    });
    expect(p.html).toContain('isdigitalproduct="True"');
    const added = recordAdds();
    await addToCart(host, '5');
    await until(() => added.mock.calls.length === 1);
    expect(added.mock.calls[0]?.[0].detail.products).toEqual([
      expect.objectContaining({ ProductCode: p.code, Qty: 1 }),
    ]);
  });

  it('Enter in a quantity input adds to the cart', async () => {
    const { t, host } = await mountProduct({ member: 'true' });
    typeQty(qty(host), '1');
    await settle(() =>
      qty(host)?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })),
    );
    await until(() => t.calls.includes(ENDPOINTS.addProducts.path));
    expect($dialog.get()).toBeNull();
  });
});
