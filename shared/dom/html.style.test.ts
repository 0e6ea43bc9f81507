// What a fragment may style, and which controls it may reach: nothing that escapes the fragment (LEGACY-MARKUP.md §0b).
import { ENDPOINTS } from '../legacy/endpoints.ts';
import { insertHtml } from './html.ts';

const styleOf = (style: string): string | null => {
  const target = document.createElement('div');
  insertHtml(target, `<p style='${style}'>x</p>`);
  return target.querySelector('p')?.getAttribute('style') ?? null;
};
const clean = (html: string): HTMLDivElement => {
  const target = document.createElement('div');
  insertHtml(target, html);
  return target;
};

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

it.each([
  ['display:inline', 'display: inline'],
  ['color: #c00; TEXT-ALIGN: center', 'color: #c00; text-align: center'],
  ['margin: 0 auto; padding: 4px 8px', 'margin: 0 auto; padding: 4px 8px'],
  ['font: bold 12px/1.5 Arial', 'font: bold 12px/1.5 Arial'],
  ['font-family: "Open Sans", Arial, sans-serif', 'font-family: "Open Sans", Arial, sans-serif'],
  ['background-color: rgba(0, 0, 0, 0.5) !important', 'background-color: rgba(0, 0, 0, 0.5) !important'],
  [
    'background-image: url("https://cdn.example.net/banner.jpg")',
    'background-image: url("https://cdn.example.net/banner.jpg")',
  ],
  ['float: left; width: 50%; max-width: 320px', 'float: left; width: 50%; max-width: 320px'],
])('keeps the legacy look: style="%s" → %s', (style, kept) => {
  expect(styleOf(style)).toBe(kept);
});

it.each([
  'position: fixed; inset: 0',
  'position:absolute;top:0;left:0',
  'position: sticky',
  'z-index: 2147483647',
  'top: -500px',
  'transform: translate(0, -100vh)',
  'translate: 0 -100vh',
  'scale: 40',
  'margin-top: -200px',
  'margin: 0 0 -1px',
  'margin: calc(0px - 100vh)',
  'margin: var(--pulled)',
  'opacity: 0',
  'pointer-events: none',
  'background: url(javascript:alert(1))',
  "background-image: url('data:text/html,<script>alert(1)</script>')",
  'width: expression(alert(1))',
  'pos\\ition: fixed',
  'position/**/: fixed',
  'color: red" ; x: "',
  '-moz-binding: url(https://evil.example/x.xml#x)',
  'behavior: url(x.htc)',
])('drops what could leave the fragment or cover the page: style="%s"', (style) => {
  expect(styleOf(style)).toBeNull();
});

it('keeps the safe declarations of a mixed style, and rebuilds it from them alone', () => {
  expect(styleOf('color: red; position: fixed; top: 0; z-index: 9; font-weight: bold')).toBe(
    'color: red; font-weight: bold',
  );
  // A string the browser would read across the semicolon never smuggles a declaration in: only kept ones are written.
  expect(styleOf('font-family: "a; position: fixed; b"; color: blue')).toBe('color: blue');
});

it('lets a label, a field’s form="…" and a button’s formaction reach only the fragment’s own elements', () => {
  const target = clean(
    '<label for="place-order">Click anywhere</label><label for="own">Own</label><input id="own" name="q">' +
      `<button form="checkout" formaction="${ENDPOINTS.logout.path}" formmethod="post">Go</button>` +
      '<form id="f"><button formaction="/search" formmethod="get">Search</button></form><button form="f" formaction="/other">x</button>' +
      '<output for="own elsewhere">0</output><input list="page-list">',
  );
  const [outside, own] = Array.from(target.querySelectorAll('label'));
  expect(outside?.hasAttribute('for')).toBe(false);
  expect(own?.getAttribute('for')).toBe('own');
  const [stray, inForm, owned] = Array.from(target.querySelectorAll('button'));
  expect(stray?.hasAttribute('form')).toBe(false);
  expect(stray?.hasAttribute('formaction')).toBe(false);
  expect(stray?.hasAttribute('formmethod')).toBe(false);
  expect(inForm?.getAttribute('formaction')).toBe('/search');
  expect(owned?.getAttribute('form')).toBe('f');
  expect(owned?.getAttribute('formaction')).toBe('/other');
  expect(target.querySelector('output')?.hasAttribute('for')).toBe(false);
  expect(target.querySelector('input[list]')).toBeNull();
});
