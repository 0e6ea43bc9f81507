// Fragments show; they don't act: which sf-* tags server HTML may mount, and the URLs they carry (LEGACY-MARKUP.md §0b).

import { settle } from '../../test/support/render.tsx';
import { define as defineAsyncSection } from '../../widgets/async-section/define.ts';
import { ENDPOINTS } from '../legacy/endpoints.ts';
import { insertHtml } from './html.ts';

const clean = (html: string): HTMLDivElement => {
  const target = document.createElement('div');
  insertHtml(target, html);
  return target;
};

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.unstubAllGlobals());

it(`a fragment cannot make the bundle post: its <sf-async-section data-ajax-url="${ENDPOINTS.logout.path}"> never mounts`, async () => {
  defineAsyncSection();
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    calls.push(input instanceof Request ? input.url : String(input));
    return new Response('<p>x</p>', { headers: { 'content-type': 'text/html' } });
  });
  const target = document.createElement('div');
  document.body.append(target);
  insertHtml(
    target,
    `<sf-async-section data-ajax-url="${ENDPOINTS.logout.path}" data-async-load-handle-id="1" data-html-container-id="c1"><p>Hello</p></sf-async-section>`,
  );
  await settle();
  await settle();
  expect(calls).toEqual([]);
  expect(target.innerHTML).toBe('<p>Hello</p>');
  target.remove();
});

it.each([
  'sf-async-section',
  'sf-listing',
  'sf-header',
  'sf-cart-page',
  'sf-cart-summary',
  'sf-status-bar',
  'sf-baskets',
  'sf-x',
])('unwraps <%s> in server HTML, keeping its server-rendered content', (tag) => {
  const target = clean(`<${tag} data-widget-ajax-url="/x" data-for-quote="true"><p class="fallback">text</p></${tag}>`);
  expect(target.innerHTML).toBe('<p class="fallback">text</p>');
});

it.each(['sf-product-carousel', 'sf-home-carousel', 'sf-product-gallery', 'sf-quantity-table', 'sf-product-qr'])(
  'keeps <%s>, a tag that only shows content',
  (tag) => {
    const target = clean(`<${tag} data-interval="5000"><p>x</p></${tag}>`);
    expect(target.firstElementChild?.localName).toBe(tag);
    expect(target.firstElementChild?.getAttribute('data-interval')).toBe('5000');
  },
);

it('holds every data-*-url to the page’s own rule (the same-origin guard) and data-*-src to the image rule', () => {
  const target = clean(
    '<sf-product-qr data-product-url="https://evil.example/"></sf-product-qr><sf-product-qr data-product-url="/fr/product/1"></sf-product-qr>' +
      '<img src="/a.png" data-zoom-src="javascript:alert(1)"><img src="/b.png" data-zoom-src="https://cdn.example.net/b-large.png">' +
      '<div data-refresh-url="/x/..//evil.example/" data-label="https://evil.example/ is text here"></div>',
  );
  const [offSite, onSite] = Array.from(target.querySelectorAll('sf-product-qr'));
  expect(offSite?.hasAttribute('data-product-url')).toBe(false);
  expect(onSite?.getAttribute('data-product-url')).toBe('/fr/product/1');
  const [hostile, cdn] = Array.from(target.querySelectorAll('img'));
  expect(hostile?.hasAttribute('data-zoom-src')).toBe(false);
  expect(cdn?.getAttribute('data-zoom-src')).toBe('https://cdn.example.net/b-large.png');
  expect(target.querySelector('div')?.hasAttribute('data-refresh-url')).toBe(false);
  expect(target.querySelector('div')?.getAttribute('data-label')).toBe('https://evil.example/ is text here');
});
