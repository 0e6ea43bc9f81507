// The sanitiser at its edges: every URL attribute, case and control-character tricks, what must be kept, Trusted Types.

import { ENDPOINTS } from '../legacy/endpoints.ts';
import { insertHtml, parseFragment } from './html.ts';

const clean = (html: string) => {
  const target = document.createElement('div');
  insertHtml(target, html);
  return target;
};

it.each([
  ['href', '<a href="javascript:alert(1)">x</a>'],
  ['src', '<img src="vbscript:msgbox(1)">'],
  ['action', '<form action="javascript:alert(1)"></form>'],
  ['formaction', '<button formaction="data:text/html,x">x</button>'],
  ['xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
])('drops a script URL in %s', (attribute, html) => {
  const target = clean(html);
  const holders = Array.from(target.querySelectorAll('*')).filter((el) => el.hasAttribute(attribute));
  expect(holders).toEqual([]);
});

it('sees through case and control characters in script URLs', () => {
  const target = clean('<a id="a" href="\u0001 JAVA\tSCRIPT:alert(1)">x</a><a id="b" href="\nData:text/html,x">y</a>');
  expect(target.querySelector('#a')?.hasAttribute('href')).toBe(false);
  expect(target.querySelector('#b')?.hasAttribute('href')).toBe(false);
});

it('keeps inline images, ordinary links, and script-like text in attributes that are not URLs', () => {
  const target = clean(
    '<img id="i" src="data:image/png;base64,AAAA"><a id="l" href="/fr/catalog?x=1">x</a>' +
      '<span id="t" title="javascript:is just text here" data-x="data:text/html,y">t</span>',
  );
  expect(target.querySelector('#i')?.getAttribute('src')).toBe('data:image/png;base64,AAAA');
  expect(target.querySelector('#l')?.getAttribute('href')).toBe('/fr/catalog?x=1');
  expect(target.querySelector('#t')?.getAttribute('title')).toBe('javascript:is just text here');
  expect(target.querySelector('#t')?.getAttribute('data-x')).toBe('data:text/html,y');
});

it('judges a URL by its scheme only: a link that mentions javascript: later is kept', () => {
  const target = clean('<a id="q" href="/search?q=javascript:tips">x</a><img id="d" src="/img?from=data:x">');
  expect(target.querySelector('#q')?.getAttribute('href')).toBe('/search?q=javascript:tips');
  expect(target.querySelector('#d')?.getAttribute('src')).toBe('/img?from=data:x');
});

it('drops every on* handler whatever its case, keeps other attributes, and removes nested scripts', () => {
  const target = clean(
    '<div id="d" ONMOUSEOVER="x()" onFocus="y()" class="c" data-on="kept"><p><script>1</script><span>s</span></p></div>',
  );
  const div = target.querySelector('#d');
  expect(div?.getAttributeNames().sort()).toEqual(['class', 'data-on', 'id']);
  expect(target.querySelector('script')).toBeNull();
  expect(target.querySelector('span')?.textContent).toBe('s');
});

it('parses into an inert fragment the caller can adopt', () => {
  const fragment = parseFragment('<b>1</b>text<i>2</i>');
  expect(fragment.childNodes).toHaveLength(3);
  expect(fragment.firstElementChild?.outerHTML).toBe('<b>1</b>');
});

it('replaces by default, and returns the top-level nodes it inserted', () => {
  const target = document.createElement('div');
  target.innerHTML = '<p>old</p>';
  const nodes = insertHtml(target, '<p>new</p> tail');
  expect(target.innerHTML).toBe('<p>new</p> tail');
  expect(nodes.map((n) => n.textContent)).toEqual(['new', ' tail']);
});

describe('which URL shapes each attribute accepts', () => {
  afterEach(() => delete document.documentElement.dataset.sfContentOrigins);

  it('accepts mailto: and tel: only as a link href, and only as the scheme', () => {
    const target = clean(
      '<a id="m" href="mailto:sales@shop.example">m</a>' +
        '<a id="p" product-url="mailto:sales@shop.example">p</a>' +
        '<button id="b" product-url="tel:+15145550100">b</button>' +
        '<a id="j" href="javascript:alert(1)//mailto:x">j</a>' +
        '<a id="c" href="tel:+1514%0a5550100&#x7f;">c</a>',
    );
    expect(target.querySelector('#m')?.getAttribute('href')).toBe('mailto:sales@shop.example');
    expect(target.querySelector('#p')?.hasAttribute('product-url')).toBe(false);
    expect(target.querySelector('#b')?.hasAttribute('product-url')).toBe(false);
    expect(target.querySelector('#j')?.hasAttribute('href')).toBe(false);
    expect(target.querySelector('#c')?.hasAttribute('href')).toBe(false);
  });

  it('accepts a raster data: image only as an img src', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const target = clean(
      `<img id="i" src="${png}"><img id="u" product-url="${png}"><a id="a" href="${png}">a</a>` +
        `<img id="s" srcset="${png} 1x">`,
    );
    expect(target.querySelector('#i')?.getAttribute('src')).toBe(png);
    expect(target.querySelector('#u')?.hasAttribute('product-url')).toBe(false);
    expect(target.querySelector('#a')?.hasAttribute('href')).toBe(false);
    expect(target.querySelector('#s')?.hasAttribute('srcset')).toBe(false);
  });

  it('keeps a URL without the whitespace around it', () => {
    const target = clean('<a href="  /product/1 \n">a</a><img src=" data:image/gif;base64,R0lG ">');
    const urls = Array.from(
      target.querySelectorAll('[href], [src]'),
      (el) => el.getAttribute('href') ?? el.getAttribute('src'),
    );
    expect(urls).toEqual(['/product/1', 'data:image/gif;base64,R0lG']);
  });

  it('refuses a srcset with an empty candidate, keeps one whose candidates are spread over lines', () => {
    const target = clean(
      '<img id="e" srcset=""><img id="l" srcset=", /img/1.png 1x"><img id="t" srcset="/img/1.png 1x,,/img/2.png 2x">' +
        '<img id="k" srcset="/img/1.png\n  1x,\n/img/2.png\t2x">',
    );
    expect(target.querySelector('#e')?.hasAttribute('srcset')).toBe(false);
    expect(target.querySelector('#l')?.hasAttribute('srcset')).toBe(false);
    expect(target.querySelector('#t')?.hasAttribute('srcset')).toBe(false);
    expect(target.querySelector('#k')?.getAttribute('srcset')).toBe('/img/1.png\n  1x,\n/img/2.png\t2x');
  });

  it('gives rel="noopener noreferrer" only to a link that opens a new tab', () => {
    const target = clean(
      '<a id="n" href="/doc" target="_blank">n</a><a id="s" href="/x" target="_self">s</a><a id="p" href="/y">p</a>' +
        '<a id="o" href="/z" target="some-frame">o</a><form id="f" action="/search" target="_blank"></form><p id="q">q</p>',
    );
    const targetAndRel = (el: Element) => [el.id, `${el.getAttribute('target')} ${el.getAttribute('rel')}`];
    expect(Object.fromEntries(Array.from(target.querySelectorAll('[id]'), targetAndRel))).toEqual({
      n: '_blank noopener noreferrer',
      s: '_self null',
      p: 'null null',
      o: 'null null',
      f: 'null null',
      q: 'null null',
    });
  });

  it('keeps a class or title that happens to name a document property (only id and name can clobber)', () => {
    const target = clean('<p id="x" class="title" title="body" lang="cookie">x</p>');
    expect(target.querySelector('#x')?.getAttributeNames().sort()).toEqual(['class', 'id', 'lang', 'title']);
  });
});

