// Purchase-list mode is one reading of the container's legacy flag: the select boxes the CSS shows are the ones the
// add counts, however the server spells the flag.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { button, qty, sectionHtml, until } from '../../../test/support/add-to-cart-demo.ts';
import { fakeFetch } from '../../../test/support/fake-fetch.ts';
import { mountHtml, settle } from '../../../test/support/render.tsx';
import { setUpSignedInEngine } from '../../../test/support/signed-in-engine.ts';

setUpSignedInEngine();

const STYLES = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'styles.css'), 'utf8');
beforeAll(() => {
  const style = document.createElement('style');
  // happy-dom drops a whole @layer block; the rules inside are what is under test, so they go in unwrapped.
  style.textContent = STYLES.replace(/^@layer sf \{/m, '').replace(/\}\s*$/, '');
  style.id = 'add-to-cart-styles';
  document.head.append(style);
});
afterAll(() => document.getElementById('add-to-cart-styles')?.remove());

const section = (code: string) => sectionHtml(code).replace('<label>', '<label class="sf-purchase-list-select">');
const mountIn = (flag: string) =>
  mountHtml(
    `<div class="list" data-sf-purchase-list-mode="${flag}"><ul class="sf-products">${section('A-1')}${section('B-2')}</ul></div>`,
  );
const boxShown = (host: HTMLElement, code: string) =>
  getComputedStyle(qty(host, code)?.closest('.sf-add-to-cart')?.querySelector('.sf-purchase-list-select') as Element)
    .display !== 'none';
const tick = (host: HTMLElement, code: string) => {
  const box = qty(host, code)?.closest('.sf-add-to-cart')?.querySelector<HTMLInputElement>('.sf-purchase-list-check');
  if (box) box.checked = true;
};

describe('purchase-list mode', () => {
  it.each(['1', 'true', 'True', 'TRUE', 'yes'])('%j shows the select boxes', async (flag) => {
    const host = await mountIn(flag);
    await until(() => boxShown(host, 'A-1'));
    expect(boxShown(host, 'B-2')).toBe(true);
  });

  it.each(['0', 'false', 'False', ''])('%j leaves them hidden', async (flag) => {
    const host = await mountIn(flag);
    await settle(() => Promise.resolve());
    expect(boxShown(host, 'A-1')).toBe(false);
  });

  it('with "1", a purchase-list add sends the ticked product only', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountIn('1');
    for (const code of ['A-1', 'B-2']) (qty(host, code) as HTMLInputElement).value = '2';
    tick(host, 'A-1');
    await settle(() => button(host, 'purchase-list')?.click());
    const call = await server.next();
    expect(JSON.parse(call.body.get('products') ?? '')).toEqual([
      { ProductCode: 'A-1', Qty: 2, Uom: 3, UniqueCodes: '' },
    ]);
    call.json({ Result: 1, StatusMessages: [] });
    await until(() => qty(host, 'A-1')?.value === '');
  });

  it('follows the flag when a page script changes it: the boxes and the add agree', async () => {
    const server = fakeFetch({ abort: 'honour' });
    const host = await mountIn('1');
    await until(() => boxShown(host, 'A-1'));
    host.querySelector('.list')?.setAttribute('data-sf-purchase-list-mode', '0');
    // happy-dom keeps an element's computed style after an ancestor's attribute changes: the mark the CSS keys on
    // is checked instead.
    await until(() => host.querySelector('.list')?.hasAttribute('data-sf-purchase-list-active') === false);
    for (const code of ['A-1', 'B-2']) (qty(host, code) as HTMLInputElement).value = '2';
    await settle(() => button(host, 'purchase-list')?.click());
    const call = await server.next();
    // Out of the mode, "Add to purchase list" adds what was typed, ticked or not.
    expect(JSON.parse(call.body.get('products') ?? '').map((l: { ProductCode: string }) => l.ProductCode)).toEqual([
      'A-1',
      'B-2',
    ]);
    call.json({ Result: 1, StatusMessages: [] });
  });

  it('the bundle’s mark written by anything else is taken off: only the flag turns the mode on', async () => {
    const host = await mountHtml(
      `<div data-sf-purchase-list-active><ul class="sf-products">${section('A-1')}</ul></div>`,
    );
    await until(() => host.querySelector('[data-sf-purchase-list-active]') === null);
    expect(boxShown(host, 'A-1')).toBe(false);
  });
});
