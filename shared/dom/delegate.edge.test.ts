// delegate at its edges: the closest match, only inside the root, non-element targets, options and removal.
import { delegate } from './delegate.ts';

afterEach(() => document.body.replaceChildren());

function page() {
  document.body.innerHTML =
    '<div id="root"><button class="act" id="in"><span id="label">Go</span></button><p id="plain"></p></div>' +
    '<button class="act" id="out"></button>';
  return document.getElementById('root') as HTMLElement;
}

it('calls the handler with the closest matching ancestor of the event target', () => {
  const root = page();
  const calls: [string, string][] = [];
  delegate(root, 'click', '.act', (event, matched) => calls.push([(event.target as Element).id, matched.id]));
  document.getElementById('label')?.click();
  document.getElementById('plain')?.click();
  expect(calls).toEqual([['label', 'in']]);
});

it('ignores matches outside an element root, but not with the document as root', () => {
  page();
  const inRoot: string[] = [];
  const inDocument: string[] = [];
  delegate(document.getElementById('root') as HTMLElement, 'click', '.act', (_e, m) => inRoot.push(m.id));
  delegate(document, 'click', '.act', (_e, m) => inDocument.push(m.id));
  document.getElementById('out')?.click();
  expect(inRoot).toEqual([]);
  expect(inDocument).toEqual(['out']);
});

it('ignores a match that is an ancestor of the root', () => {
  document.body.innerHTML = '<div class="act" id="outer"><div id="root"><p id="inside"></p></div></div>';
  const seen: string[] = [];
  delegate(document.getElementById('root') as HTMLElement, 'click', '.act', (_e, m) => seen.push(m.id));
  document.getElementById('inside')?.click();
  expect(seen).toEqual([]);
});

it('ignores events whose target is not an element', () => {
  const root = page();
  const seen: string[] = [];
  delegate(root, 'click', '*', (_e, m) => seen.push(m.id));
  root.dispatchEvent(new Event('click'));
  expect(seen).toEqual(['root']);
  seen.length = 0;
  const text = document.createTextNode('t');
  root.append(text);
  text.dispatchEvent(new Event('click', { bubbles: true }));
  expect(seen).toEqual([]);
});

it('passes listener options through, and the returned function removes the listener', () => {
  const root = page();
  const once: string[] = [];
  const removed: string[] = [];
  delegate(root, 'click', '.act', (_e, m) => once.push(m.id), { once: true });
  const off = delegate(root, 'click', '.act', (_e, m) => removed.push(m.id));
  document.getElementById('in')?.click();
  off();
  document.getElementById('in')?.click();
  expect(once).toEqual(['in']);
  expect(removed).toEqual(['in']);
});
