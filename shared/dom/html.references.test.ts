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

describe('checked where it goes, before it is connected', () => {
  /** The page of an ASP.NET WebForms layout: one form around everything, the fragment's host inside it. */
  function pageInsideForm(): { form: HTMLFormElement; target: HTMLElement } {
    document.body.innerHTML =
      '<form id="page" action="/checkout" method="post"><input name="__RequestVerificationToken" value="tok">' +
      '<label for="email">E-mail</label><input id="email" name="Email"><div id="target"></div></form>';
    return {
      form: document.getElementById('page') as HTMLFormElement,
      target: document.getElementById('target') as HTMLElement,
    };
  }

  it('controls under a page form are given an empty form: by the form-owner rule they then join no form', () => {
    // happy-dom resolves a control's form by its ancestors before its form attribute, against the HTML standard; the
    // engine corpus (test/engines/sanitiser-corpus-page.ts) checks form owners, submission and FormData in browsers.
    const { target } = pageInsideForm();
    insertHtml(
      target,
      '<input type="hidden" name="PromoCode" value="STAFF100"><input name="Note"><button formaction="/x">Show offers</button>' +
        '<input type="submit" value="Go"><select name="s"><option>1</option></select><textarea name="t"></textarea>' +
        '<fieldset><output name="o"></output></fieldset>',
    );
    const controls = Array.from(target.querySelectorAll('input, button, select, textarea, fieldset, output'));
    expect(controls.map((c) => c.getAttribute('form'))).toEqual(['', '', '', '', '', '', '', '']);
    expect(target.querySelector('button')?.hasAttribute('formaction')).toBe(false);
  });

  it('beside a page form, nothing is added', () => {
    const target = page();
    insertHtml(target, '<input name="Note"><button>Go</button>');
    expect(target.querySelector('[form]')).toBeNull();
  });

  it("a fragment's own form keeps its controls and buttons, even under a page form", () => {
    const { target } = pageInsideForm();
    insertHtml(target, '<form id="own" action="/search"><input name="q"><button formmethod="get">Go</button></form>');
    const own = target.querySelector('form') as HTMLFormElement;
    expect((target.querySelector('input') as HTMLInputElement).form).toBe(own);
    expect(target.querySelector('button')?.getAttribute('formmethod')).toBe('get');
  });

  it("a fragment cannot take an id the page has (a field's, below the fragment too) or one the bundle resolves later", () => {
    document.body.innerHTML = '<div id="target"></div><label for="email">E-mail</label><input id="email">';
    const target = document.getElementById('target') as HTMLElement;
    insertHtml(
      target,
      '<p id="email">decoy</p><span id="email-error">x</span><span id="notes-counter">x</span><i id="sf-id-3"></i>' +
        '<i id="sf-field-2"></i><b id="mine">kept</b><p aria-describedby="email">x</p><p aria-describedby="mine">y</p>',
    );
    expect(Array.from(target.querySelectorAll('[id]'), (e) => e.id)).toEqual(['mine']);
    expect((document.querySelector('label') as HTMLLabelElement).control).toBe(document.getElementById('email'));
    expect(Array.from(target.querySelectorAll('[aria-describedby]'), (e) => e.textContent)).toEqual(['y']);
  });

  it('replacing: the ids of the content it replaces are free again', () => {
    const target = page();
    insertHtml(target, '<label for="qty">Qty</label><input id="qty">');
    insertHtml(target, '<label for="qty">Qty</label><input id="qty">');
    expect(target.querySelector('label')?.getAttribute('for')).toBe('qty');
    expect(target.querySelector('input')?.id).toBe('qty');
  });

  it('an island in the fragment copies its children only once they were checked (no page form reached through its copy)', () => {
    const target = page();
    const copies: string[] = [];
    // A stand-in for an island that copies its server children when it connects (shared/define.ts does so).
    customElements.define(
      'sf-product-carousel',
      class extends HTMLElement {
        connectedCallback() {
          copies.push(this.innerHTML);
        }
      },
    );
    insertHtml(
      target,
      '<sf-product-carousel><i id="f" hidden></i><button form="f" formaction="/search" formmethod="get">See more</button>' +
        '<i id="place-order"></i><label for="place-order">Free gift</label></sf-product-carousel>',
    );
    expect(copies).toHaveLength(1);
    expect(copies[0]).not.toMatch(/form=|formaction|formmethod|for=|id="f"|id="place-order"/);
  });

  it('marks the box it fills as a host of server HTML (contained by the bundle CSS), once per box', () => {
    const target = page();
    insertHtml(target, '<div class="position-fixed">x</div>');
    expect(target.hasAttribute('data-sf-server-html')).toBe(true);
    const inner = target.querySelector('div') as HTMLElement;
    insertHtml(inner, '<p>y</p>');
    expect(inner.hasAttribute('data-sf-server-html')).toBe(false);
  });

  it('a fragment cannot forge the host mark', () => {
    const target = document.createElement('div');
    insertHtml(target, '<p data-sf-server-html>x</p>');
    expect(target.querySelector('[data-sf-server-html]')).toBeNull();
  });
});
