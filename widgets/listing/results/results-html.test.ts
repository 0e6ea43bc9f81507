// The results fragment's hidden values and price-sort flag, read as the server writes them ("True" from an ASP.NET view).
import { pageReply, readSummary } from './results-html.ts';

const area = (flag: string) => {
  const root = document.createElement('div');
  root.innerHTML = `<div class="sf-listing-results" data-price-sort-unavailable="${flag}"><input type="hidden" name="ProductsTotalCount" value="200"><input type="hidden" name="LastPageNumber" value="9"><ul class="sf-products"><li class="sf-product">A</li></ul></div>`;
  return root;
};

it.each([
  ['True', true],
  ['true', true],
  ['TRUE', true],
  ['False', false],
  ['false', false],
])('data-price-sort-unavailable="%s" reads as %s', (flag, expected) => {
  expect(readSummary(area(flag))).toEqual({ total: 200, lastPageNumber: 9, priceSortUnavailable: expected });
});

it('a page kept for later carries the flag as it was read', () => {
  const reply = pageReply(area('True'), 1, 24) ?? '';
  const root = document.createElement('div');
  root.innerHTML = reply;
  expect(readSummary(root).priceSortUnavailable).toBe(true);
});
