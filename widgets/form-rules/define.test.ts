// form[data-sf-validate] as a page meets it: submit blocked with messages, focus, ARIA links, rewrites, required-if markers.
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';

beforeAll(() => define());

const FORM = `<form data-sf-validate action="/x">
  <label for="email">Email</label><input id="email" name="email" type="email" required>
  <label for="country">Country</label><select id="country" name="country"><option>CA</option><option>US</option></select>
  <label for="zip">Postal code</label><input id="zip" name="zip" data-val-zip data-val-zip-country="country">
  <label for="phone">Phone</label><input id="phone" name="phone" data-val-phone data-val-phone-country="*.country">
  <label><input type="checkbox" name="business" value="true"> Business</label>
  <label for="company">Company <span class="sf-required-marker">*</span></label>
  <input id="company" name="company" data-val-requiredif data-val-requiredif-other="business" data-val-requiredif-values="TRUE">
  <label><input type="checkbox" name="terms" required> Terms</label>
  <button type="submit">Send</button>
</form>`;

const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

it('blocks an invalid submit, describes each error and focuses the first invalid field', async () => {
  const host = await mountHtml(FORM);
  const form = host.querySelector('form') as HTMLFormElement;
  await settle();
  expect(form.noValidate).toBe(true);
  const event = submit(form);
  expect(event.defaultPrevented).toBe(true);
  const email = host.querySelector<HTMLInputElement>('#email');
  expect(email?.getAttribute('aria-invalid')).toBe('true');
  const errorId = email?.getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(errorId)?.textContent).toBe('This field is required.');
  expect(document.activeElement).toBe(email);
  expect(host.querySelector('.sf-form-summary')?.textContent).toBe('1 field needs your attention.');
  // A required checkbox is ignored by the rules.
  expect(host.querySelector('input[name="terms"]')?.hasAttribute('aria-invalid')).toBe(false);
});

it('rewrites postal code and phone for the chosen country and lets a valid form through', async () => {
  const host = await mountHtml(FORM);
  const form = host.querySelector('form') as HTMLFormElement;
  (form.querySelector('#email') as HTMLInputElement).value = 'a@b.ca';
  (form.querySelector('#zip') as HTMLInputElement).value = 'h2x-1y4';
  (form.querySelector('#phone') as HTMLInputElement).value = '+1 514 555 1234';
  expect(submit(form).defaultPrevented).toBe(false);
  expect((form.querySelector('#zip') as HTMLInputElement).value).toBe('H2X 1Y4');
  expect((form.querySelector('#phone') as HTMLInputElement).value).toBe('(514) 555-1234');
});

it('shows the required-if marker only while the checkbox asks for it, and says so in French', async () => {
  const host = await mountHtml(FORM, 'fr');
  const form = host.querySelector('form') as HTMLFormElement;
  const marker = host.querySelector<HTMLElement>('.sf-required-marker');
  await settle();
  expect(marker?.hidden).toBe(true);
  const business = form.querySelector<HTMLInputElement>('input[name="business"]') as HTMLInputElement;
  business.checked = true;
  business.dispatchEvent(new Event('change', { bubbles: true }));
  expect(marker?.hidden).toBe(false);
  (form.querySelector('#email') as HTMLInputElement).value = 'a@b.ca';
  expect(submit(form).defaultPrevented).toBe(true);
  const company = form.querySelector('#company') as HTMLInputElement;
  expect(document.getElementById(company.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Ce champ est obligatoire.',
  );
  company.value = 'Acme';
  company.dispatchEvent(new Event('input', { bubbles: true }));
  expect(company.hasAttribute('aria-invalid')).toBe(false);
  expect(company.hasAttribute('aria-describedby')).toBe(false);
});

it('checks a field when it loses focus after typing, using the server message slot when there is one', async () => {
  const host =
    await mountHtml(`<form data-sf-validate><input name="code" id="code" maxlength="3" data-val-length-min="2">
    <span data-valmsg-for="code"></span></form>`);
  const input = host.querySelector('input') as HTMLInputElement;
  input.value = 'a';
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  expect(host.querySelector('[data-valmsg-for="code"]')?.textContent).toBe('Please enter at least 2 characters.');
  expect(input.getAttribute('aria-describedby')).toBe(host.querySelector('[data-valmsg-for="code"]')?.id);
});

it('waits for the submit when a pointer presses the submit button (the error would move it away), not on Tab', async () => {
  const host = await mountHtml(`<form data-sf-validate><input name="code" id="code" data-val-length-min="2">
    <button type="submit">Send <span>now</span></button></form>`);
  const input = host.querySelector('input') as HTMLInputElement;
  const button = host.querySelector('button') as HTMLButtonElement;
  const leave = () => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: button }));
  input.value = 'a';
  button.querySelector('span')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  leave();
  expect(input.hasAttribute('aria-invalid')).toBe(false);
  const event = new Event('submit', { bubbles: true, cancelable: true });
  host.querySelector('form')?.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  // By keyboard (no pointer pressing), leaving for the button checks the field at once.
  input.value = 'b';
  input.removeAttribute('aria-invalid');
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  leave();
  expect(input.getAttribute('aria-invalid')).toBe('true');
});

it('enforces a server expression written with escapes the legacy page accepted (\\-), refusing what does not match', async () => {
  const host = await mountHtml(`<form data-sf-validate action="/x">
    <input type="hidden" name="fmt" value="^\\d{3}\\-\\d{4}$">
    <label for="ext">Extension</label><input id="ext" name="ext" data-val-dynamicpattern data-val-dynamicpattern-other="fmt">
    <button type="submit">Send</button></form>`);
  const form = host.querySelector('form') as HTMLFormElement;
  const field = host.querySelector<HTMLInputElement>('#ext') as HTMLInputElement;
  expect(host.querySelector<HTMLInputElement>('input[name="fmt"]')?.value).toBe(String.raw`^\d{3}\-\d{4}$`);
  field.value = 'abc';
  expect(submit(form).defaultPrevented).toBe(true);
  expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Please enter a value in the expected format.',
  );
  field.value = '555-1234';
  expect(submit(form).defaultPrevented).toBe(false);
});

it('refuses a value, visibly, when the server expression cannot be compiled at all', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const host = await mountHtml(`<form data-sf-validate action="/x">
    <input type="hidden" name="fmt" value="(?i)[a-z]+">
    <label for="code">Code</label><input id="code" name="code" data-val-dynamicpattern data-val-dynamicpattern-other="fmt">
    <button type="submit">Send</button></form>`);
  const form = host.querySelector('form') as HTMLFormElement;
  const field = host.querySelector<HTMLInputElement>('#code') as HTMLInputElement;
  field.value = 'abc';
  expect(submit(form).defaultPrevented).toBe(true);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(error).toHaveBeenCalledWith(expect.stringContaining('form rules'), '(?i)[a-z]+', expect.anything());
});
