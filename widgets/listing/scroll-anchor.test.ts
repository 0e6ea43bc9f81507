// A restored position follows its content when something above it grows, until the shopper scrolls.
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
