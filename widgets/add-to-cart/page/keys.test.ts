// The quantity key filter on real events (keydown, beforeinput, paste, input), and the back-to-school button.
import { mountHtml, settle } from '../../../test/support/render.tsx';
import { attachEngineForFile } from '../../../test/support/signed-in-engine.ts';

const SECTION = (attrs = 'multiqty="1" minqty="3"') =>
  `<div class="sf-add-to-cart"><input class="sf-qty" ${attrs}><button type="button" data-sf-add="cart">Add</button></div>`;

attachEngineForFile();

function key(input: HTMLInputElement, k: string): boolean {
  return input.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
}
function insert(input: HTMLInputElement, data: string): boolean {
  return input.dispatchEvent(
    new InputEvent('beforeinput', { inputType: 'insertText', data, bubbles: true, cancelable: true }),
  );
}

it.each([
  ['7', true],
  ['.', true],
  [',', true],
  ['ArrowLeft', true],
  ['Backspace', true],
  [' ', false],
  ['a', false],
  ['-', false],
])('keydown %j passes: %s', async (k, passes) => {
  const host = await mountHtml(SECTION());
  const input = host.querySelector<HTMLInputElement>('.sf-qty');
  if (!input) throw new Error('no input');
  expect(key(input, k)).toBe(passes);
});

it('refuses a fifth digit and a second separator on beforeinput', async () => {
  const host = await mountHtml(SECTION('multiqty="0.5"'));
  const input = host.querySelector<HTMLInputElement>('.sf-qty');
  if (!input) throw new Error('no input');
  input.value = '1234';
  input.setSelectionRange(4, 4);
  expect(insert(input, '5')).toBe(false);
  expect(insert(input, ',')).toBe(true);
  input.value = '12,5';
  input.setSelectionRange(4, 4);
  expect(insert(input, '.')).toBe(false);
});

it('refuses a paste that is not a quantity', async () => {
  const host = await mountHtml(SECTION());
  const input = host.querySelector<HTMLInputElement>('.sf-qty');
  if (!input) throw new Error('no input');
  const paste = (text: string) => {
    const event = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
    Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } });
    return input.dispatchEvent(event);
  };
  expect(paste('12 3')).toBe(false);
  expect(paste('123')).toBe(true);
});

it('puts back the last good value when an edit slipped through (input event)', async () => {
  const host = await mountHtml(SECTION());
  const input = host.querySelector<HTMLInputElement>('.sf-qty');
  if (!input) throw new Error('no input');
  input.value = '12';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.value = '12abc';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  expect(input.value).toBe('12');
});

it('the back-to-school button fills each input of its listing with its minqty', async () => {
  const host = await mountHtml(
    `<div class="sf-listing-results"><button type="button" data-sf-school="true">School</button>${SECTION('minqty="3"')}${SECTION('minqty="0"')}</div>`,
  );
  await settle(() => host.querySelector<HTMLButtonElement>('[data-sf-school]')?.click());
  expect(Array.from(host.querySelectorAll<HTMLInputElement>('.sf-qty'), (i) => i.value)).toEqual(['3', '1']);
});

it.each([
  ['multiqty="1" maxlength="2"', '4'],
  ['multiqty="0.25" maxlength="4"', '7'],
  ['multiqty="0.5"', '6'],
  ['multiqty="12" maxlength="40"', '4'],
])('the bundle sets maxlength from the multiple, whatever the markup says (%s → %s)', async (attrs, expected) => {
  const host = await mountHtml(SECTION(attrs));
  await settle();
  expect(host.querySelector('.sf-qty')?.getAttribute('maxlength')).toBe(expected);
});

it('maxlength follows a multiple changed later (read again when the input gets focus)', async () => {
  const host = await mountHtml(SECTION('multiqty="1"'));
  const input = host.querySelector<HTMLInputElement>('.sf-qty');
  if (!input) throw new Error('no input');
  await settle();
  input.setAttribute('multiqty', '0.125');
  await settle(() => input.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  expect(input.getAttribute('maxlength')).toBe('8');
});
