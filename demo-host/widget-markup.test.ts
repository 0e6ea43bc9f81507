// @vitest-environment node
// The markup each widget needs on the host pages (widgets/*/README.md): tags, wrappers and attributes.
import { Window } from 'happy-dom';
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import { line, login, lookup, post, postJson, products, startApp, type TestApp } from '../test/support/demo-app.ts';
import { createDemoFetch } from '../test/support/demo-fetch.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.app.close();
});

const parseErrors = (h: string): string[] => {
  const errs: string[] = [];
  parse(h, {
    onParseError: (e) => errs.push(`${e.code} near ${h.slice(Math.max(0, e.startOffset - 40), e.startOffset + 40)}`),
  });
  return errs;
};
const domOf = (h: string) => {
  const w = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  w.document.write(h);
  return w.document;
};
const page = async (url: string, f: typeof fetch = t.fetch): Promise<{ h: string; doc: ReturnType<typeof domOf> }> => {
  const res = await f(url);
  expect(res.status, url).toBe(200);
  const h = await res.text();
  expect(parseErrors(h), url).toEqual([]);
  return { h, doc: domOf(h) };
};
const member = async (): Promise<typeof fetch> => {
  const f = createDemoFetch(t.app);
  await login(f);
  return f;
};

describe('product page', () => {
  it('wraps the gallery, carousels and quantity table, and renders the QR tag and review counter', async () => {
    const withRelated = lookup<{ code: string }>(
      t.dataDir,
      'SELECT p.code FROM products p WHERE EXISTS (SELECT 1 FROM relations r WHERE r.product_id = p.id) LIMIT 1',
    );
    const { doc } = await page(`/fr/product/${withRelated.code}`);
    expect(doc.querySelector('sf-product-gallery > .sf-zoom-gallery > img.sf-zoom-gallery__main')).not.toBeNull();
    const carousels = doc.querySelectorAll('sf-product-carousel > section.sf-product-carousel > h2 + ul.sf-products');
    expect(carousels.length).toBeGreaterThan(0);
    expect(doc.querySelectorAll('section.sf-product-carousel').length).toBe(carousels.length);
    const table = doc.querySelector('sf-quantity-table > table.sf-qty-table');
    const breaks = JSON.parse(table?.parentElement?.getAttribute('data-price-breaks') ?? '') as Record<
      string,
      unknown
    >[];
    expect(breaks.length).toBe(table?.querySelectorAll('tbody tr').length);
    for (const b of breaks) expect(Object.keys(b)).toEqual(['Uom', 'MinQty', 'Price', 'QtyMultiple', 'MaxQty']);
    expect(Number(table?.querySelector('tbody td[data-price]')?.getAttribute('data-price'))).toBe(breaks[0]?.Price);
    expect(doc.querySelector('sf-product-qr')?.getAttribute('data-product-url')).toBe(
      `/fr/product/${withRelated.code}`,
    );
    expect(doc.querySelector('img.sf-qr')).toBeNull();
    const review = doc.querySelector('form.sf-review textarea');
    expect([review?.getAttribute('data-sf-counter'), review?.getAttribute('maxlength')]).toEqual(['1000', '1000']);
    expect(doc.querySelector('[data-sf-configurator-portal]')).toBeNull();
    expect((await t.fetch(`/img/qr/${withRelated.code}.svg`)).status).toBe(404);
  });
  it('offers the provider B portal button on configurator B products only', async () => {
    const b = lookup<{ code: string }>(
      t.dataDir,
      "SELECT code FROM products WHERE configurator = 'deskdesign' LIMIT 1",
    );
    const { doc } = await page(`/product/${b.code}`);
    expect(doc.querySelector('button[data-sf-configurator-portal="true"]')?.getAttribute('type')).toBe('button');
    expect(doc.querySelector('.sf-qty')?.getAttribute('iscustomdeskdesign')).toBe('True');
  });
});

describe('home, catalogue and async views', () => {
  it('wraps the home carousel and renders HotProducts inside sf-product-carousel', async () => {
    const { doc } = await page('/fr/');
    expect(
      doc.querySelectorAll('sf-home-carousel > section.sf-carousel > ul > li.sf-carousel__slide > a'),
    ).toHaveLength(3);
    const item = {
      ShowLoading: true,
      AsyncLoadHandleId: 'h',
      WidgetUniqueCode: 'w',
      UniqueListingString: '',
      AjaxUrl: ENDPOINTS.asyncRender.path,
      PartialViewPath: 'HotProducts',
      SingleCallMultipleContainers: true,
      HtmlContainerId: 'c',
      TempHtmlContainerId: '',
      DataJson: '{"count":"3"}',
    };
    const res = await t.fetch(ENDPOINTS.asyncRender.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ asyncHtmlRequest: { AsyncSectionsItems: [item] } }),
    });
    const html = ((await res.json()) as { AsyncSectionsItems: { Html: string }[] }).AsyncSectionsItems[0]?.Html ?? '';
    const frag = domOf(`<!doctype html><html><body>${html}</body></html>`);
    expect(
      frag.querySelectorAll('sf-product-carousel > section.sf-product-carousel > h2 + ul.sf-products > li.sf-product'),
    ).toHaveLength(3);
  });
  it('category pages carry the brands and a category tree inside sf-listing', async () => {
    const { h, doc } = await page('/category/1');
    expect(h).toMatch(/<sf-listing[^>]*><div class="sf-listing-results"/);
    const brands = JSON.parse(
      doc.querySelector('sf-listing')?.getAttribute('data-power-search-filters') ?? '',
    ) as unknown[];
    expect(brands.length).toBeGreaterThan(1);
    expect(brands.every((b) => typeof b === 'string')).toBe(true);
    expect(
      doc.querySelector(
        'sf-listing > nav.sf-category-tree > ul > li.sf-category-tree__item > ul > li.sf-category-tree__item',
      ),
    ).not.toBeNull();
    expect(doc.querySelector('sf-listing nav.sf-category-tree a[aria-current="page"]')?.getAttribute('href')).toBe(
      '/category/1',
    );
    expect(doc.querySelector('[data-sf-purchase-list-mode]')).toBeNull();
  });
  it('?purchaselist=1 puts the listing in purchase-list mode', async () => {
    const { doc } = await page('/category/1?purchaselist=1');
    expect(
      doc.querySelectorAll('[data-sf-purchase-list-mode="True"] sf-listing .sf-add-to-cart .sf-purchase-list-check')
        .length,
    ).toBeGreaterThan(0);
  });
});

