// @vitest-environment node
// Contract tests: listing, header, popups, async sections, configurators, logout and the one GET of LEGACY-MARKUP.md §8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../shared/constants.ts';
import { ENDPOINTS } from '../shared/legacy/endpoints.ts';
import { login, lookup, passSector, post, postJson, startApp, type TestApp } from '../test/support/demo-app.ts';
import { categoryGuid } from './catalogue/generate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.app.close();
});

const listing = async (fields: Record<string, string | number>): Promise<string> => {
  const res = await post(t.fetch, ENDPOINTS.listingProducts.path, {
    categoryId: 0,
    subCategoryId: EMPTY_GUID,
    widgetCode: 'ecomwgtproductlisting',
    displayMode: 'list',
    pageFrom: 1,
    pageTo: 1,
    userResultPerPage: 24,
    sortBy: 0,
    sortOrder: 0,
    filterBy: 'all',
    uniqueListingString: '',
    enterBy: 'all',
    widgetUniqueCode: 'lst',
    powerSearchFilter: '-1',
    ...fields,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
};
const hiddenValue = (h: string, name: string): number =>
  Number(new RegExp(`id="${name}" name="${name}" value="(\\d+)"`).exec(h)?.[1]);
const QTY_ATTRS = [
  'productcode',
  'productid',
  'multiqty',
  'minqty',
  'maxqty',
  'iduom',
  'mustconfirmqty',
  'isquickaddtocart',
  'iscustomeasyprint',
  'iscustomdeskdesign',
  'isfromorderapproval',
  'isdigitalproduct',
  'uomduplicate',
];

describe(`POST ${ENDPOINTS.listingProducts.path}`, () => {
  it('renders 24 list items with the hidden values and the full attribute contract', async () => {
    const h = await listing({ categoryId: 1 });
    expect(h.match(/<li class="sf-product"/g)).toHaveLength(24);
    expect(hiddenValue(h, 'ProductsTotalCount')).toBeGreaterThan(150);
    expect(hiddenValue(h, 'LastPageNumber')).toBe(Math.ceil(hiddenValue(h, 'ProductsTotalCount') / 24));
    expect(hiddenValue(h, 'IdPriceListPromotionWebPrebooking')).toBe(0);
    const input = /<input type="text" class="sf-qty"[^>]*>/.exec(h)?.[0] ?? '';
    for (const a of QTY_ATTRS) expect(input).toMatch(new RegExp(` ${a}="[^"]*"`));
    expect(h).toMatch(
      /<div class="sf-add-to-cart" productid="\d+" isdigitalproduct="(True|False)" productcode="[^"]+">/,
    );
    expect(h).toMatch(/<option value="\d+" qtymultiple="[\d.]+"/);
    expect(h).toContain('data-sf-add="cart"');
    expect(h).toContain('class="sf-purchase-list-check"');
    expect(h).toContain('data-sf-school="true"');
  });
  it('renders grid, simplelist (table rows) and category tiles', async () => {
    expect(await listing({ displayMode: 'grid', categoryId: 1 })).toContain('sf-products--grid');
    const table = await listing({ displayMode: 'simplelist', categoryId: 1, pageFrom: 2, pageTo: 2 });
    expect(table).toMatch(/<tbody><tr class="sf-product"/);
    expect(table.match(/<tr class="sf-product"/g)).toHaveLength(24);
    expect(await listing({ displayMode: 'category', categoryId: 1 })).toMatch(
      /<li class="sf-category" data-category-id="c47e0000-0000-4000-8000-[0-9a-f]{12}"/,
    );
  });
  it('names categories by GUID, as the legacy server does; the numeric id of a page URL also works', async () => {
    const codes = (h: string) => [...h.matchAll(/data-product-code="([^"]+)"/g)].map((m) => m[1]);
    const byGuid = await listing({ categoryId: categoryGuid(3), userResultPerPage: 48 });
    expect(codes(byGuid)).toHaveLength(33);
    expect(codes(await listing({ categoryId: `{${categoryGuid(3).toUpperCase()}}`, userResultPerPage: 48 }))).toEqual(
      codes(byGuid),
    );
    expect(codes(await listing({ categoryId: 3, userResultPerPage: 48 }))).toEqual(codes(byGuid));
    // 0, "" and the empty GUID mean all; a GUID the catalogue does not hold lists nothing.
    const total = hiddenValue(await listing({}), 'ProductsTotalCount');
    for (const all of ['0', '', EMPTY_GUID])
      expect(hiddenValue(await listing({ categoryId: all }), 'ProductsTotalCount')).toBe(total);
    expect(await listing({ categoryId: 'c47e0000-0000-4000-8000-0000000fffff' })).toContain('sf-listing-empty');
    const bad = await post(t.fetch, ENDPOINTS.listingProducts.path, { categoryId: '<script>' });
    expect(bad.status).toBe(400);
  });
  it('pages a range, filters by sub-category and search, and ignores price sort beyond the maximum', async () => {
    expect((await listing({ categoryId: 1, pageFrom: 1, pageTo: 2 })).match(/<li class="sf-product"/g)).toHaveLength(
      48,
    );
    const leaf = lookup<{ guid: string; id: number }>(
      t.dataDir,
      'SELECT guid, id FROM categories WHERE level = 3 AND top_id = 1 LIMIT 1',
    );
    expect(hiddenValue(await listing({ categoryId: 1, subCategoryId: leaf.guid }), 'ProductsTotalCount')).toBe(33);
    expect(await listing({ categoryId: 1, sortBy: 2 })).toContain('data-price-sort-unavailable="True"');
    expect(await listing({ categoryId: leaf.id, sortBy: 2, sortOrder: 'DESC' })).toContain(
      'data-price-sort-unavailable="False"',
    );
    const none = await listing({ uniqueListingString: 'zzzzqqq' });
    expect(hiddenValue(none, 'ProductsTotalCount')).toBe(0);
    expect(hiddenValue(none, 'LastPageNumber')).toBe(1);
    expect(
      hiddenValue(await listing({ enterBy: 'prebooking', categoryId: 1 }), 'IdPriceListPromotionWebPrebooking'),
    ).toBe(7);
  });
  it('escapes a hostile product title', async () => {
    const h = await listing({ uniqueListingString: 'PAP-0013' });
    expect(h).not.toContain('<script>');
    expect(h).not.toContain('<img src=x');
    expect(h).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;quotes&quot; &amp;');
  });
  it('answers 400 for bad paging or display mode', async () => {
    for (const f of [
      { pageFrom: -1 },
      { displayMode: 'carousel' },
      { userResultPerPage: 5000 },
      { subCategoryId: '<x>' },
    ]) {
      expect((await post(t.fetch, ENDPOINTS.listingProducts.path, f)).status).toBe(400);
    }
  });
});

describe(`POST ${ENDPOINTS.refreshProduct.path}`, () => {
  it('renders one product for the selected unit, with that unit multiple', async () => {
    const u = lookup<{ product_id: number; id: number; qty_multiple: number }>(
      t.dataDir,
      'SELECT product_id, id, qty_multiple FROM uoms WHERE qty_multiple = 0.5 LIMIT 1',
    );
    const h = await (
      await post(t.fetch, ENDPOINTS.refreshProduct.path, {
        productId: u.product_id,
        selectedUom: u.id,
        uniqueListingString: '1',
        displayMode: 'list',
        widgetUniqueCode: 'lst',
      })
    ).text();
    expect(h.match(/<li class="sf-product"/g)).toHaveLength(1);
    expect(h).toContain(`iduom="${u.id}"`);
    expect(h).toContain('multiqty="0.5"');
    expect(h).toContain('maxlength="6"');
    expect((await post(t.fetch, ENDPOINTS.refreshProduct.path, { productId: 999999 })).status).toBe(404);
  });
});

describe('header endpoints', () => {
  it('cart count is a number', async () => {
    expect(await postJson<number>(t.fetch, ENDPOINTS.cartCount.path)).toBe(0);
  });
  it('search suggestions answer Suggestions, hasProduct and ProductValue', async () => {
    const r = await postJson<{ Suggestions: string[]; hasProduct: boolean; ProductValue: string }>(
      t.fetch,
      ENDPOINTS.searchSuggestions.path,
      { uniqueSearchString: 'paper' },
    );
    expect(r.Suggestions.length).toBeGreaterThan(0);
    expect(r.Suggestions.length).toBeLessThanOrEqual(30);
    expect(r.hasProduct).toBe(true);
    expect(r.ProductValue).toContain('sf-suggest-product');
    expect((await post(t.fetch, ENDPOINTS.searchSuggestions.path, {})).status).toBe(400);
  });
  it('category quick search options cascade and quick search redirects', async () => {
    const l1 = await postJson<{ Item1: string; Item2: string }[]>(t.fetch, ENDPOINTS.quickSearchOptions.path, {
      level: 1,
      idParentOption: EMPTY_GUID,
      headerWidgetUniqueCode: 'hdr',
    });
    expect(l1[0]).toEqual({ Item1: expect.stringMatching(/^[0-9a-f-]{36}$/), Item2: 'Paper' });
    const l2 = await postJson<{ Item1: string }[]>(t.fetch, ENDPOINTS.quickSearchOptions.path, {
      level: 2,
      idParentOption: l1[0]?.Item1 ?? '',
    });
    const l3 = await postJson<{ Item1: string }[]>(t.fetch, ENDPOINTS.quickSearchOptions.path, {
      level: 3,
      idParentOption: l2[0]?.Item1 ?? '',
    });
    const r = await postJson<{ Result: number; RedirectUrl: string }>(t.fetch, ENDPOINTS.quickSearch.path, {
      selectedCategories: [l1[0]?.Item1, l2[0]?.Item1, l3[0]?.Item1].join('|'),
      headerWidgetUniqueCode: 'hdr',
    });
    expect(r.Result).toBe(3);
    expect(r.RedirectUrl).toMatch(/^\/category\/\d+$/);
    expect(
      (
        await postJson<{ Result: number }>(t.fetch, ENDPOINTS.quickSearch.path, {
          selectedCategories: `${l1[0]?.Item1}|${EMPTY_GUID}`,
        })
      ).Result,
    ).toBe(2);
  });
  it('mega menu panel and the three my-services paths', async () => {
    expect(
      await (
        await post(t.fetch, ENDPOINTS.submenu.path, {
          categoryId: categoryGuid(1),
          widgetuniquecode: 'hdr',
        })
      ).text(),
    ).toMatch(new RegExp(`class="sf-bigmenu-panel" data-category-id="${categoryGuid(1)}"`));
    for (const p of [ENDPOINTS.myServices.path, ENDPOINTS.myServicesBp.path, ENDPOINTS.myServicesB2x.path]) {
      expect(
        await (
          await post(t.fetch, p, { widgetCode: 'x', controlIndex: 0, pageVersionId: 'v', controlValue: 'c' })
        ).text(),
      ).toContain('sf-my-services');
    }
  });
});

describe('popups and fragments', () => {
  it('EHF popover, delivery-sector modal, cart/quote popups', async () => {
    const e = lookup<{ id: number }>(t.dataDir, 'SELECT id FROM products WHERE ehf > 0 LIMIT 1');
    expect(await (await post(t.fetch, ENDPOINTS.productEhf.path, { productId: e.id })).text()).toContain(
      'sf-ehf__amount',
    );
    expect(await (await post(t.fetch, ENDPOINTS.sectorForm.path)).text()).toContain('name="postalCode"');
    expect(
      await (await post(t.fetch, ENDPOINTS.cartSummary.path, { widgetCode: 'c', isForQuote: true })).text(),
    ).toContain('data-for-quote="True"');
    expect(
      await (await post(t.fetch, ENDPOINTS.cartSummary.path, { widgetCode: 'c', isForQuote: false })).text(),
    ).toContain('sf-cart-popup__empty');
  });
  it('listing items carry the fee popover trigger attributes for EHF products', async () => {
    const h = await listing({ uniqueListingString: 'printer', categoryId: 0 });
    expect(h).toMatch(/class="sf-ehf-trigger" product-url="[^"]+" productid="\d+" title="[^"]+" placement="bottom"/);
  });
});

describe(`POST ${ENDPOINTS.asyncRender.path}`, () => {
  it('fills every item of a grouped call and keeps the ids', async () => {
    const items = ['HotProducts', 'PromoBanner', 'Nope'].map((v, i) => ({
      ShowLoading: true,
      AsyncLoadHandleId: `h${i}`,
      WidgetUniqueCode: `w${i}`,
      UniqueListingString: '',
      AjaxUrl: ENDPOINTS.asyncRender.path,
      PartialViewPath: v,
      SingleCallMultipleContainers: true,
      HtmlContainerId: `c${i}`,
      TempHtmlContainerId: `t${i}`,
      DataJson: '{"count":"2"}',
    }));
    const res = await t.fetch(ENDPOINTS.asyncRender.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ asyncHtmlRequest: { AsyncSectionsItems: items } }),
    });
    const j = (await res.json()) as {
      Result: number;
      StatusMessages: { Type: number }[];
      AsyncSectionsItems: { HtmlContainerId: string; TempHtmlContainerId: string; Html: string }[];
    };
    expect(j.Result).toBe(1);
    expect(j.AsyncSectionsItems.map((i) => i.HtmlContainerId)).toEqual(['c0', 'c1', 'c2']);
    expect(j.AsyncSectionsItems[0]?.Html.match(/<li class="sf-product"/g)).toHaveLength(2);
    expect(j.AsyncSectionsItems[2]?.Html).toBe('');
    expect(j.StatusMessages[0]?.Type).toBe(2);
  });
  it('answers 400 for malformed JSON or a missing list', async () => {
    expect(
      (
        await t.fetch(ENDPOINTS.asyncRender.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"asyncHtmlRequest":',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.fetch(ENDPOINTS.asyncRender.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(400);
  });
});

describe('configurators', () => {
  it('A and B start a session whose Value is the frame URL; the stub page sets the FinishDoc cookie', async () => {
    const a = lookup<{ code: string }>(t.dataDir, "SELECT code FROM products WHERE configurator = 'easyprint' LIMIT 1");
    const b = lookup<{ code: string }>(
      t.dataDir,
      "SELECT code FROM products WHERE configurator = 'deskdesign' LIMIT 1",
    );
    const ra = await postJson<{ Result: number; Value: string }>(t.fetch, ENDPOINTS.easyprintStart.path, {
      productcode: a.code,
      qty: 1,
    });
    expect(ra.Result).toBe(1);
    expect(ra.Value).toMatch(/^\/provider\/easyprint\?productcode=/);
    expect(await (await t.fetch(ra.Value)).text()).toContain('value="finish"');
    const rb = await postJson<{ Result: number; Value: string }>(t.fetch, ENDPOINTS.deskdesignStart.path, {
      productcode: b.code,
      qty: 2,
    });
    expect(rb.Value).toMatch(/^\/provider\/deskdesign\?/);
    expect((await postJson<{ Value: string }>(t.fetch, ENDPOINTS.deskdesignPortal.path)).Value).toBe(
      '/provider/deskdesign/portal',
    );
    expect(
      (await postJson<{ Result: number }>(t.fetch, ENDPOINTS.easyprintStart.path, { productcode: b.code, qty: 1 }))
        .Result,
    ).toBe(2);
    // "Finish" adds to the cart, so an anonymous visitor passes the sector check first (add-rules.contract.test.ts).
    await passSector(t.fetch);
    await post(t.fetch, '/provider/easyprint/done', { outcome: 'finish', productcode: a.code, qty: 1 });
    expect(t.fetch.cookies.get('easyprintFinishDoc')).toBe('1');
    await post(t.fetch, '/provider/deskdesign/done', { outcome: 'fail', productcode: b.code, qty: 1 });
    expect(t.fetch.cookies.get('deskdesignFinishDoc')).toBe('error');
  });
});

describe('session endpoints and the GET', () => {
  it('logout answers REDIRECT to /', async () => {
    await login(t.fetch);
    expect(await postJson(t.fetch, ENDPOINTS.logout.path)).toMatchObject({ Result: 3, RedirectUrl: '/' });
    expect((await post(t.fetch, ENDPOINTS.addProductsToQuote.path, {})).status).toBe(401);
  });
  it('geturlclientbyurl answers a JSON string', async () => {
    expect(await (await t.fetch(`${ENDPOINTS.clientUrl.path}?url=/product/PAP-0001&culture=fr`)).json()).toBe(
      '/fr/product/PAP-0001',
    );
    expect(await (await t.fetch(`${ENDPOINTS.clientUrl.path}?URL=/fr/cart&Culture=en`)).json()).toBe('/cart');
  });
  it('paths are matched case-insensitively like the legacy server', async () => {
    expect((await post(t.fetch, ENDPOINTS.addProduct.path.toUpperCase(), {})).status).toBe(400);
    expect((await post(t.fetch, ENDPOINTS.addProductsOrderApproval.path.toLowerCase(), {})).status).toBe(401);
  });
});

describe(`POST ${ENDPOINTS.asyncRender.path} counts`, () => {
  const productsFor = async (count: unknown): Promise<number> => {
    const item = {
      AsyncLoadHandleId: 'h',
      HtmlContainerId: 'c',
      PartialViewPath: 'HotProducts',
      DataJson: JSON.stringify({ count }),
    };
    const res = await t.fetch(ENDPOINTS.asyncRender.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ asyncHtmlRequest: { AsyncSectionsItems: [item] } }),
    });
    const j = (await res.json()) as { AsyncSectionsItems: { Html: string }[] };
    return j.AsyncSectionsItems[0]?.Html.match(/<li class="sf-product"/g)?.length ?? 0;
  };
  it.each([
    [-1, 1],
    ['-1', 1],
    [0, 1],
    ['-999999', 1],
    [3, 3],
    [100, 12],
    ['1e9', 12],
    ['2.5', 4],
    ['abc', 4],
    ['', 4],
  ])('count %j renders %i products (whole numbers clamped to 1–12, anything else the default 4)', async (count, n) => {
    expect(await productsFor(count)).toBe(n);
  });
});
