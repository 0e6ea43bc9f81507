// The listing's setup reads the server's first page before the first render, so the controls drawn in the island's
// first frame are those of its results (widgets/listing/README.md, Behaviour, "No jump at takeover").

import type { WidgetHost } from '../../shared/define.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { setupListing } from './setup.ts';

/** An sf-listing host whose server children were kept aside at connection, as shared/define.ts does. */
function host(results: string): WidgetHost {
  const element = document.createElement('sf-listing');
  element.setAttribute('data-widget-ajax-url', ENDPOINTS.listingProducts.path);
  element.setAttribute('data-max-product-to-sort-by-price-asc-desc', '150');
  const serverContent = document.createRange().createContextualFragment(results);
  return Object.assign(element, { serverContent });
}

it('knows the count and the price-sort flag of the server’s first page before anything renders or connects', () => {
  const { store } = setupListing(
    host(
      '<div class="sf-listing-results" data-price-sort-unavailable="True"><input type="hidden" name="ProductsTotalCount" value="99"><input type="hidden" name="LastPageNumber" value="5"></div>',
    ),
    '',
  );
  expect(store.$summary.get()).toMatchObject({ total: 99, priceSortUnavailable: true });
});

it('without a server page (or its count) the count stays 0', () => {
  expect(setupListing(host(''), '').store.$summary.get().total).toBe(0);
  const noCount = host('<div class="sf-listing-results"><ul class="sf-products"></ul></div>');
  expect(setupListing(noCount, '').store.$summary.get()).toMatchObject({ total: 0, priceSortUnavailable: false });
});
