// Page helpers as a page meets them: counters, force-lower, search cleaning, external links, unsaved changes.
import { insertHtml } from '../../shared/dom/html.ts';
import { setNavigator } from '../../shared/http/navigation.ts';
import { $statusQueue, dismissStatusBox } from '../../shared/stores/status.ts';
import { fakeIntersections } from '../../test/support/intersections.ts';
import { mountHtml, recordNavigation, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';
import { $hasUnsavedChanges, hasUnsavedChanges, markClean } from './store.ts';

beforeAll(() => define());
afterEach(() => markClean());

const type = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};
const answer = async (yes: boolean) => {
  const box = $statusQueue.get()[0];
  expect(box?.kind).toBe('confirm');
  // Both questions are "are you sure you want to continue?": answered with Ok / Cancel, not Yes / No.
  expect(box?.kind === 'confirm' && box.answers).toBe('ok-cancel');
  await settle(() => box && dismissStatusBox(box.id, yes));
};

describe('character counter', () => {
  it('counts down, truncates at the limit and says so (review text, 1000)', async () => {
    const view = fakeIntersections();
    const host = await mountHtml('<textarea id="review" data-sf-counter="1000"></textarea>');
    await settle();
    const review = host.querySelector('textarea') as HTMLTextAreaElement;
    const counter = () => document.getElementById('review-counter')?.textContent;
    // Described at once; the text is written as the field nears the viewport (bench/JOURNAL.md).
    expect(review.getAttribute('aria-describedby')).toBe('review-counter');
    expect(counter()).toBe('');
    view.enter(review);
    expect(counter()).toBe('1000 characters left');
    type(review, 'x'.repeat(999));
    expect(counter()).toBe('1 characters left');
    type(review, 'y'.repeat(1005));
    expect(review.value).toHaveLength(1000);
    expect(counter()).toBe('you have reached the limit');
  });
  it('speaks French and takes maxlength when no number is given', async () => {
    const host = await mountHtml('<input id="nick" data-sf-counter maxlength="5">', 'fr');
    await settle();
    type(host.querySelector('input') as HTMLInputElement, 'abcdefg');
    expect(document.getElementById('nick-counter')?.textContent).toBe('vous avez atteint la limite');
    type(host.querySelector('input') as HTMLInputElement, 'ab');
    expect(document.getElementById('nick-counter')?.textContent).toBe('3 caractères restants');
  });
});

it('lower-cases force-lower inputs on blur', async () => {
  const host = await mountHtml(
    '<input data-sf-force-lower value="Jane@Example.COM"><input class="force-lower" value="ABC">',
  );
  for (const input of Array.from(host.querySelectorAll('input')))
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  expect(Array.from(host.querySelectorAll('input'), (i) => i.value)).toEqual(['jane@example.com', 'abc']);
});

it('removes < and > from search text as typed, and trims on change', async () => {
  const host = await mountHtml('<form role="search"><input type="search" name="qs"></form>');
  const input = host.querySelector('input') as HTMLInputElement;
  type(input, ' <script>pens ');
  expect(input.value).toBe(' scriptpens ');
  input.dispatchEvent(new Event('change', { bubbles: true }));
  expect(input.value).toBe('scriptpens');
});

it('leaves a search form inside a widget to that widget: the header cleans its own field', async () => {
  // The header's server form and the form its island renders look alike; both are <sf-header>'s content.
  const host = await mountHtml(
    '<sf-header><form class="sf-header__search" role="search"><input type="search" name="qs"></form></sf-header>' +
      '<sf-listing><input data-sf-search-text name="q"></sf-listing>',
  );
  const [header, marked] = Array.from(host.querySelectorAll('input'));
  if (!header || !marked) throw new Error('fixture inputs missing');
  type(header, ' <b>pens ');
  header.dispatchEvent(new Event('change', { bubbles: true }));
  expect(header.value).toBe(' <b>pens ');
  // A field an author marks by name is cleaned wherever it is.
  type(marked, '<i>ink');
  expect(marked.value).toBe('iink');
});

describe('external link', () => {
  it('asks with the spec text, then opens a new tab only on Ok', async () => {
    const nav = recordNavigation();
    setNavigator(nav.navigator);
    const host = await mountHtml('<a data-sf-external-link href="https://example.org/x">Supplier</a>');
    const link = host.querySelector('a') as HTMLAnchorElement;
    await settle(() => link.click());
    expect($statusQueue.get()[0]?.messages[0]?.Message).toMatch(/^This is an external link\./);
    await answer(false);
    expect(nav.calls).toEqual([]);
    await settle(() => link.click());
    await answer(true);
    expect(nav.calls).toEqual([{ kind: 'open', url: 'https://example.org/x' }]);
  });
  it('refuses a javascript: link without asking', async () => {
    const host = await mountHtml('<a class="external-link" href="javascript:alert(1)">x</a>');
    await settle(() => host.querySelector('a')?.click());
    expect($statusQueue.get()).toEqual([]);
  });
});

describe('unsaved changes', () => {
  it('warns before leaving a changed form by a link, in French, and leaves on Ok', async () => {
    const nav = recordNavigation();
    setNavigator(nav.navigator);
    const host = await mountHtml('<form data-sf-unsaved-warning><input name="n"></form><a href="/cart">Cart</a>', 'fr');
    type(host.querySelector('input') as HTMLInputElement, 'x');
    expect($hasUnsavedChanges.get()).toBe(true);
    await settle(() => host.querySelector('a')?.click());
    expect($statusQueue.get()[0]?.messages[0]?.Message).toMatch(/^Des modifications ont été apportées/);
    await answer(true);
    expect(nav.calls).toEqual([{ kind: 'assign', url: `${location.origin}/cart` }]);
  });
  it('asks the browser to confirm unload only while changes are unsaved', async () => {
    const host = await mountHtml('<form data-sf-unsaved-warning><input name="n"></form>');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type(host.querySelector('input') as HTMLInputElement, 'x');
    expect(unload()).toBe(true);
    host.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(unload()).toBe(false);
  });
  it('a form from server HTML cannot arm the prompt: not by its marks, not by being typed in', async () => {
    const nav = recordNavigation();
    setNavigator(nav.navigator);
    const host = await mountHtml('<div class="slot"></div><a href="/cart">Cart</a>');
    const [form] = insertHtml(
      host.querySelector('.slot') as HTMLElement,
      '<form data-sf-unsaved-warning><input name="q"></form>',
    ) as HTMLFormElement[];
    // A mark a gap in the sanitiser would let through.
    form?.setAttribute('data-sf-changed', 'true');
    expect(hasUnsavedChanges()).toBe(false);
    type(form?.querySelector('input') as HTMLInputElement, 'x');
    expect($hasUnsavedChanges.get()).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    host.querySelector('a')?.dispatchEvent(click);
    expect($statusQueue.get()).toEqual([]);
    expect(click.defaultPrevented).toBe(false);
  });
  it('a data-sf-changed the page itself wrote is not taken for a change the shopper made', async () => {
    await mountHtml('<form data-sf-unsaved-warning data-sf-changed="true"><input name="n"></form>');
    expect(hasUnsavedChanges()).toBe(false);
  });
  it('lets links through when nothing changed', async () => {
    const host = await mountHtml('<form data-sf-unsaved-warning><input></form><a href="/cart">Cart</a>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    host.querySelector('a')?.addEventListener('click', (e) => e.preventDefault());
    host.querySelector('a')?.dispatchEvent(click);
    expect($statusQueue.get()).toEqual([]);
  });
});
