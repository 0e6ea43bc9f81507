// The header's own actions without React: the floating search, the ink/toner search, the server's typed text.
import { readConfig } from '../../shared/config/index.ts';
import { setNavigator } from '../../shared/http/navigation.ts';
import { recordNavigation } from '../../test/support/navigation.ts';
import { headerSchema } from './config.ts';
import { typeQuery } from './search/search-store.ts';
import { readServerContent } from './server-content.ts';
import {
  createHeaderStore,
  hideFloatingSearch,
  openInkToner,
  showFloatingSearch,
  startHeader,
  submitInkToner,
  typeInkToner,
} from './store.ts';

function header(attributes: Record<string, string> = {}, serverHtml = '') {
  const host = document.createElement('sf-header');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  const { config } = readConfig(host, headerSchema);
  const template = document.createElement('template');
  template.innerHTML = serverHtml;
  return createHeaderStore(() => config, readServerContent(template.content));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('hiding the floating search empties its field', () => {
  const store = header();
  showFloatingSearch(store);
  typeQuery(store.search, 'toner');
  expect(store.$floatingSearch.get()).toBe(true);
  hideFloatingSearch(store);
  expect(store.$floatingSearch.get()).toBe(false);
  expect(store.search.$query.get()).toBe('');
});

it('the ink/toner search refuses an empty model, then searches the typed one on the results page', () => {
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  const store = header({ 'data-search-url': '/find' });
  openInkToner(store);
  expect(store.$inkTonerOpen.get()).toBe(true);
  typeInkToner(store, ' <> ');
  expect(submitInkToner(store)).toBe(false);
  expect(store.$inkTonerEmpty.get()).toBe(true);
  typeInkToner(store, ' LaserJet 4000 ');
  expect(store.$inkTonerEmpty.get()).toBe(false);
  submitInkToner(store);
  expect(nav.calls).toEqual([{ kind: 'assign', url: 'http://localhost:3000/find?qs=LaserJet+4000' }]);
});

it('keeps what the shopper typed in the server form, and stops the suggestions call when the header leaves', () => {
  const store = header({}, '<form class="sf-header__search" action="/search"><input name="qs" value="pen<s>"></form>');
  const stop = startHeader(store);
  expect(store.search.$query.get()).toBe('pens');
  typeQuery(store.search, 'pencils');
  expect(store.search.$callState.get()).toBe('waiting');
  stop();
  expect(store.search.$callState.get()).toBe('none');
});
