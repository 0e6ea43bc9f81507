// The header's no-JS fallback as the CMS writes it: menu items keep whatever id type the CMS uses (digits, GUIDs).
import { readServerContent } from './server-content.ts';

const menuOf = (items: string) => {
  const template = document.createElement('template');
  template.innerHTML = `<nav class="sf-bigmenu"><ul>${items}</ul></nav>`;
  return readServerContent(template.content).menu.map((m) => m.categoryId);
};
const item = (id: string) => `<li class="sf-bigmenu__item" data-category-id="${id}"><a href="/c">Label</a></li>`;

it.each([
  ['12'],
  ['3f2504e0-4f89-11d3-9a0c-0305e82c3301'],
  ['{3F2504E0-4F89-11D3-9A0C-0305E82C3301}'],
  ['paper_and-pads.2'],
])('keeps a menu item whose category id is %s', (id) => {
  expect(menuOf(item(id))).toEqual([id]);
});

it('trims the id, as the server may indent it', () => {
  expect(menuOf(item(' 3f2504e0-4f89-11d3-9a0c-0305e82c3301 '))).toEqual(['3f2504e0-4f89-11d3-9a0c-0305e82c3301']);
});

it.each([
  ['', 'empty'],
  ['two words', 'inner space'],
  ['a&quot;b', 'a quote'],
  ['&lt;b&gt;', 'markup'],
  ['__proto__', 'an object key of every object'],
  ['constructor', 'an object key of every object'],
  ['x'.repeat(101), 'too long'],
])('drops a menu item whose id is %j (%s), and says so in the console', (id) => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(menuOf(item(id) + item('7'))).toEqual(['7']);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-category-id'), expect.any(String));
});

it('drops an item without its link', () => {
  expect(menuOf('<li class="sf-bigmenu__item" data-category-id="5"><span>No link</span></li>')).toEqual([]);
});
