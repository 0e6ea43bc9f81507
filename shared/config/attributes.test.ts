// data-* attributes into a typed config: defaults, invalid values, required ones.
import { attributeName, type ConfigSchema, readConfig } from './attributes.ts';

const schema = {
  widgetAjaxUrl: { type: 'url', default: '', required: true },
  userResultPerPage: { type: 'number', default: 24, min: 1, max: 100, integer: true },
  displayMode: { type: 'enum', values: ['grid', 'list', 'simplelist', 'category'], default: 'list' },
  powerSearchEnabled: { type: 'boolean', default: false },
  searchstring: { type: 'string', default: '' },
} as const satisfies ConfigSchema;

const element = (attributes: Record<string, string>) => {
  const el = document.createElement('sf-listing');
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  return el;
};

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

it('names attributes after the spec fields in kebab-case', () => {
  expect(attributeName('widgetAjaxUrl')).toBe('data-widget-ajax-url');
  expect(attributeName('maxProductToSortByPriceAscDesc')).toBe('data-max-product-to-sort-by-price-asc-desc');
  expect(attributeName('searchstring')).toBe('data-searchstring');
});

it('reads valid values and applies the defaults', () => {
  const { config, problems, blocked } = readConfig(
    element({ 'data-widget-ajax-url': '/list', 'data-display-mode': 'GRID', 'data-power-search-enabled': 'true' }),
    schema,
  );
  expect(config).toEqual({
    widgetAjaxUrl: '/list',
    userResultPerPage: 24,
    displayMode: 'grid',
    powerSearchEnabled: true,
    searchstring: '',
  });
  expect(problems).toEqual([]);
  expect(blocked).toBe(false);
});

it.each([
  ['data-user-result-per-page', 'lots'],
  ['data-user-result-per-page', '0'],
  ['data-user-result-per-page', '2.5'],
  ['data-display-mode', 'carousel'],
  ['data-power-search-enabled', 'maybe'],
])('warns about %s="%s", naming the element, and uses the default', (attribute, value) => {
  const { config, problems } = readConfig(element({ 'data-widget-ajax-url': '/list', [attribute]: value }), schema);
  expect(problems).toEqual([{ attribute, problem: 'invalid', value }]);
  expect(config.userResultPerPage).toBe(24);
  expect(config.displayMode).toBe('list');
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`sf-listing: ${attribute}`));
});

it('blocks the widget when a required attribute is missing or unsafe', () => {
  expect(readConfig(element({}), schema).blocked).toBe(true);
  expect(readConfig(element({ 'data-widget-ajax-url': 'javascript:alert(1)' }), schema).blocked).toBe(true);
});

describe('url attributes go through the same-origin guard', () => {
  afterEach(() => delete document.documentElement.dataset.sfLoginOrigins);

  it.each([
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    '\njavascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/list',
    '/\\evil.example/list',
    'https://evil.example/list',
    'https://shop@evil.example/list',
    'http://[::1',
  ])('refuses %j: a warning, the default, and a required one blocks the widget', (value) => {
    const { config, problems, blocked } = readConfig(element({ 'data-widget-ajax-url': value }), schema);
    expect(problems).toEqual([{ attribute: 'data-widget-ajax-url', problem: 'invalid', value }]);
    expect(config.widgetAjaxUrl).toBe('');
    expect(blocked).toBe(true);
  });

  it.each([
    ['/list', '/list'],
    ['  /list?x=1  ', '/list?x=1'],
    ['list', 'list'],
    [`${window.location.origin}/list`, `${window.location.origin}/list`],
  ])('keeps %j as the author wrote it (trimmed)', (value, expected) => {
    const { config, problems } = readConfig(element({ 'data-widget-ajax-url': value }), schema);
    expect(problems).toEqual([]);
    expect(config.widgetAjaxUrl).toBe(expected);
  });

  it('accepts another origin for a url attribute that names its allow-list, only when the page lists it', () => {
    const sso = {
      loginUrl: { type: 'url', default: '', origins: 'data-sf-login-origins' },
    } as const satisfies ConfigSchema;
    const el = element({ 'data-login-url': 'https://sso.example.com/signin' });
    expect(readConfig(el, sso).config.loginUrl).toBe('');
    document.documentElement.dataset.sfLoginOrigins = 'https://sso.example.com';
    expect(readConfig(el, sso).config.loginUrl).toBe('https://sso.example.com/signin');
  });
});

describe('an attribute renamed in a minor release', () => {
  const renamed = {
    ajaxUrl: { type: 'url', default: '/x', renamedFrom: ['data-widget-ajax-url', 'data-url'] },
    pageSize: { type: 'number', default: 24, renamedFrom: ['data-user-result-per-page'] },
  } as const satisfies ConfigSchema;

  it('reads its old name when the new one is absent, with one warning per page for each old name', () => {
    const warn = vi.mocked(console.warn);
    const first = readConfig(element({ 'data-widget-ajax-url': '/old', 'data-user-result-per-page': '12' }), renamed);
    const second = readConfig(element({ 'data-widget-ajax-url': '/older' }), renamed);
    expect(first.config).toEqual({ ajaxUrl: '/old', pageSize: 12 });
    expect(second.config).toEqual({ ajaxUrl: '/older', pageSize: 24 });
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      '[storefront] <sf-listing> data-widget-ajax-url is now data-ajax-url: the old name still works until the next major version; rename it in the page.',
      '[storefront] <sf-listing> data-user-result-per-page is now data-page-size: the old name still works until the next major version; rename it in the page.',
    ]);
  });

  it('takes the new name over an old one, and checks an old name’s value like the new one’s', () => {
    const warn = vi.mocked(console.warn);
    expect(readConfig(element({ 'data-ajax-url': '/new', 'data-url': '/old' }), renamed).config.ajaxUrl).toBe('/new');
    expect(warn).not.toHaveBeenCalled();
    const unsafe = readConfig(element({ 'data-url': 'https://evil.example/' }), renamed);
    expect(unsafe.config.ajaxUrl).toBe('/x');
    expect(unsafe.problems).toEqual([
      { attribute: 'data-ajax-url', problem: 'invalid', value: 'https://evil.example/' },
    ]);
  });
});
