// Scrolling past the sticky threshold pins the navigation without rendering the header's parts again: on a phone at
// 4× that render sat in front of the click that had scrolled the page (bench/JOURNAL.md, the view-more click).
import type { ComponentProps } from 'react';
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

const TAG = `<sf-header data-widget-code="ecomwgtheader" data-widget-unique-code="hdr-scroll" data-header-url="/ecomwgtheader"
  data-search-url="/search" data-minimum-keyword-size="3">
  <a class="sf-header__logo" href="/">Northern Office Supply</a>
  <form class="sf-header__search" action="/search"><input type="search" name="qs"><button>Search</button></form>
  <nav class="sf-bigmenu"><ul><li class="sf-bigmenu__item" data-category-id="1"><a href="/category/1">Paper</a></li></ul></nav></sf-header>`;

const frames: FrameRequestCallback[] = [];
beforeAll(() => define());
beforeEach(() => {
  frames.length = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'scrollY');
});

/** The shopper scrolls to `y`; the next frame runs. */
const scrollTo = async (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  await settle(() => {
    window.dispatchEvent(new Event('scroll'));
    for (const frame of frames.splice(0)) frame(0);
  });
};

it('pins the navigation past the threshold, keeps its height in the spacer, and renders no part again', async () => {
  const host = await mountHtml(TAG);
  await settle(() => {
    for (const frame of frames.splice(0)) frame(0);
  });
  const nav = host.querySelector<HTMLElement>('.sf-header__nav');
  const spacer = host.querySelector<HTMLElement>('.sf-header__nav-spacer');
  expect(nav?.hasAttribute('data-sticky')).toBe(false);
  Object.defineProperty(nav, 'offsetHeight', { configurable: true, value: 48 });
  const before = renders.search;
  expect(before).toBeGreaterThan(0);
  await scrollTo(400);
  expect(nav?.hasAttribute('data-sticky')).toBe(true);
  expect(spacer?.style.height).toBe('48px');
  await scrollTo(0);
  expect(nav?.hasAttribute('data-sticky')).toBe(false);
  expect(spacer?.style.height).toBe('0px');
  expect(renders.search).toBe(before);
});
