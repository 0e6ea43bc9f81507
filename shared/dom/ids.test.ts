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
