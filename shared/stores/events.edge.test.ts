// The sf: event bridge: events bubble out of shadow roots, listeners get the detail, and unsubscribe.
import { emitProductsAdded, emitSfEvent, onSfEvent } from './events.ts';

it('dispatches a bubbling, composed CustomEvent with the detail, on the document by default', () => {
  const seen: CustomEvent[] = [];
  const off = onSfEvent('sf:cart-refresh', (event) => seen.push(event));
  emitSfEvent('sf:cart-refresh', { target: 'quote' });
  off();
  emitSfEvent('sf:cart-refresh', { target: 'cart' });
  expect(seen).toHaveLength(1);
  expect(seen[0]?.detail).toEqual({ target: 'quote' });
  expect(seen[0]?.bubbles).toBe(true);
  expect(seen[0]?.composed).toBe(true);
});

it('emits on a given element, reaching listeners on its ancestors, and listens on a given target', () => {
  const parent = document.createElement('div');
  const child = document.createElement('span');
  parent.append(child);
  document.body.append(parent);
  const onParent: unknown[] = [];
  const onDocument: unknown[] = [];
  const offParent = onSfEvent('sf:cart-refresh', (e) => onParent.push(e.detail), parent);
  const offDocument = onSfEvent('sf:cart-refresh', (e) => onDocument.push(e.detail));
  emitSfEvent('sf:cart-refresh', { target: 'cart' }, child);
  emitSfEvent('sf:cart-refresh', { target: 'quote' });
  offParent();
  offDocument();
  parent.remove();
  expect(onParent).toEqual([{ target: 'cart' }]);
  expect(onDocument).toEqual([{ target: 'cart' }, { target: 'quote' }]);
});

it('raises an add as its sf: event from the section (bubbling) and under its legacy name on document, same detail', () => {
  const section = document.createElement('div');
  document.body.append(section);
  const detail = { products: [{ ProductCode: 'PAP-0123', Qty: 2, Uom: 0 }], nbProductsAdded: 1 };
  const names = [
    ['sf:products-added-to-cart', 'ProductsAddedToCart'],
    ['sf:products-added-to-quote', 'ProductsAddedToQuote'],
    ['sf:products-added-to-purchase-list', 'ProductsAddedToPurchaseList'],
  ] as const;
  const seen: [string, unknown, EventTarget | null][] = [];
  const record = (event: Event) => seen.push([event.type, (event as CustomEvent).detail, event.target]);
  for (const [sfName, legacyName] of names) {
    document.addEventListener(sfName, record);
    document.addEventListener(legacyName, record);
  }
  try {
    for (const [sfName] of names) emitProductsAdded(sfName, detail, section);
  } finally {
    for (const [sfName, legacyName] of names) {
      document.removeEventListener(sfName, record);
      document.removeEventListener(legacyName, record);
    }
    section.remove();
  }
  expect(seen).toEqual(
    names.flatMap(([sfName, legacyName]) => [
      [sfName, detail, section],
      [legacyName, detail, document],
    ]),
  );
});
