// The sanitiser at its edges: every URL attribute, case and control-character tricks, what must be kept, Trusted Types.
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
