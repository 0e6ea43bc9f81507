// @vitest-environment node
// plan(): a record and what varies per call, turned into the request, for every record of the table.
import { ENDPOINTS, type Endpoint, underBase } from '../legacy/endpoints.ts';
import { type PlanInput, plan, toFormBody } from './plan.ts';

const RECORDS = Object.entries(ENDPOINTS as Record<string, Endpoint>);
/** The call each record's widget makes, in kind: a form's fields, a JSON value, or nothing; a URL where it has no path. */
const inputOf = (e: Endpoint): PlanInput<Endpoint> => {
  const url = e.path ?? '/given/path';
  if (e.body === 'json') return { json: { asyncHtmlRequest: { AsyncSectionsItems: [] } }, url } as PlanInput<Endpoint>;
  return e.body === 'none' ? { url } : { fields: { a: 1, list: ['x'] }, url };
};
const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

describe.each(RECORDS)('%s', (_, e) => {
  const p = plan(e, inputOf(e));

  it('has its record’s method and reply kind', () => {
    expect(p.method).toBe(e.method);
    expect(p.reply).toBe(e.reply);
  });

  it('encodes its fields as the record says, with the matching Content-Type', () => {
    const fields = toFormBody({ a: 1, list: ['x'] });
    const url = e.path ?? '/given/path';
    if (e.body === 'form') {
      expect(p.body).toEqual(fields);
      expect(p.headers['Content-Type']).toBe(FORM_TYPE);
      expect(p.url).toBe(url);
    } else if (e.body === 'json') {
      expect(JSON.parse(String(p.body))).toEqual({ asyncHtmlRequest: { AsyncSectionsItems: [] } });
      expect(p.headers['Content-Type']).toBe('application/json');
      expect(p.url).toBe(url);
    } else if (e.body === 'query') {
      expect(p.body).toBeNull();
      expect(p.headers['Content-Type']).toBeUndefined();
      expect(p.url).toBe(`${url}?${fields}`);
    } else {
      expect(p.body).toBeNull();
      expect(p.headers['Content-Type']).toBeUndefined();
      expect(p.url).toBe(url);
    }
  });

  it('says it is an Ajax call unless it reads a page as the browser loads it', () => {
    expect(p.headers['X-Requested-With']).toBe(e.pageLoad ? undefined : 'XMLHttpRequest');
  });

  it('is never timed out when it changes data, else takes the page’s read timeout', () => {
    expect(p.changesData).toBe(e.changesData === true);
  });

  it('is counted in the loading message unless it is a background call', () => {
    expect(p.shown).toBe(!e.background);
  });
});

it('goes to the URL the page or the server gives, else to the record’s path', () => {
  expect(plan(ENDPOINTS.cartCount, {}).url).toBe(ENDPOINTS.cartCount.path);
  const based = underBase('cartCount', '/hdr');
  expect(plan(ENDPOINTS.cartCount, { url: based }).url).toBe(based);
  // An author's empty attribute is its default.
  expect(plan(ENDPOINTS.listingProducts, { url: '' }).url).toBe(ENDPOINTS.listingProducts.path);
  expect(() => plan(ENDPOINTS.confirmedAction, { url: '' })).toThrow(TypeError);
});

it('adds a query’s fields to the URL’s own query, before its fragment, and leaves a URL alone with none', () => {
  expect(plan(ENDPOINTS.cartPage, { url: '/cart?quote=1#top', fields: { a: 'x y' } }).url).toBe(
    '/cart?quote=1&a=x+y#top',
  );
  expect(plan(ENDPOINTS.cartPage, { url: '/cart?quote=1', fields: {} }).url).toBe('/cart?quote=1');
  expect(plan(ENDPOINTS.clientUrl, { fields: { url: '/fr/a?b=1', culture: 'fr' } }).url).toBe(
    `${ENDPOINTS.clientUrl.path}?url=%2Ffr%2Fa%3Fb%3D1&culture=fr`,
  );
});

it('reads the cart page as a page load: a GET without X-Requested-With, its HTML counted as shown', () => {
  const p = plan(ENDPOINTS.cartPage, { url: '/cart' });
  expect(p).toEqual({
    url: '/cart',
    method: 'GET',
    headers: {},
    body: null,
    reply: 'html',
    changesData: false,
    shown: true,
  });
});

it('plans an ActionOnConfirm as the data change it is, at the path the server named', () => {
  const action = `${ENDPOINTS.addProductsConfirmed.path}?idPurchaseListCopyComments=2`;
  const p = plan(ENDPOINTS.confirmedAction, { url: action, fields: { a: 1 } });
  expect(p).toMatchObject({ url: action, method: 'POST', changesData: true });
});
