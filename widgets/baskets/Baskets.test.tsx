// sf-baskets: the create-a-cart form refuses an empty or too long name with a linked bilingual error, else posts.
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';
import { validateBasketName } from './store.ts';

const markup = `<sf-baskets><h1>My baskets</h1><ul class="sf-baskets"><li data-basket-id="1">Main (2) — current</li></ul>
  <form method="post" class="sf-basket-create"><label>New cart name <input name="name" required maxlength="80"></label> <button type="submit">Create cart</button></form></sf-baskets>`;

beforeAll(() => define());

async function submit(host: HTMLElement, value: string): Promise<{ field: HTMLInputElement; prevented: boolean }> {
  const form = host.querySelector<HTMLFormElement>('form.sf-basket-create');
  const field = form?.querySelector<HTMLInputElement>('input[name="name"]');
  if (!form || !field) throw new Error('no create form');
  field.value = value;
  const event = new Event('submit', { bubbles: true, cancelable: true });
  await settle(() => form.dispatchEvent(event));
  return { field, prevented: event.defaultPrevented };
}
const errorOf = (field: HTMLInputElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

it.each([
  ['', 'nameRequired'],
  ['   ', 'nameRequired'],
  ['Office', null],
  ['x'.repeat(80), null],
  ['x'.repeat(81), 'nameTooLong'],
])('validateBasketName(%j) → %s', (value, expected) => {
  expect(validateBasketName(value)).toBe(expected);
});

it('keeps the server markup and stops an empty name with a linked, focused error', async () => {
  const host = await mountHtml(markup);
  expect(host.querySelector('li[data-basket-id="1"]')?.textContent).toContain('Main');
  expect(host.querySelector<HTMLFormElement>('form')?.noValidate).toBe(true);
  const { field, prevented } = await submit(host, '  ');
  expect(prevented).toBe(true);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(errorOf(field)).toBe('Please enter a name for the new cart.');
  expect(document.activeElement).toBe(field);
});

it('lets a valid name post to the server and clears the error as the shopper types', async () => {
  const host = await mountHtml(markup, 'fr');
  const first = await submit(host, '');
  expect(errorOf(first.field)).toBe('Veuillez saisir un nom pour le nouveau panier.');
  first.field.value = 'Bureau';
  await settle(() => first.field.dispatchEvent(new Event('input', { bubbles: true })));
  expect(first.field.hasAttribute('aria-invalid')).toBe(false);
  const second = await submit(host, 'Bureau');
  expect(second.prevented).toBe(false);
});
