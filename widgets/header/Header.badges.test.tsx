// A cart count that arrives renders the badges only: the rest of the header (search, menus) is not rendered again.
import type { ComponentProps } from 'react';
import { $cartCounts } from '../../shared/stores/cart.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';

const renders = vi.hoisted(() => ({ search: 0 }));
vi.mock('./search/SearchPart.tsx', async (original) => {
  const actual = await original<typeof import('./search/SearchPart.tsx')>();
  return {
    ...actual,
    SearchPart: (props: ComponentProps<typeof actual.SearchPart>) => {
      renders.search += 1;
      return actual.SearchPart(props);
    },
  };
});

beforeAll(() => define());
beforeEach(() => {
  // The header asks for the counts when it mounts: that request stays unanswered here, the test sets them.
  vi.stubGlobal('fetch', (() => new Promise<Response>(() => {})) as typeof fetch);
});

it('shows a count that arrives in its badge without rendering the search again', async () => {
  const host = await mountHtml(`<sf-header data-search-url="/search" data-show-quote-count="true">
    <form class="sf-header__search" action="/search"><input type="search" name="qs" value=""></form></sf-header>`);
  const before = renders.search;
  expect(before).toBeGreaterThan(0);
  await settle(() => $cartCounts.set({ cart: 3, quote: 1 }));
  expect(host.querySelector('.sf-header__badge--cart')?.getAttribute('aria-label')).toContain('3');
  expect(host.querySelector('.sf-header__badge--quote')?.getAttribute('aria-label')).toContain('1');
  expect(renders.search).toBe(before);
});
