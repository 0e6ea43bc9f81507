// sf-listing without a server: scroll restore after 100 ms (fake timers), category tree, back to top.
import { prefersReducedMotion } from '../../shared/dom/motion.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { historyEntry } from '../../test/support/listing-history-entry.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { waitFor } from '../../test/support/wait.ts';
import { scrollToTop, watchBackToTop } from './controls/back-to-top.ts';
import { define } from './define.ts';
import { type HistoryEntry, listKey } from './history/history-entry.ts';
import { cachePages } from './history/results-cache.ts';

beforeAll(() => define());
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '');
});
afterEach(() => vi.useRealTimers());

const results = (n: number, first = 0) =>
  `<div class="sf-listing-results" data-display-mode="list"><input type="hidden" name="ProductsTotalCount" value="100"><input type="hidden" name="LastPageNumber" value="5"><ul class="sf-products sf-products--list">${Array.from(
    { length: n },
    (_, k) => first + k,
  )
    .map((i) => `<li class="sf-product" id="p${i}"><a href="/product/${i}">P${i}</a></li>`)
    .join('')}</ul></div>`;
const entry: HistoryEntry = { ...historyEntry, scrollHeight: 1234 };
const TAG = (inner: string) =>
  `<sf-listing data-widget-ajax-url="${ENDPOINTS.listingProducts.path}" data-widget-unique-code="u1">${inner}</sf-listing>`;

