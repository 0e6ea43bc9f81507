// A restored position follows its content when something above it grows, until the shopper scrolls.
import { itemAt, itemAtTop } from '../results/results-html.ts';
import { keepScrollAnchored } from './scroll-anchor.ts';

let resize: () => void = () => {};
class FakeResizeObserver {
  constructor(callback: () => void) {
    resize = callback;
  }
  observe() {}
  disconnect() {
    resize = () => {};
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => vi.useRealTimers());

function anchorAt(top: { value: number }) {
  const anchor = document.createElement('div');
  anchor.getBoundingClientRect = () => ({ top: top.value - window.scrollY }) as DOMRect;
  return anchor;
}

it('moves the scroll position by what the content above grew', () => {
  const top = { value: 500 };
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  keepScrollAnchored(anchorAt(top), 1200);
  top.value = 640;
  resize();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1340);
});

it('lets go when the shopper scrolls, or after two seconds', () => {
  const top = { value: 500 };
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  keepScrollAnchored(anchorAt(top), 1200);
  window.dispatchEvent(new Event('wheel'));
  top.value = 700;
  resize();
  expect(scrollTo).not.toHaveBeenCalled();
  keepScrollAnchored(anchorAt(top), 1200);
  vi.advanceTimersByTime(2000);
  top.value = 900;
  resize();
  expect(scrollTo).not.toHaveBeenCalled();
});

describe('the product a restore anchors on', () => {
  /** A list of `n` items of `height` px, the page scrolled to `scrollY`: each item's rectangle, as a browser lays them. */
  function listAt(n: number, height: number, scrollY: number) {
    const area = document.createElement('div');
    area.innerHTML = `<ul class="sf-products sf-products--list">${'<li class="sf-product"></li>'.repeat(n)}</ul>`;
    Array.from(area.querySelectorAll('li')).forEach((li, i) => {
      li.getBoundingClientRect = () => ({ top: i * height - scrollY, bottom: (i + 1) * height - scrollY }) as DOMRect;
    });
    return area;
  }

  it('is the first item still showing at the top of the screen, with where its top is', () => {
    expect(itemAtTop(listAt(600, 220, 541 * 220 - 80))).toEqual({ index: 540, offset: -140 });
    expect(itemAtTop(listAt(600, 220, 0))).toEqual({ index: 0, offset: 0 });
    expect(itemAtTop(listAt(0, 220, 0))).toBe(null);
  });

  it('is found again by its place in the list', () => {
    const area = listAt(30, 220, 0);
    expect(itemAt(area, 12)).toBe(area.querySelectorAll('li')[12]);
    expect(itemAt(area, 30)).toBe(null);
  });
});

it('without ResizeObserver, or with an element of the page named after it, keeps nothing and throws nothing', () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  for (const value of [undefined, Object.assign(document.createElement('div'), { id: 'ResizeObserver' })]) {
    vi.stubGlobal('ResizeObserver', value);
    const top = { value: 500 };
    const stop = keepScrollAnchored(anchorAt(top), 1200);
    top.value = 640;
    resize();
    stop();
  }
  expect(scrollTo).not.toHaveBeenCalled();
});
