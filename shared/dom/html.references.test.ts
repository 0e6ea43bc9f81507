// A fragment reaches only its own elements (ids resolved once it is in the page), and borrows none of the bundle's own
// layers or state marks (LEGACY-MARKUP.md §0b).
import { insertHtml } from './html.ts';

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => document.body.replaceChildren());

/** A page with its own form, button and list above the place server HTML goes. */
function page(): HTMLElement {
  document.body.innerHTML =
    '<form id="f" action="/checkout" method="post"><input name="ShipToId" value="1"><button id="place-order" type="submit">Order</button></form>' +
    '<datalist id="codes"><option value="A"></option></datalist><h2 id="title">Page title</h2><main id="target"></main>';
  return document.getElementById('target') as HTMLElement;
}

describe('references to ids: only what the browser resolves inside the inserted nodes', () => {
  it('a button naming a page form through a decoy id of its own loses form and its overrides', () => {
    const target = page();
    insertHtml(target, '<i id="f" hidden></i><button form="f" formaction="/search" formmethod="get">See more</button>');
    const button = target.querySelector('button') as HTMLButtonElement;
    expect(button.form).toBeNull();
    expect(['form', 'formaction', 'formmethod'].filter((a) => button.hasAttribute(a))).toEqual([]);
  });

  it('a hidden field naming the page form through a decoy does not join it', () => {
    const target = page();
    insertHtml(target, '<b id="f"></b><input type="hidden" form="f" name="ShipToId" value="9">');
    expect(target.querySelector('input')?.hasAttribute('form')).toBe(false);
    expect((document.getElementById('f') as HTMLFormElement).elements.length).toBe(2);
  });

  it('a label, a list and the aria-* references that the page would answer are removed', () => {
    const target = page();
    insertHtml(
      target,
      '<i id="place-order"></i><label for="place-order">Free gift</label><i id="codes"></i><input list="codes">' +
        '<i id="title"></i><p aria-labelledby="title" aria-describedby="title" aria-owns="title" aria-controls="title" aria-activedescendant="title">x</p>',
    );
    expect(target.querySelector('label')?.hasAttribute('for')).toBe(false);
    expect(target.querySelector('input')?.hasAttribute('list')).toBe(false);
    expect(
      target
        .querySelector('p')
        ?.getAttributeNames()
        .filter((a) => a.startsWith('aria-')),
    ).toEqual([]);
  });

  it('keeps references that resolve inside the fragment, and a form of its own with its buttons', () => {
    const target = page();
    insertHtml(
      target,
      '<form id="own" action="/search"><label for="q">Search</label><input id="q" aria-describedby="hint"><button formmethod="get">Go</button></form>' +
        '<p id="hint">Hint</p><button form="own" formaction="/search">Also</button>',
    );
    expect(target.querySelector('label')?.getAttribute('for')).toBe('q');
    expect(target.querySelector('input')?.getAttribute('aria-describedby')).toBe('hint');
    expect(target.querySelector('form button')?.getAttribute('formmethod')).toBe('get');
    const outside = target.querySelector(':scope > button') as HTMLButtonElement;
    expect([outside.getAttribute('form'), outside.getAttribute('formaction')]).toEqual(['own', '/search']);
  });

  it('appending: a reference to the earlier content of the same target is not the new nodes', () => {
    const target = page();
    insertHtml(target, '<input id="qty-1">');
    insertHtml(target, '<i id="qty-2"></i><label for="qty-2">Qty</label>', 'append');
    expect(target.querySelector('label')?.getAttribute('for')).toBe('qty-2');
  });
});

describe("the bundle's own layers and state marks are not a fragment's", () => {
  it.each([
    'sf-preview-toggle',
    'sf-preview-bar',
    'sf-overlay',
    'sf-status-bar',
    'sf-listing__back-to-top',
    'sf-header__nav',
    'sf-ehf-popover',
    'sf-cart-summary__panel',
  ])('drops the class %s, keeping the others', (name) => {
    const target = document.createElement('div');
    insertHtml(target, `<label class="note ${name} sf-product"><img src="/cdn/x.png" width="4000" alt=""></label>`);
    expect(target.querySelector('label')?.className).toBe('note sf-product');
  });

  it('removes class when only refused names were in it', () => {
    const target = document.createElement('div');
    insertHtml(target, '<p class="sf-preview-toggle">x</p>');
    expect(target.querySelector('p')?.hasAttribute('class')).toBe(false);
  });

  it.each([
    'data-sf-changed="true"',
    'data-sf-island',
    'data-sf-asleep',
    'data-sf-preview-active',
    'data-sf-preview="true"',
    'data-sf-edit="edit"',
    'data-sf-track-order=\'{"Code":"X1"}\'',
    'data-sf-track-shipping="{}"',
    'data-sf-kept="k1"',
  ])('strips the state mark %s', (attr) => {
    const target = document.createElement('div');
    insertHtml(target, `<form data-sf-unsaved-warning ${attr}><p data-keep="1" ${attr}>x</p></form>`);
    const name = attr.split('=')[0] as string;
    expect(target.querySelectorAll(`[${name}]`).length).toBe(0);
    expect(target.querySelector('[data-keep]')).not.toBeNull();
    expect(target.querySelector('form')?.hasAttribute('data-sf-unsaved-warning')).toBe(true);
  });

  it('keeps item-level tracking and drops page-level events (a forged purchase)', () => {
    const target = document.createElement('div');
    insertHtml(
      target,
      ['view_item_list', 'view_item', 'view_cart', 'begin_checkout', 'purchase', 'PURCHASE']
        .map((kind) => `<div data-sf-track="${kind}"></div>`)
        .join(''),
    );
    expect(Array.from(target.querySelectorAll('[data-sf-track]'), (d) => d.getAttribute('data-sf-track'))).toEqual([
      'view_item_list',
      'view_item',
    ]);
  });
});