describe('cart, quick order and account', () => {
  it('wraps the cart section in sf-cart-page, with comment forms on the lines of members', async () => {
    expect(
      (await page('/cart?quote=1')).doc.querySelector('sf-cart-page[data-for-quote="True"] > section.sf-cart-page'),
    ).not.toBeNull();
    const f = await member();
    const p = lookup<{ code: string; uom: number }>(
      t.dataDir,
      'SELECT p.code, u.id AS uom FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE p.discontinued = 0 AND p.customizer = 0 AND p.configurator IS NULL AND u.min_qty = 1 AND u.qty_multiple = 1 LIMIT 1',
    );
    await postJson(f, ENDPOINTS.addProductsWithComments.path, {
      products: products(line(p.code, 1, p.uom)),
      purchaseListId: 0,
      idPriceListPromotionWebPrebooking: 0,
      idPurchaseListCopyComments: 0,
    });
    const { doc } = await page('/cart', f);
    const row = doc.querySelector('sf-cart-page[data-for-quote="False"] > section.sf-cart-page tr.sf-cart-line');
    const id = row?.getAttribute('data-order-line-id');
    expect(
      row?.querySelector(
        `form.sf-line-comment-form[data-order-line-id="${id}"] input[name="comment"][maxlength="500"]`,
      ),
    ).not.toBeNull();
  });
  it('/quick-order is a bulk table in confirmation mode 0', async () => {
    const { doc } = await page('/fr/quick-order');
    const table = doc.querySelector('table[data-sf-add-scope][data-sf-confirm-mode="0"]');
    expect(table?.querySelectorAll('.sf-add-to-cart .sf-qty').length).toBe(8);
  });
  it('wraps the baskets in sf-baskets and marks message reply buttons', async () => {
    const f = await member();
    const { doc } = await page('/account/baskets', f);
    expect(doc.querySelector('sf-baskets > ul.sf-baskets')).not.toBeNull();
    expect(
      doc.querySelector('sf-baskets > form.sf-basket-create input[name="name"][maxlength="80"][required]'),
    ).not.toBeNull();
    const buttons = (await page('/account/messages', f)).doc.querySelectorAll('button[data-sf-message-reply]');
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) expect(b.getAttribute('data-sf-message-reply')).toMatch(/^[1-9]\d*$/);
  });
});

describe('header quote count and /tags', () => {
  it('shows the quote count to members and answers isForQuote with the quote count', async () => {
    expect((await page('/')).doc.querySelector('sf-header')?.hasAttribute('data-show-quote-count')).toBe(false);
    const f = await member();
    expect((await page('/', f)).doc.querySelector('sf-header')?.getAttribute('data-show-quote-count')).toBe('True');
    const p = lookup<{ code: string; uom: number }>(
      t.dataDir,
      'SELECT p.code, u.id AS uom FROM products p JOIN uoms u ON u.product_id = p.id AND u.sort = 0 WHERE p.discontinued = 0 AND p.customizer = 0 AND p.configurator IS NULL AND u.min_qty = 1 AND u.qty_multiple = 1 LIMIT 1 OFFSET 3',
    );
    const before = await postJson<number>(f, ENDPOINTS.cartCount.path, { isForQuote: false });
    await post(f, ENDPOINTS.addProductsToQuote.path, {
      products: products(line(p.code, 1, p.uom)),
      validateProductCustomizer: true,
    });
    expect(await postJson<number>(f, ENDPOINTS.cartCount.path, { isForQuote: true })).toBe(1);
    expect(await postJson<number>(f, ENDPOINTS.cartCount.path, { isForQuote: false })).toBe(before);
  });
  it('/tags lists every tag and behaviour', async () => {
    const { h } = await page('/tags');
    for (const tag of [
      'sf-status-bar',
      'sf-header',
      'sf-listing',
      'sf-cart-summary',
      'sf-async-section',
      'sf-home-carousel',
      'sf-product-carousel',
      'sf-product-gallery',
      'sf-product-qr',
      'sf-quantity-table',
      'sf-cart-page',
      'sf-baskets',
    ])
      expect(h).toContain(`&lt;${tag}&gt;`);
    for (const marker of [
      'data-sf-add',
      'data-sf-purchase-list-mode',
      'data-sf-confirm-mode',
      'data-sf-configurator-portal',
      'sf-ehf-trigger',
      'form[data-sf-validate]',
      'data-sf-counter',
      'data-sf-message-reply',
      'data-sf-preview',
      'data-sf-track',
      'data-show-quote-count',
      'data-power-search-filters',
      'data-price-breaks',
    ])
      expect(h).toContain(marker);
  });
});
