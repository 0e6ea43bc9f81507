// Character counters: the maximum (data-sf-counter, else maxlength, else the review limit), truncation, the counter
// slot (the author's, else one placed after the field) with its live region and description, in English and French.

import { fakeIntersections } from '../../test/support/intersections.ts';
import { REVIEW_MAX_CHARS } from '../constants.ts';
import { COUNTER_SELECTOR, updateCounter, watchCounter } from './counter.ts';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = 'en';
});

/** A field of the page, from its markup. */
function field(html: string): HTMLInputElement | HTMLTextAreaElement {
  document.body.innerHTML = html;
  const found = document.body.querySelector<HTMLInputElement | HTMLTextAreaElement>(COUNTER_SELECTOR);
  if (!found) throw new Error(`no counted field in ${html}`);
  return found;
}

const slotOf = (f: Element) => document.getElementById(`${f.id}-counter`);

describe('the maximum', () => {
  it('is data-sf-counter when it is a positive whole number', () => {
    const f = field('<textarea id="r" data-sf-counter="12" maxlength="5"></textarea>');
    f.value = 'abc';
    updateCounter(f);
    expect(slotOf(f)?.textContent).toBe('9 characters left');
  });

  it('is maxlength when data-sf-counter is empty or not a number', () => {
    for (const given of ['', 'many', '-3', '0']) {
      const f = field(`<input id="n" data-sf-counter="${given}" maxlength="5">`);
      f.value = 'ab';
      updateCounter(f);
      expect(slotOf(f)?.textContent, `data-sf-counter="${given}"`).toBe('3 characters left');
    }
  });

  it('is the review limit when neither says one', () => {
    const f = field('<textarea id="r" data-sf-counter></textarea>');
    updateCounter(f);
    expect(slotOf(f)?.textContent).toBe(`${REVIEW_MAX_CHARS} characters left`);
  });
});

describe('the text', () => {
  it('is cut at the maximum, in UTF-16 units as maxlength counts, and says the limit is reached', () => {
    const f = field('<input id="n" data-sf-counter="4">');
    f.value = 'ab😀cd';
    updateCounter(f);
    expect(f.value).toBe('ab😀');
    expect(slotOf(f)?.textContent).toBe('you have reached the limit');
    expect(slotOf(f)?.dataset.limit).toBe('true');
  });

  it('is left alone under the maximum, and one character short of it is not the limit', () => {
    const f = field('<input id="n" data-sf-counter="4">');
    f.value = 'abc';
    const before = f.value;
    updateCounter(f);
    expect(f.value).toBe(before);
    expect(slotOf(f)?.textContent).toBe('1 characters left');
    expect(slotOf(f)?.dataset.limit).toBe('false');
  });

  it('exactly at the maximum is the limit, nothing cut', () => {
    const f = field('<input id="n" data-sf-counter="3">');
    f.value = 'abc';
    updateCounter(f);
    expect(f.value).toBe('abc');
    expect(slotOf(f)?.textContent).toBe('you have reached the limit');
  });

  it('is French where the field is, with the plural', () => {
    const f = field('<div lang="fr"><textarea id="r" data-sf-counter="3"></textarea></div>');
    f.value = 'ab';
    updateCounter(f);
    expect(slotOf(f)?.textContent).toBe('1 caractère restant');
    f.value = '';
    updateCounter(f);
    expect(slotOf(f)?.textContent).toBe('3 caractères restants');
    f.value = 'abcd';
    updateCounter(f);
    expect(slotOf(f)?.textContent).toBe('vous avez atteint la limite');
  });
});

