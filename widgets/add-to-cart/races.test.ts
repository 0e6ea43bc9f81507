// Race suite of the add flow, with replies the test releases by hand: out of order, double submits, re-renders mid-request.

import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { CartPopupEvent } from '../../shared/stores/cart.ts';
import type { ProductsAddedDetail } from '../../shared/stores/events.ts';
import { $pendingRequests, $statusQueue, dismissStatusBox } from '../../shared/stores/status.ts';
import { added, recordSignals, sectionHtml, until } from '../../test/support/add-to-cart-demo.ts';
import { fakeFetch } from '../../test/support/fake-fetch.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { setUpSignedInEngine } from '../../test/support/signed-in-engine.ts';

const qty = (root: ParentNode, code: string) => root.querySelector<HTMLInputElement>(`.sf-qty[productcode="${code}"]`);
const buttonOf = (root: ParentNode, code: string, action: string) =>
  root
    .querySelector(`.sf-qty[productcode="${code}"]`)
    ?.closest('.sf-add-to-cart')
    ?.querySelector<HTMLButtonElement>(`[data-sf-add="${action}"]`);
const type = (input: HTMLInputElement | null, value: string) => {
  if (!input) throw new Error('no quantity input');
  input.value = value;
};

/** Page events of this name seen on document, in order, as a page script would see them. */
function listen(name: string): ProductsAddedDetail[] {
  const seen: ProductsAddedDetail[] = [];
  const handler = (e: Event) => seen.push((e as CustomEvent<ProductsAddedDetail>).detail);
  document.addEventListener(name, handler);
  onTestFinished(() => document.removeEventListener(name, handler));
  return seen;
}
const line = (ProductCode: string, Qty: number, Uom = 3) => ({ ProductCode, Qty, Uom });

setUpSignedInEngine();

describe('replies released out of order', () => {
  it('two groups: each reply lands on its own products, events and inputs, whatever the order', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(
      `<div data-sf-add-scope="true">${sectionHtml('A-1')}</div><div data-sf-add-scope="true">${sectionHtml('B-2')}</div>`,
    );
    const signals = recordSignals();
    const cart = listen('ProductsAddedToCart');
    const quote = listen('ProductsAddedToQuote');
    type(qty(host, 'A-1'), '2');
    type(qty(host, 'B-2'), '5');
    await settle(() => buttonOf(host, 'A-1', 'cart')?.click());
    const first = await server.next();
    await settle(() => buttonOf(host, 'B-2', 'quote')?.click());
    const second = await server.next();
    expect([first.path, second.path]).toEqual([ENDPOINTS.addProducts.path, ENDPOINTS.addProductsToQuote.path]);

    second.json(added(1));
    await until(() => quote.length > 0);
    expect(qty(host, 'B-2')?.value).toBe('');
    expect(qty(host, 'A-1')?.value).toBe('2');
    first.json(added(1));
    await until(() => cart.length > 0);

    expect(cart).toEqual([{ products: [line('A-1', 2)], nbProductsAdded: 1 }]);
    expect(quote).toEqual([{ products: [line('B-2', 5)], nbProductsAdded: 1 }]);
    expect(qty(host, 'A-1')?.value).toBe('');
    expect(signals.map((s) => [s.target, s.event])).toEqual([
      ['cart', CartPopupEvent.OPENLOADING],
      ['quote', CartPopupEvent.OPENLOADING],
      ['quote', CartPopupEvent.OPENREFRESH],
      ['cart', CartPopupEvent.OPENREFRESH],
    ]);
  });

  it('the older add failing after the newer one succeeded keeps only its own quantity and closes its popup', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(
      `<div data-sf-add-scope="true">${sectionHtml('A-1')}</div><div data-sf-add-scope="true">${sectionHtml('B-2')}</div>`,
    );
    const signals = recordSignals();
    const cart = listen('ProductsAddedToCart');
    type(qty(host, 'A-1'), '2');
    type(qty(host, 'B-2'), '5');
    await settle(() => buttonOf(host, 'A-1', 'cart')?.click());
    const first = await server.next();
    await settle(() => buttonOf(host, 'B-2', 'cart')?.click());
    const second = await server.next();
    second.json(added(1));
    await until(() => cart.length > 0);
    first.json({}, 502);
    await until(() => signals.at(-1)?.event === CartPopupEvent.CLOSE);
    expect(cart).toEqual([{ products: [line('B-2', 5)], nbProductsAdded: 1 }]);
    expect(qty(host, 'A-1')?.value).toBe('2');
    expect(qty(host, 'B-2')?.value).toBe('');
  });
});

