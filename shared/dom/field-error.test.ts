// A field's own error slot: created after it on the first message, announced, linked through aria-describedby beside
// the descriptions the field already had, and cleared and removed again with null.
import { errorIdOf, linkFieldError, setFieldError } from './field-error.ts';

afterEach(() => document.body.replaceChildren());

function field(html: string): HTMLInputElement {
  document.body.innerHTML = html;
  const found = document.body.querySelector('input');
  if (!found) throw new Error('no input');
  return found;
}

describe('setFieldError', () => {
  it('shows the message in a slot right after the field, as an alert, and marks the field invalid', () => {
    const f = field('<label>Qty <input id="q" aria-describedby="hint"></label><p id="hint"></p>');
    setFieldError(f, 'Enter a number');
    const slot = document.getElementById('q-error');
    expect(f.nextElementSibling).toBe(slot);
    expect(slot?.className).toBe('sf-field-error');
    expect(slot?.getAttribute('role')).toBe('alert');
    expect(slot?.textContent).toBe('Enter a number');
    expect(f.getAttribute('aria-invalid')).toBe('true');
    expect(f.getAttribute('aria-describedby')).toBe('hint q-error');
  });

  it('reuses its slot for the next message', () => {
    const f = field('<input id="q">');
    setFieldError(f, 'first');
    setFieldError(f, 'second');
    expect(document.querySelectorAll('.sf-field-error')).toHaveLength(1);
    expect(document.getElementById('q-error')?.textContent).toBe('second');
    expect(f.getAttribute('aria-describedby')).toBe('q-error');
  });

  it('with null removes the slot and the marks, and keeps the other descriptions', () => {
    const f = field('<input id="q" aria-describedby="hint"><p id="hint"></p>');
    setFieldError(f, 'Enter a number');
    setFieldError(f, null);
    expect(document.getElementById('q-error')).toBeNull();
    expect(f.hasAttribute('aria-invalid')).toBe(false);
    expect(f.getAttribute('aria-describedby')).toBe('hint');
  });

  it('with null on a field that had no error and no description changes nothing', () => {
    const f = field('<input id="q">');
    setFieldError(f, null);
    expect(f.hasAttribute('aria-describedby')).toBe(false);
    expect(f.hasAttribute('aria-invalid')).toBe(false);
    expect(document.body.innerHTML).toBe('<input id="q">');
  });

  it('gives a field without an id one, so the slot and the description can name it', () => {
    const f = field('<input name="qty">');
    setFieldError(f, 'Enter a number');
    expect(f.id).not.toBe('');
    expect(errorIdOf(f)).toBe(`${f.id}-error`);
    expect(f.getAttribute('aria-describedby')).toBe(`${f.id}-error`);
  });
});

describe('linkFieldError', () => {
  it('without a slot to show a message in, leaves the field as it was', () => {
    const f = field('<input id="q" aria-describedby="hint">');
    linkFieldError(f, null, 'q-error', 'Enter a number');
    expect(f.hasAttribute('aria-invalid')).toBe(false);
    expect(f.getAttribute('aria-describedby')).toBe('hint');
  });

  it('empties a slot it is given with null, and drops the description attribute once nothing is left in it', () => {
    const f = field('<input id="q" aria-describedby="q-error"><span id="q-error" class="sf-field-error">Old</span>');
    linkFieldError(f, document.getElementById('q-error'), 'q-error', null);
    expect(document.getElementById('q-error')?.textContent).toBe('');
    expect(f.hasAttribute('aria-describedby')).toBe(false);
  });
});
