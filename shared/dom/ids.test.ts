// The page-wide id counter: field ids and island ids never collide, whichever widget asks first.
import { createErrorSlot, errorIdOf, linkFieldError } from './field-error.ts';
import { ensureId, nextSfId } from './ids.ts';

describe('one id counter', () => {
  it('gives ids never handed out before, whatever the prefix', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      for (const id of [nextSfId('sf-id'), nextSfId('sf-field')]) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
    }
  });

  it('keeps an id the field has, and gives distinct ones to fields without', () => {
    const a = document.createElement('input');
    const b = document.createElement('input');
    a.id = 'email';
    expect(ensureId(a)).toBe('email');
    expect(ensureId(b)).toMatch(/^sf-field-/);
    expect(ensureId(b)).toBe(b.id);
  });
});

describe('linkFieldError', () => {
  it('links a message and its slot to the field, then unlinks it, keeping other descriptions', () => {
    document.body.innerHTML = '<input aria-describedby="hint">';
    const field = document.querySelector('input') as HTMLInputElement;
    const id = errorIdOf(field);
    const slot = createErrorSlot(id, field, 'alert');
    linkFieldError(field, slot, id, 'Required');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(`hint ${id}`);
    expect(slot.textContent).toBe('Required');
    expect(slot.getAttribute('role')).toBe('alert');
    expect(field.nextElementSibling).toBe(slot);
    linkFieldError(field, slot, id, null);
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(field.getAttribute('aria-describedby')).toBe('hint');
    expect(slot.textContent).toBe('');
  });
});

describe('error slots', () => {
  const input = (describedBy?: string): HTMLInputElement => {
    const field = document.createElement('input');
    if (describedBy !== undefined) field.setAttribute('aria-describedby', describedBy);
    document.body.replaceChildren(field);
    return field;
  };

  it('names a field’s slot after the field’s id', () => {
    const field = input();
    field.id = 'qty-12';
    expect(errorIdOf(field)).toBe('qty-12-error');
    const bare = input();
    expect(errorIdOf(bare)).toBe(`${bare.id}-error`);
    expect(bare.id).not.toBe('');
  });

  it('creates a plain slot, announcing only when asked', () => {
    const field = input();
    const quiet = createErrorSlot('a-error', field);
    expect(quiet.outerHTML).toBe('<span id="a-error" class="sf-field-error"></span>');
    const loud = createErrorSlot('b-error', field, 'alert');
    expect(loud.outerHTML).toBe('<span id="b-error" class="sf-field-error" role="alert"></span>');
  });

  it('describes a field that had no description by the error alone, then removes the attribute', () => {
    const field = input();
    const slot = document.createElement('span');
    linkFieldError(field, slot, 'f-error', 'Required');
    expect(field.getAttribute('aria-describedby')).toBe('f-error');
    expect(slot.className).toBe('sf-field-error');
    linkFieldError(field, slot, 'f-error', null);
    expect(field.hasAttribute('aria-describedby')).toBe(false);
  });

  it('tidies a hand-written description list', () => {
    const field = input('  hint\t\tf-error  note ');
    linkFieldError(field, null, 'f-error', null);
    expect(field.getAttribute('aria-describedby')).toBe('hint note');
  });

  it('clears without a slot, and shows nothing when there is no slot for the message', () => {
    const field = input('hint');
    field.setAttribute('aria-invalid', 'true');
    linkFieldError(field, null, 'f-error', null);
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    linkFieldError(field, null, 'f-error', 'Required');
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(field.getAttribute('aria-describedby')).toBe('hint');
  });
});

it('makes ids of the prefix and a base-36 count', () => {
  expect(nextSfId('sf-id')).toMatch(/^sf-id-[0-9a-z]+$/);
});
