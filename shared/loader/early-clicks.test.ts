// Clicks that come before their behaviour's chunk: kept, shown pending, handed over once, in the order clicked.
import { KEPT_ATTRIBUTE, keepEarlyClicks } from './early-clicks.ts';

const ADD = '.sf-add-to-cart [data-sf-add]';

function page() {
  document.body.innerHTML = `
    <div class="sf-add-to-cart"><button type="button" data-sf-add="cart" id="a">Add</button></div>
    <div class="sf-add-to-cart"><button type="button" data-sf-add="quote" id="b"><span id="b-label">Quote</span></button></div>
    <button type="button" data-sf-add="cart" id="outside">Add</button>`;
  const el = (id: string) => document.getElementById(id) as HTMLElement;
  return { a: el('a'), b: el('b'), label: el('b-label'), outside: el('outside') };
}

describe('keepEarlyClicks', () => {
  let stop = () => {};
  /** The add buttons' clicks kept, stopped after the test. */
  const keep = () => {
    const early = keepEarlyClicks(document, { '.sf-add-to-cart': { clicks: ADD } });
    stop = () => early.stop();
    return early;
  };
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('shows a kept click pending at once (aria-busy, in the click’s own task) and hands the elements over in the order clicked', () => {
    const { a, b, label } = page();
    const early = keep();
    label.click();
    expect(b.getAttribute('aria-busy')).toBe('true');
    a.click();
    expect(a.getAttribute('aria-busy')).toBe('true');
    const kept = early.take('.sf-add-to-cart');
    expect(kept).toEqual([b, a]);
    // The behaviour sets its own pending state as it takes each one: the loader's is gone.
    expect([a.hasAttribute('aria-busy'), b.hasAttribute('aria-busy')]).toEqual([false, false]);
  });

  it('keeps an element once however often it is clicked, and nothing outside its selector', () => {
    const { a, outside } = page();
    const early = keep();
    a.click();
    a.click();
    outside.click();
    expect(outside.hasAttribute('aria-busy')).toBe(false);
    expect(early.take('.sf-add-to-cart')).toEqual([a]);
  });

  it('keeps nothing more once its behaviour took them: the behaviour’s own listeners answer from then on', () => {
    const { a, b } = page();
    const early = keep();
    a.click();
    expect(early.take('.sf-add-to-cart')).toEqual([a]);
    b.click();
    expect(b.hasAttribute('aria-busy')).toBe(false);
    expect(early.take('.sf-add-to-cart')).toEqual([]);
  });

  it('hands over no element that left the page, and none for a key that keeps no clicks', () => {
    const { a, b } = page();
    const early = keep();
    a.click();
    b.click();
    a.closest('.sf-add-to-cart')?.remove();
    expect(early.take('.sf-add-to-cart')).toEqual([b]);
    expect(early.take('sf-header')).toEqual([]);
  });

  it('hands over the copy an island put in a kept control’s place (it copies the server markup it takes over)', () => {
    const { a } = page();
    const early = keep();
    a.click();
    const section = a.closest('.sf-add-to-cart') as HTMLElement;
    const copy = section.cloneNode(true) as HTMLElement;
    section.replaceWith(copy);
    const button = copy.querySelector('[data-sf-add]');
    expect(early.take('.sf-add-to-cart')).toEqual([button]);
    expect([button?.hasAttribute('aria-busy'), button?.attributes.length]).toEqual([false, 3]);
  });

  it('hands over no control of a fragment that copied a kept control’s mark: only the control’s own copy', () => {
    const { a, b } = page();
    const early = keep();
    a.click();
    // A forged mark (any other value) on another control is not the kept one's.
    b.setAttribute(KEPT_ATTRIBUTE, 'forged');
    a.remove();
    expect(early.take('.sf-add-to-cart')).toEqual([]);
  });

  it('keeps no click on a disabled button, nor one the page itself marked pending', () => {
    const { a, b } = page();
    a.setAttribute('disabled', '');
    b.setAttribute('aria-busy', 'true');
    const early = keep();
    a.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    b.click();
    expect(early.take('.sf-add-to-cart')).toEqual([]);
    expect(b.getAttribute('aria-busy')).toBe('true');
  });
});

describe('keepEarlyClicks: Enter in a field', () => {
  const ENTER = {
    within: '.sf-add-to-cart',
    field: '.sf-qty',
    presses: ['[data-sf-add="cart"]', '[data-sf-add="quote"]'],
  };
  let stop = () => {};
  const keep = () => {
    const early = keepEarlyClicks(document, { '.sf-add-to-cart': { clicks: ADD, enter: ENTER } });
    stop = () => early.stop();
    return early;
  };
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });
  function page() {
    document.body.innerHTML = `
      <div class="sf-add-to-cart"><input class="sf-qty" id="qa"><button type="button" data-sf-add="quote" id="qa-quote">Quote</button><button type="button" data-sf-add="cart" id="qa-cart">Add</button></div>
      <div class="sf-add-to-cart"><input class="sf-qty" id="qb"><button type="button" data-sf-add="quote" id="qb-quote">Quote</button></div>
      <div class="sf-add-to-cart"><input class="sf-qty" id="qc"></div>
      <form><input class="sf-qty" id="outside"><button type="button" data-sf-add="cart">Add</button></form>`;
    const el = (id: string) => document.getElementById(id) as HTMLElement;
    return {
      qa: el('qa'),
      qb: el('qb'),
      qc: el('qc'),
      outside: el('outside'),
      cart: el('qa-cart'),
      quote: el('qb-quote'),
    };
  }
  /** A key press as the shopper's keyboard sends it: the event is cancelable, so a form would submit unless prevented. */
  const press = (target: HTMLElement, key: string) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event;
  };

  it('keeps Enter in a quantity as a press of its section’s cart button, else its quote button, in the order pressed', () => {
    const { qa, qb, cart, quote } = page();
    const early = keep();
    expect(press(qb, 'Enter').defaultPrevented).toBe(true);
    expect(quote.getAttribute('aria-busy')).toBe('true');
    expect(press(qa, 'Enter').defaultPrevented).toBe(true);
    expect(cart.getAttribute('aria-busy')).toBe('true');
    expect(early.take('.sf-add-to-cart')).toEqual([quote, cart]);
  });

  it('keeps a press once beside a click on the same button, and nothing for other keys, other fields or a section without a button', () => {
    const { qa, qc, outside, cart } = page();
    const early = keep();
    expect(press(qa, '5').defaultPrevented).toBe(false);
    expect(cart.hasAttribute('aria-busy')).toBe(false);
    cart.click();
    press(qa, 'Enter');
    // As the engine does: Enter in a quantity never submits a form, whether or not it adds.
    expect(press(qc, 'Enter').defaultPrevented).toBe(true);
    expect(press(outside, 'Enter').defaultPrevented).toBe(false);
    expect(early.take('.sf-add-to-cart')).toEqual([cart]);
  });

  it('keeps no press once the behaviour is in: its own keydown answers from then on', () => {
    const { qa, cart } = page();
    const early = keep();
    expect(early.take('.sf-add-to-cart')).toEqual([]);
    expect(press(qa, 'Enter').defaultPrevented).toBe(false);
    expect(cart.hasAttribute('aria-busy')).toBe(false);
  });
});
