// Form-rules errors and the shared field-error slot (cart page, baskets, message reply) on one page: never one id twice.
import { setFieldError } from '../../shared/dom/field-error.ts';
import { showFieldError } from './errors.ts';

it('gives distinct ids to unnamed fields flagged by form rules and by the cart page', () => {
  document.body.innerHTML = '<form id="a"><input></form><form id="b"><input></form>';
  const first = document.querySelector<HTMLInputElement>('#a input') as HTMLInputElement;
  const second = document.querySelector<HTMLInputElement>('#b input') as HTMLInputElement;
  showFieldError(first, first.form, 'Required');
  setFieldError(second, 'Too long');
  expect(first.id).not.toBe('');
  expect(second.id).not.toBe(first.id);
  expect(document.querySelectorAll(`[id="${first.id}-error"]`)).toHaveLength(1);
  expect(first.getAttribute('aria-describedby')).not.toBe(second.getAttribute('aria-describedby'));
});
