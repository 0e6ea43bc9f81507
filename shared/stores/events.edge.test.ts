// The sf: event bridge: events bubble out of shadow roots, listeners get the detail, and unsubscribe.
import { emitSfEvent, onSfEvent } from './events.ts';

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
