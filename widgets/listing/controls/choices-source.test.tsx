// The listing's sort, enter-by, filter and per-page choices are the tag's (the server's values), never the bundle's own.

import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { mountHtml } from '../../../test/support/render.tsx';
import { define } from '../define.ts';

beforeAll(() => define());
beforeEach(() => window.history.replaceState(null, ''));

const RESULTS =
  '<div class="sf-listing-results" data-display-mode="list"><input type="hidden" name="ProductsTotalCount" value="3"><input type="hidden" name="LastPageNumber" value="1"><ul class="sf-products sf-products--list"><li class="sf-product">A</li></ul></div>';
const tag = (attrs: string) =>
  `<sf-listing data-widget-ajax-url="${ENDPOINTS.listingProducts.path}" data-widget-unique-code="opts" ${attrs}>${RESULTS}</sf-listing>`;
const selectOf = (host: HTMLElement, text: string) => {
  const label = Array.from(host.querySelectorAll('label')).find((l) => l.textContent === text);
  return label ? host.querySelector<HTMLSelectElement>(`#${CSS.escape(label.htmlFor)}`) : null;
};
const optionsOf = (select: HTMLSelectElement | null) =>
  Array.from(select?.options ?? [], (o) => [o.value, o.textContent]);

it('without option lists on the tag, offers no sort, enter-by, "only" or per-page values of its own', async () => {
  const host = await mountHtml(tag(''));
  await vi.waitFor(() => expect(host.querySelector('.sf-listing__header')).not.toBeNull());
  for (const label of ['Sort by', 'Show', 'Only', 'Results per page']) expect(selectOf(host, label)).toBeNull();
});

it('offers exactly the values and labels the tag gives, keeping a current value the list lacks', async () => {
  const host = await mountHtml(
    tag(`data-sort-by="7" data-sort-order="DESC" data-enter-by="clearance" data-user-result-per-page="30"
      data-sort-options='[{"Item1":"0","Item2":"Best match"},{"Item1":"5:DESC","Item2":"Newest first"}]'
      data-enter-by-options='[{"Item1":"all","Item2":"Everything"},{"Item1":"clearance","Item2":"Clearance"}]'
      data-filter-by-options='[{"Item1":"all","Item2":"Any"},{"Item1":"eco","Item2":"Eco"}]'
      data-user-result-per-page-options='[20,40]'`),
  );
  await vi.waitFor(() => expect(selectOf(host, 'Sort by')).not.toBeNull());
  expect(optionsOf(selectOf(host, 'Sort by'))).toEqual([
    ['0', 'Best match'],
    ['5:DESC', 'Newest first'],
    ['7:DESC', '7:DESC'],
  ]);
  expect(selectOf(host, 'Sort by')?.value).toBe('7:DESC');
  expect(optionsOf(selectOf(host, 'Show'))).toEqual([
    ['all', 'Everything'],
    ['clearance', 'Clearance'],
  ]);
  expect(optionsOf(selectOf(host, 'Only'))).toEqual([
    ['all', 'Any'],
    ['eco', 'Eco'],
  ]);
  expect(optionsOf(selectOf(host, 'Results per page'))).toEqual([
    ['20', '20'],
    ['30', '30'],
    ['40', '40'],
  ]);
});
