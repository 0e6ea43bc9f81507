// sf-quantity-table: price breaks from JSON or the server table, prices formatted per language, bad JSON explained.
import { mountHtml } from '../../test/support/render.tsx';
import { define } from './define.ts';

const serverTable = `<table class="sf-table sf-qty-table"><caption>Quantities and prices</caption><thead><tr><th>Unit</th><th>Price</th><th>Minimum</th><th>Multiple</th><th>Maximum</th></tr></thead>
  <tbody><tr><td>Each</td><td data-price="1234.5">$1,234.50</td><td>1</td><td>1</td><td>99999</td></tr><tr><td>Box of 12</td><td>$10.00</td><td>12</td><td>12</td><td>9996</td></tr></tbody></table>`;
const breaks = JSON.stringify([
  { Uom: 'Each', MinQty: 10, Price: 1.9 },
  { Uom: 'Box', MinQty: 1, Price: 20 },
  { Uom: 'Each', MinQty: 1, Price: 2.5, QtyMultiple: 1, MaxQty: 500 },
]);
const cells = (host: HTMLElement) =>
  Array.from(host.querySelectorAll('tbody tr'), (tr) =>
    Array.from(tr.children, (c) => c.textContent?.replace(/\u00a0|\u202f/g, ' ')),
  );

beforeAll(() => define());

it('shows JSON price breaks grouped by unit, cheapest last, in English', async () => {
  const host = await mountHtml(`<sf-quantity-table data-price-breaks='${breaks}'></sf-quantity-table>`);
  expect(cells(host)).toEqual([
    ['Each', '1 or more', '$2.50', '1', '500'],
    ['Each', '10 or more', '$1.90', '', ''],
    ['Box', '1 or more', '$20.00', '', ''],
  ]);
  expect(host.querySelectorAll('th[scope="row"]')).toHaveLength(3);
});

it('formats prices the French way (1 234,50 $) from the server table', async () => {
  const host = await mountHtml(`<sf-quantity-table>${serverTable}</sf-quantity-table>`, 'fr');
  expect(cells(host)[0]).toEqual(['Each', '1 ou plus', '1 234,50 $', '1', '99 999']);
  expect(cells(host)[1]?.[2]).toBe('$10.00');
  expect(host.querySelector('caption')?.textContent).toBe('Quantities and prices');
});

it('explains bad JSON in the page language and falls back to the server table', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const host = await mountHtml(
    `<sf-quantity-table data-price-breaks='[{"Uom":"Each","MinQty":"one"}]'>${serverTable}</sf-quantity-table>`,
    'fr',
  );
  expect(host.querySelector('[role="alert"]')?.textContent).toBe('Le tableau des prix n’a pas pu être lu.');
  expect(cells(host)).toHaveLength(2);
});

it('says so when there is no price at all', async () => {
  const host = await mountHtml('<sf-quantity-table></sf-quantity-table>');
  expect(host.textContent).toContain('No price information.');
});