describe('the counter slot', () => {
  it('is placed right after the field once, a polite live region that describes it', () => {
    const f = field('<p><textarea id="r" data-sf-counter="10"></textarea><em>after</em></p>');
    updateCounter(f);
    updateCounter(f);
    const slots = document.querySelectorAll('.sf-char-counter');
    expect(slots).toHaveLength(1);
    expect(f.nextElementSibling).toBe(slots[0]);
    expect(slots[0]?.id).toBe('r-counter');
    expect(slots[0]?.getAttribute('aria-live')).toBe('polite');
    expect(f.getAttribute('aria-describedby')).toBe('r-counter');
  });

  it('keeps the descriptions the field already had, without repeating its own', () => {
    const f = field('<input id="n" data-sf-counter="5" aria-describedby="hint  rules"><p id="hint"></p>');
    updateCounter(f);
    updateCounter(f);
    expect(f.getAttribute('aria-describedby')).toBe('hint rules n-counter');
  });

  it('is the author’s element named by data-sf-counter-for, left where it is, given an id when it has none', () => {
    const f = field(
      '<aside><span data-sf-counter-for="r" class="mine"></span></aside><textarea id="r" data-sf-counter="5"></textarea>',
    );
    updateCounter(f);
    const mine = document.querySelector<HTMLElement>('.mine');
    expect(mine?.parentElement?.localName).toBe('aside');
    expect(mine?.id).toBe('r-counter');
    expect(mine?.classList.contains('sf-char-counter')).toBe(true);
    expect(mine?.textContent).toBe('5 characters left');
    expect(f.nextElementSibling).toBeNull();
  });

  it('keeps the id the author gave their element, and the field points to it', () => {
    const f = field(
      '<span data-sf-counter-for="r" id="left-r"></span><textarea id="r" data-sf-counter="5"></textarea>',
    );
    updateCounter(f);
    expect(document.getElementById('left-r')?.textContent).toBe('5 characters left');
    expect(f.getAttribute('aria-describedby')).toBe('left-r');
  });

  it('is an element of the page with the field’s id and -counter, when the author wrote one', () => {
    const f = field('<textarea id="r" data-sf-counter="5"></textarea><footer><b id="r-counter"></b></footer>');
    updateCounter(f);
    expect(document.querySelectorAll('.sf-char-counter')).toHaveLength(1);
    expect(document.querySelector('footer b')?.textContent).toBe('5 characters left');
  });

  it('gives a field without an id one of its own, so the description can point to it', () => {
    const f = field('<textarea data-sf-counter="5"></textarea>');
    updateCounter(f);
    expect(f.id).toMatch(/^sf-counted-[a-z0-9]+$/);
    expect(f.getAttribute('aria-describedby')).toBe(`${f.id}-counter`);
    expect(slotOf(f)?.textContent).toBe('5 characters left');
  });

  it('matches only text fields that ask for a counter', () => {
    document.body.innerHTML =
      '<textarea data-sf-counter></textarea><input data-sf-counter><select data-sf-counter></select><textarea></textarea>';
    expect(Array.from(document.querySelectorAll(COUNTER_SELECTOR), (e) => e.localName)).toEqual(['textarea', 'input']);
  });
});

describe('a watched field', () => {
  it('is cut and described at once, and its text written once it nears the viewport', () => {
    const view = fakeIntersections();
    const f = field('<textarea id="r" data-sf-counter="3"></textarea><span data-sf-counter-for="r"></span>');
    f.value = 'abcdef';
    watchCounter(f);
    expect(f.value).toBe('abc');
    const slot = document.querySelector('[data-sf-counter-for="r"]');
    expect(f.getAttribute('aria-describedby')).toBe(slot?.id);
    expect(slot?.textContent).toBe('');
    // The first message builds a formatter: a review field far below the fold pays it only as it comes near.
    expect(view.observers[0]?.options?.rootMargin).toBe('300px 0px');
    view.enter(f);
    expect(slot?.textContent).toBe('you have reached the limit');
  });

  it('is watched once, whichever behaviours ask (page helpers and the review box share a field)', () => {
    const view = fakeIntersections();
    const f = field('<textarea id="r" data-sf-counter="5"></textarea>');
    watchCounter(f);
    watchCounter(f);
    expect(view.observers).toHaveLength(1);
  });

  it('gets its text at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const f = field('<input id="n" data-sf-counter="4">');
    watchCounter(f);
    expect(slotOf(f)?.textContent).toBe('4 characters left');
  });
});
