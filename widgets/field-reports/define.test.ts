// The reporter as the loader starts it: its key is the meta, and define() attaches it once.
import { reportFailure } from '../../shared/report/failures.ts';
import { define } from './define.ts';
import { fieldReports } from './field-reports.ts';
import manifest from './manifest.ts';
import { REPORT_META } from './settings.ts';

const LOADER_CLAIM = Symbol.for('storefront-islands.loader');

afterEach(() => {
  fieldReports.detach();
  delete (globalThis as Record<symbol, unknown>)[LOADER_CLAIM];
});

it('is loaded for the sf-report meta only, the meta the reporter reads', () => {
  expect(REPORT_META).toBe(manifest.selector);
  document.head.innerHTML = '<meta name="description" content="/x"><meta name="sf-reports" content="/x">';
  expect(document.querySelector(manifest.selector)).toBeNull();
  document.head.insertAdjacentHTML('beforeend', '<meta name="sf-report" content="/__sf/reports">');
  expect(document.querySelector(manifest.selector)?.getAttribute('name')).toBe('sf-report');
});

it('sends the page’s failures by beacon when the page is left, attached once however often defined', async () => {
  (globalThis as Record<symbol, unknown>)[LOADER_CLAIM] = { version: '0.1.0', flavour: 'react', url: '/sf.js' };
  const beacon = vi.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.head.innerHTML = '<meta name="sf-report" content="/__sf/reports" data-page-type="home">';
  define();
  define();
  reportFailure({ kind: 'integrity', widget: 'sf-home-carousel', message: 'refused', path: '/sf/chunks/home-A.js' });
  window.dispatchEvent(new Event('pagehide'));
  expect(beacon).toHaveBeenCalledTimes(1);
  const [url, body] = beacon.mock.calls[0] ?? [];
  expect(url).toBe(`${location.origin}/__sf/reports`);
  expect(JSON.parse((await body?.text()) ?? '')).toEqual({
    v: 1,
    release: '0.1.0 react',
    page: 'home',
    failures: [{ kind: 'integrity', widget: 'sf-home-carousel', path: '/sf/chunks/home-A.js', count: 1 }],
    vitals: [],
  });
});
