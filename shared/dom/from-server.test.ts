// Server-HTML marks: every element of a sanitised fragment is marked, kept when moved, never on the page's own nodes.
import { isFromServer } from './from-server.ts';
import { insertHtml, parseFragment, parseFragmentInSlices } from './html.ts';

afterEach(() => document.body.replaceChildren());

it('marks what insertHtml and parseFragment hand out, and nothing of the page', async () => {
  document.body.innerHTML = '<main><div id="slot"></div><p id="own">page</p></main>';
  const slot = document.getElementById('slot') as HTMLElement;
  insertHtml(slot, '<section><ul><li id="item">x</li></ul></section>text');
  expect(isFromServer(document.getElementById('item') as Element)).toBe(true);
  expect(isFromServer(slot)).toBe(false);
  expect(isFromServer(document.getElementById('own') as Element)).toBe(false);
  // A node moved out of its fragment's root (as the listing appends items to its own list) keeps its mark.
  const item = document.getElementById('item') as Element;
  document.getElementById('own')?.append(item);
  expect(isFromServer(item)).toBe(true);
  // An element the page adds later inside server HTML counts as inside it.
  const added = document.createElement('b');
  slot.querySelector('ul')?.append(added);
  expect(isFromServer(added)).toBe(true);
  expect(isFromServer(parseFragment('<form><input name="parentNode"></form>').firstChild as Node)).toBe(true);
  const sliced = await parseFragmentInSlices('<div><span>y</span></div>', undefined, { yieldTo: async () => {} });
  expect(isFromServer(sliced.querySelector('span') as Element)).toBe(true);
});
