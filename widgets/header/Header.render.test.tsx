// What a mega-menu or services toggle re-renders: the menu it belongs to, not the whole header (search, badges).
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';

const searchRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./search/SearchPart.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./search/SearchPart.tsx')>();
  return {
    SearchPart: (props: Parameters<typeof actual.SearchPart>[0]) => {
      searchRenders.count++;
      return actual.SearchPart(props);
    },
  };
});

const TAG = `<sf-header data-search-url="/search">
  <form class="sf-header__search" action="/search"><input type="search" name="qs"></form>
  <nav class="sf-bigmenu"><ul>
    <li class="sf-bigmenu__item" data-category-id="1"><a href="/category/1">Paper</a></li>
    <li class="sf-bigmenu__item" data-category-id="2"><a href="/category/2">Writing</a></li>
  </ul></nav></sf-header>`;

beforeAll(() => define());
beforeEach(() => {
  // Nothing answers: the panels stay loading, the counts unknown.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
});

describe('sf-header re-renders', () => {
  it('opening and closing a mega-menu panel or my services leaves the search part alone', async () => {
    const host = await mountHtml(TAG);
    const toggle = host.querySelector<HTMLButtonElement>('.sf-bigmenu__toggle');
    const services = host.querySelector<HTMLButtonElement>('.sf-header__services-toggle');
    const before = searchRenders.count;
    expect(before).toBeGreaterThan(0);
    await settle(() => toggle?.click());
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    await settle(() => toggle?.click());
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    await settle(() => services?.click());
    expect(services?.getAttribute('aria-expanded')).toBe('true');
    expect(searchRenders.count).toBe(before);
  });
});
