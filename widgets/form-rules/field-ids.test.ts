// Form-rules errors and cart-page errors on one page: fields given ids by each never share one.
import { setFieldError } from '../cart-page/field-error.ts';
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