describe('sf-listing restore', () => {
  it('restores the cached page after the server’s first one, then the scroll position 100 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    cachePages('u1', listKey(entry), { from: 2, to: 2, html: results(24, 24) });
    // The reply is written when the browser is idle, or at the latest when the page is left.
    window.dispatchEvent(new Event('pagehide'));
    window.history.replaceState({ other: 1, sfListing: { u1: entry } }, '');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const host = await mountHtml(TAG(results(24)));
    // Appended in a task of its own (a message, not a timer).
    await waitFor(() => host.querySelectorAll('.sf-product').length === 48);
    expect(Array.from(host.querySelectorAll('.sf-product'), (p) => p.id).at(-1)).toBe('p47');
    await settle(() => vi.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    await settle(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 1234);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.history.state.other).toBe(1);
  });

  it('shifts the restored scroll height by how far the results moved since it was recorded (a taller header)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('fetch', vi.fn());
    cachePages('u1', listKey(entry), { from: 2, to: 2, html: results(24, 24) });
    window.dispatchEvent(new Event('pagehide'));
    // Recorded while the results started at 300 px; now something above them makes them start at 392 px.
    window.history.replaceState({ sfListing: { u1: { ...entry, resultsTop: 300 } } }, '');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return DOMRect.fromRect({ y: this.classList.contains('sf-listing__results') ? 392 : 0 });
    });
    try {
      const host = await mountHtml(TAG(results(24)));
      await waitFor(() => host.querySelectorAll('.sf-product').length === 48);
      await settle(() => vi.advanceTimersByTime(100));
      expect(scrollTo).toHaveBeenCalledWith(0, 1234 + 92);
    } finally {
      rect.mockRestore();
    }
  });

  it('Back from the back/forward cache with the page put at the top (WebKit): scrolls back to the product left, and the entry keeps its height', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('fetch', vi.fn());
    // A laid-out page: the results start at 300 px, each product is 100 px tall; scrolling fires a scroll event.
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => {
      y = args[1] as number;
      window.dispatchEvent(new Event('scroll'));
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const product = /^p(\d+)$/.exec(this.id);
      if (product) return DOMRect.fromRect({ y: 300 + Number(product[1]) * 100 - y, height: 100 });
      return DOMRect.fromRect({ y: this.classList.contains('sf-listing__results') ? 300 - y : 0 });
    });
    await mountHtml(TAG(results(24)));
    y = 1234;
    await settle(() => window.dispatchEvent(new Event('scroll')));
    await settle(() => vi.advanceTimersByTime(250));
    expect(window.history.state.sfListing.u1.scrollHeight).toBe(1234);
    scrollTo.mockClear();
    // What WebKitGTK 2.50 gives on Back to a page kept in its back/forward cache while scrollRestoration is 'manual':
    // pagehide (persisted), then pageshow (persisted) with the page already at the top, then a scroll event at 0.
    const transition = (type: string) => Object.assign(new Event(type), { persisted: true });
    window.dispatchEvent(transition('pagehide'));
    y = 0;
    await settle(() => window.dispatchEvent(transition('pageshow')));
    await settle(() => window.dispatchEvent(new Event('scroll')));
    await settle(() => vi.advanceTimersByTime(500));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1234);
    expect(window.history.state.sfListing.u1.scrollHeight).toBe(1234);
  });

  it('Back from the back/forward cache to a page shown where it was left: nothing moves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('fetch', vi.fn());
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await mountHtml(TAG(results(24)));
    y = 1234;
    await settle(() => window.dispatchEvent(new Event('scroll')));
    await settle(() => vi.advanceTimersByTime(250));
    const transition = (type: string) => Object.assign(new Event(type), { persisted: true });
    window.dispatchEvent(transition('pagehide'));
    await settle(() => window.dispatchEvent(transition('pageshow')));
    await settle(() => vi.advanceTimersByTime(500));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.history.state.sfListing.u1.scrollHeight).toBe(1234);
  });

  it('keeps the scroll height in the history entry while the shopper scrolls', async () => {
    vi.useFakeTimers();
    await mountHtml(TAG(results(24)));
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await settle(() => window.dispatchEvent(new Event('scroll')));
    await settle(() => vi.advanceTimersByTime(250));
    expect(window.history.state.sfListing.u1.scrollHeight).toBe(640);
    expect(window.history.state.sfListing.u1.resultsTop).toEqual(expect.any(Number));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('category tree', () => {
  const TREE = `<nav class="sf-category-tree"><ul>
    <li class="sf-category-tree__item"><a href="/category/1">Paper</a><ul><li class="sf-category-tree__item"><a href="/category/11">Copy</a></li></ul></li>
    <li class="sf-category-tree__item is-open"><a href="/category/2">Writing</a><ul><li class="sf-category-tree__item"><a href="/category/21">Pens</a></li></ul></li>
  </ul></nav>`;

  it('gives each parent a plus/minus disclosure button and marks show/hide all when nothing is left to do', async () => {
    const host = await mountHtml(TAG(TREE + results(1)));
    const toggles = Array.from(host.querySelectorAll<HTMLButtonElement>('.sf-category-tree__toggle'));
    expect(toggles.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
    expect(toggles[0]?.getAttribute('aria-label')).toBe('Show sub-categories of Paper');
    expect(toggles[0]?.textContent).toBe('+');
    const [showAll, hideAll] = Array.from(host.querySelectorAll<HTMLButtonElement>('.sf-listing__tree-actions button'));
    expect(showAll?.classList.contains('is-active')).toBe(false);
    await settle(() => toggles[0]?.click());
    expect(toggles[0]?.getAttribute('aria-expanded')).toBe('true');
    expect(toggles[0]?.textContent).toBe('−');
    expect(host.querySelector<HTMLElement>(`#${toggles[0]?.getAttribute('aria-controls')}`)?.hidden).toBe(false);
    expect(showAll?.classList.contains('is-active')).toBe(true);
    await settle(() => hideAll?.click());
    expect(toggles.every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(hideAll?.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('back to top', () => {
  it('shows past 300 px and jumps straight up when motion is reduced', () => {
    const win = {
      scrollY: 0,
      listeners: [] as (() => void)[],
      addEventListener: (_t: string, f: () => void) => win.listeners.push(f),
      removeEventListener: () => {},
      scrollTo: vi.fn(),
      matchMedia: () => ({ matches: true }),
    };
    const w = win as unknown as Window;
    const { $visible } = watchBackToTop(w);
    win.scrollY = 301;
    for (const f of win.listeners) f();
    expect($visible.get()).toBe(true);
    expect(prefersReducedMotion(w)).toBe(true);
    void scrollToTop(w);
    expect(win.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('otherwise scrolls up over 500 ms', async () => {
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    const win = {
      scrollY: 1000,
      scrollTo: vi.fn(),
      matchMedia: () => ({ matches: false }),
      requestAnimationFrame: (f: FrameRequestCallback) => frames.push(f),
    };
    const done = scrollToTop(win as unknown as Window);
    while (frames.length) {
      frames.shift()?.(now);
      now += 100;
    }
    await done;
    expect(now).toBe(600);
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
