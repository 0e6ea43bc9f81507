// The cart page's refresh reads its page the way the browser loads it, so the server answers the whole page.
import { createCartPage, refreshCartPage } from './store.ts';

it('asks for the page without X-Requested-With (an MVC IsAjaxRequest() would answer a partial), with its query', async () => {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', (input: Request) => {
    seen.push(input);
    return Promise.resolve(
      new Response(
        '<html><body><sf-cart-page><section class="sf-cart-page">new</section></sf-cart-page></body></html>',
        {
          headers: { 'Content-Type': 'text/html' },
        },
      ),
    );
  });
  const cart = createCartPage({ target: 'quote', initialHtml: 'old', refreshUrl: () => '/cart?quote=1' });
  await refreshCartPage(cart);
  expect(seen).toHaveLength(1);
  expect(seen[0]?.method).toBe('GET');
  expect(new URL(seen[0]?.url ?? '').search).toBe('?quote=1');
  expect(seen[0]?.headers.get('X-Requested-With')).toBeNull();
  expect(cart.$html.get()).toBe('<section class="sf-cart-page">new</section>');
});