describe("the click's own task: the pending state only (an interaction answered within one frame)", () => {
  /** Lets every pending promise callback run without crossing a task boundary. */
  const microtasks = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };

  it('marks the button busy at once; the popup, the loading count and the request wait until after the next frame', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul class="sf-products">${sectionHtml('A-1')}${sectionHtml('B-2')}</ul>`);
    const signals = recordSignals();
    const cart = listen('ProductsAddedToCart');
    type(qty(host, 'A-1'), '2');
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'clearTimeout'] });
    // Without MessageChannel the task after the frame is a timer the fake clock runs.
    vi.stubGlobal('MessageChannel', undefined);
    onTestFinished(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });
    buttonOf(host, 'A-1', 'cart')?.click();
    // A second click before the frame is still ignored.
    buttonOf(host, 'B-2', 'cart')?.click();
    await microtasks();
    expect(buttonOf(host, 'A-1', 'cart')?.getAttribute('aria-busy')).toBe('true');
    expect(signals).toEqual([]);
    expect($pendingRequests.get()).toBe(0);
    expect(server.calls).toHaveLength(0);

    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    const call = await server.next();
    expect(signals.map((s) => [s.target, s.event])).toEqual([['cart', CartPopupEvent.OPENLOADING]]);
    expect(JSON.parse(call.body.get('products') ?? '[]')).toEqual([expect.objectContaining(line('A-1', 2))]);
    call.json(added(1));
    await until(() => cart.length > 0);
    expect(server.calls).toHaveLength(1);
    expect(buttonOf(host, 'A-1', 'cart')?.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('double submits', () => {
  it('click, Enter and a click on another product of the same listing while pending: one request', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul class="sf-products">${sectionHtml('A-1')}${sectionHtml('B-2')}</ul>`);
    const cart = listen('ProductsAddedToCart');
    type(qty(host, 'A-1'), '2');
    type(qty(host, 'B-2'), '1');
    await settle(() => {
      buttonOf(host, 'A-1', 'cart')?.click();
      qty(host, 'A-1')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      buttonOf(host, 'B-2', 'cart')?.click();
      buttonOf(host, 'B-2', 'quote')?.click();
    });
    const call = await server.next();
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(JSON.parse(call.body.get('products') ?? '[]')).toEqual([
      expect.objectContaining(line('A-1', 2)),
      expect.objectContaining(line('B-2', 1)),
    ]);
    call.json(added(2));
    await until(() => cart.length > 0);
    expect(cart).toHaveLength(1);
    // Once answered, the listing takes a new add.
    type(qty(host, 'B-2'), '4');
    await settle(() => buttonOf(host, 'B-2', 'cart')?.click());
    expect((await server.next()).path).toBe(ENDPOINTS.addProducts.path);
  });

  it('a second Yes cannot post the ActionOnConfirm twice', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<div data-sf-add-scope="true">${sectionHtml('A-1')}</div>`);
    type(qty(host, 'A-1'), '2');
    await settle(() => buttonOf(host, 'A-1', 'cart')?.click());
    (await server.next()).json({
      ...added(0),
      StatusMessages: [{ Message: 'Replace it?', Type: 2 }],
      ActionOnConfirm: ENDPOINTS.addProductsConfirmed.path,
    });
    await until(() => $statusQueue.get().some((b) => b.kind === 'confirm'));
    const id = $statusQueue.get()[0]?.id ?? 0;
    await settle(() => {
      dismissStatusBox(id, true);
      dismissStatusBox(id, true);
      buttonOf(host, 'A-1', 'cart')?.click();
    });
    await server.next();
    await settle();
    expect(server.calls.map((c) => c.path)).toEqual([ENDPOINTS.addProducts.path, ENDPOINTS.addProductsConfirmed.path]);
  });
});

describe('re-render mid-request', () => {
  it('while the ActionOnConfirm question waits: Yes still posts and the events reach document', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul class="sf-products"><li>${sectionHtml('A-1')}</li></ul>`);
    const sf = listen('sf:products-added-to-cart');
    const legacy = listen('ProductsAddedToCart');
    type(qty(host, 'A-1'), '2');
    await settle(() => buttonOf(host, 'A-1', 'cart')?.click());
    (await server.next()).json({
      ...added(0),
      StatusMessages: [{ Message: 'Replace it?', Type: 2 }],
      ActionOnConfirm: ENDPOINTS.addProductsConfirmed.path,
    });
    await until(() => $statusQueue.get().some((b) => b.kind === 'confirm'));
    (host.querySelector('li') as HTMLElement).innerHTML = sectionHtml('A-1');
    await settle(() => dismissStatusBox($statusQueue.get()[0]?.id ?? 0, true));
    (await server.next()).json(added(2));
    await until(() => legacy.length > 0);
    expect(sf).toEqual(legacy);
    expect(legacy).toEqual([{ products: [line('A-1', 2)], nbProductsAdded: 2 }]);
  });

  it('a listing reloaded mid-add takes a new add; each add reports its own products', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountHtml(`<ul class="sf-products"><li>${sectionHtml('A-1')}</li></ul>`);
    const cart = listen('ProductsAddedToCart');
    type(qty(host, 'A-1'), '2');
    await settle(() => buttonOf(host, 'A-1', 'cart')?.click());
    const first = await server.next();
    // A reload replaces the whole listing (the group the pending add holds): the fresh one is free to add.
    host.innerHTML = `<ul class="sf-products"><li>${sectionHtml('A-1', 4)}</li></ul>`;
    type(qty(host, 'A-1'), '7');
    await settle(() => buttonOf(host, 'A-1', 'cart')?.click());
    const second = await server.next();
    second.json(added(7));
    await until(() => cart.length > 0);
    first.json(added(2));
    await until(() => cart.length > 1);
    expect(cart).toEqual([
      { products: [line('A-1', 7, 4)], nbProductsAdded: 7 },
      { products: [line('A-1', 2)], nbProductsAdded: 2 },
    ]);
    // The first add's reply does not touch the fresh input, which the second add emptied.
    expect(qty(host, 'A-1')?.value).toBe('');
  });
});