describe('the warning about removed scripts and handlers', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  const warned = (html: string): unknown => {
    parseFragment(html, ENDPOINTS.asyncRender.path);
    return vi.mocked(console.warn).mock.calls.at(-1)?.[0];
  };
  const tail = ` from the server HTML of ${ENDPOINTS.asyncRender.path}: server fragments never run scripts; see "Scripts in server fragments" in docs/LEGACY-MARKUP.md.`;

  it('names one script alone, in the singular', () => {
    expect(warned('<p>x</p><script>a()</script>')).toBe(`[storefront] removed 1 <script> element${tail}`);
  });

  it('names several scripts in the plural', () => {
    expect(warned('<script>a()</script><script>b()</script>')).toBe(`[storefront] removed 2 <script> elements${tail}`);
  });

  it('names one handler alone, in the singular', () => {
    expect(warned('<p onclick="a()">x</p>')).toBe(`[storefront] removed 1 inline event handler${tail}`);
  });

  it('names several handlers in the plural, with scripts', () => {
    expect(warned('<script>a()</script><p onclick="a()" onmouseover="b()">x</p><b onfocus="c()">y</b>')).toBe(
      `[storefront] removed 1 <script> element and 3 inline event handlers${tail}`,
    );
  });

  it('counts the scripts inside an element removed with its content', () => {
    expect(warned('<object><script>a()</script><p><script>b()</script></p></object>')).toBe(
      `[storefront] removed 2 <script> elements${tail}`,
    );
  });
});

it('keeps data-* and aria-* attributes only when the whole name has that shape', () => {
  const target = clean('<p id="p" data-sku="1" aria-hidden="true" x-data-a="1" my-aria-b="1" data-c:d="1">x</p>');
  expect(target.querySelector('#p')?.getAttributeNames().sort()).toEqual(['aria-hidden', 'data-sku', 'id']);
});

it('unwraps a link inside a link and a form inside a form (misnested markup the parser builds)', () => {
  const target = document.createElement('div');
  insertHtml(
    target,
    '<a href="/a"><table><td><a href="/b" id="inner">b</a></td></table></a><form><div><form action="/x"><input name="q"></form></div></form>',
  );
  expect(target.querySelectorAll('a a')).toHaveLength(0);
  expect(target.querySelectorAll('form form')).toHaveLength(0);
  expect(target.querySelector('input')?.getAttribute('name')).toBe('q');
});

describe('ids and names that would shadow a window global the bundle reads (DOM clobbering beyond document)', () => {
  // Absent in some engine (Safari lacks requestIdleCallback, scheduler; Firefox trustedTypes) or set by the page later
  // (dataLayer): there a named element would be what the bundle finds.
  it.each(['requestIdleCallback', 'cancelIdleCallback', 'scheduler', 'trustedTypes', 'dataLayer'])(
    'drops id and name "%s"',
    (global) => {
      const target = document.createElement('div');
      insertHtml(target, `<img id="${global}" alt=""><form name="${global}"><input name="${global}"></form>`);
      expect(target.querySelector('img')?.hasAttribute('id')).toBe(false);
      expect(target.querySelector('form')?.hasAttribute('name')).toBe(false);
      expect(target.querySelector('input')?.hasAttribute('name')).toBe(false);
    },
  );

  it('keeps the common legacy ids that name a window property the bundle never reads', () => {
    const target = document.createElement('div');
    insertHtml(target, '<div id="content"></div><div id="status"></div><input name="top">');
    expect(Array.from(target.querySelectorAll('[id]'), (e) => e.id)).toEqual(['content', 'status']);
    expect(target.querySelector('input')?.getAttribute('name')).toBe('top');
  });
});
