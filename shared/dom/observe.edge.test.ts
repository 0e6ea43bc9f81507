// observeMatches at its edges: present and later elements, nested ones, once each, a failing setup, disconnect.
import { observeMatches } from './observe.ts';

const mutations = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.replaceChildren();
});

it('sets up each matching element already in the page once, and nothing else', () => {
  document.body.innerHTML = '<div class="w" id="a"><span class="w" id="b"></span></div><p id="c"></p>';
  const seen: string[] = [];
  stop = observeMatches('.w', (el) => seen.push(el.id));
  expect(seen).toEqual(['a', 'b']);
});

it('sets up elements inserted later, including ones nested inside the inserted node, but never twice', async () => {
  const seen: string[] = [];
  stop = observeMatches('.w', (el) => seen.push(el.id));
  const host = document.createElement('section');
  host.innerHTML = '<div class="w" id="inner"></div>';
  host.className = 'w';
  host.id = 'outer';
  document.body.append(host);
  await mutations();
  expect(seen).toEqual(['outer', 'inner']);
  // Moving an element fires a new mutation: it must not be set up again.
  document.body.append(host);
  document.body.append(document.createTextNode('text nodes are skipped'));
  await mutations();
  expect(seen).toEqual(['outer', 'inner']);
});

it('accepts a predicate instead of a selector, checking every element', async () => {
  document.body.innerHTML = '<i data-k="1"></i><b data-k="2"><u data-k="3"></u></b>';
  const seen: string[] = [];
  stop = observeMatches(
    (el) => Number(el.getAttribute('data-k')) >= 2,
    (el) => seen.push(el.getAttribute('data-k') ?? ''),
  );
  expect(seen).toEqual(['2', '3']);
  const later = document.createElement('div');
  later.innerHTML = '<em data-k="9"></em><em data-k="0"></em>';
  document.body.append(later);
  await mutations();
  expect(seen).toEqual(['2', '3', '9']);
});

it('keeps going after one setup throws, with a console warning naming the element', () => {
  document.body.innerHTML = '<p class="w" id="bad"></p><p class="w" id="good"></p>';
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const seen: string[] = [];
  stop = observeMatches('.w', (el) => {
    if (el.id === 'bad') throw new Error('boom');
    seen.push(el.id);
  });
  expect(seen).toEqual(['good']);
  expect(warn).toHaveBeenCalledWith('[storefront] setup failed for', document.getElementById('bad'), expect.any(Error));
});

it('stops watching once disconnected', async () => {
  const seen: string[] = [];
  observeMatches('.w', (el) => seen.push(el.id))();
  document.body.innerHTML = '<p class="w" id="late"></p>';
  await mutations();
  expect(seen).toEqual([]);
});

it('watches the document it is given', () => {
  const other = document.implementation.createHTMLDocument('other');
  other.body.innerHTML = '<p class="w" id="there"></p>';
  document.body.innerHTML = '<p class="w" id="here"></p>';
  const seen: string[] = [];
  stop = observeMatches('.w', (el) => seen.push(el.id), other);
  expect(seen).toEqual(['there']);
});

it('watches with one MutationObserver however many behaviours watch the page', () => {
  const Real = MutationObserver;
  let built = 0;
  vi.stubGlobal(
    'MutationObserver',
    class extends Real {
      constructor(callback: MutationCallback) {
        super(callback);
        built += 1;
      }
    },
  );
  try {
    const stops = ['.a', '.b', '[data-c]'].map((selector) => observeMatches(selector, () => {}));
    expect(built).toBe(1);
    for (const s of stops) s();
  } finally {
    vi.unstubAllGlobals();
  }
});

it('looks through an inserted subtree that none of the watches match once, not once per watch', async () => {
  const stops = ['.a', '.b', '[data-c]'].map((selector) => observeMatches(selector, () => {}));
  const island = document.createElement('div');
  island.innerHTML = '<ul><li>one</li><li>two</li></ul>';
  const searches = vi.spyOn(island, 'querySelectorAll');
  const firsts = vi.spyOn(island, 'querySelector');
  document.body.append(island);
  await mutations();
  expect(searches.mock.calls.length + firsts.mock.calls.length).toBe(1);
  for (const s of stops) s();
});

it('keeps the other watches when one stops, and sets up what each matches in one inserted subtree', async () => {
  const seen: string[] = [];
  const stopA = observeMatches('.a', (el) => seen.push(`a:${el.id}`));
  stop = observeMatches('.b', (el) => seen.push(`b:${el.id}`));
  const host = document.createElement('div');
  host.innerHTML = '<p class="a" id="1"></p><p class="b" id="2"></p><p class="a b" id="3"></p>';
  document.body.append(host);
  await mutations();
  expect(seen).toEqual(['a:1', 'a:3', 'b:2', 'b:3']);
  stopA();
  const later = document.createElement('p');
  later.className = 'a b';
  later.id = '4';
  document.body.append(later);
  await mutations();
  expect(seen).toEqual(['a:1', 'a:3', 'b:2', 'b:3', 'b:4']);
});
