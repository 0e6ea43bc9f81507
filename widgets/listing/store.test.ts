// The listing's actions without React: a change builds on what was asked, and leaving the page drops what was on its way.
import type { WidgetHost } from '../../shared/define.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { setupListing } from './setup.ts';
import { chooseDisplayMode, chooseSort, connectListing, viewMore } from './store.ts';

/** An sf-listing host whose server children were kept aside at connection, as shared/define.ts does. */
function host(): WidgetHost {
  const element = document.createElement('sf-listing');
  element.setAttribute('data-widget-ajax-url', ENDPOINTS.listingProducts.path);
  const serverContent = document
    .createRange()
    .createContextualFragment(
      '<div class="sf-listing-results"><input type="hidden" name="ProductsTotalCount" value="40"><input type="hidden" name="LastPageNumber" value="2"></div>',
    );
  return Object.assign(element, { serverContent });
}

function listing() {
  const element = host();
  const { store } = setupListing(element, '');
  const area = document.createElement('div');
  if (element.serverContent) area.append(element.serverContent);
  document.body.append(area);
  return { store, area };
}

it('a change made while another loads builds on it; disconnecting drops both and goes back to what is shown', async () => {
  const { store, area } = listing();
  const disconnect = connectListing(store, area);
  const shown = store.$state.get();
  void chooseDisplayMode(store, 'grid');
  void chooseSort(store, 3, 'DESC');
  expect(store.$requested.get()).toMatchObject({ displayMode: 'grid', sortBy: 3, sortOrder: 'DESC' });
  expect(store.$busy.get()).toBe('replace');
  disconnect();
  expect(store.$busy.get()).toBeNull();
  expect(store.$requested.get()).toEqual(shown);
  expect(await viewMore(store)).toEqual([]);
  area.remove();
});
