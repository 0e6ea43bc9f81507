// Where the results start on the page is kept to the fraction of a pixel, so a Back restore is exact.
import { resultsTop, watchScroll } from './window-wiring.ts';

it('measures the results top in page coordinates without rounding', () => {
  const area = document.createElement('div');
  area.getBoundingClientRect = () => new DOMRect(0, 87.6, 100, 10);
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1200);
  expect(resultsTop(area)).toBeCloseTo(1287.6, 5);
});

describe('watchScroll', () => {
  const heard: number[] = [];
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    heard.length = 0;
    stop = watchScroll(
      'w',
      () => null,
      (scrollHeight) => heard.push(scrollHeight),
    );
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  const scrollTo = (y: number) => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
    window.dispatchEvent(new Event('scroll'));
  };

  it('keeps the height 200 ms after the shopper stops scrolling', () => {
    scrollTo(500);
    vi.advanceTimersByTime(199);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual([500]);
  });

  it('waits while the shopper points or types: a click right after the scroll does not wait for it', () => {
    const button = document.body.appendChild(document.createElement('button'));
    scrollTo(800);
    vi.advanceTimersByTime(150);
    button.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    vi.advanceTimersByTime(150);
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    vi.advanceTimersByTime(199);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual([800]);
  });

  it('keeps the height at once when the shopper follows a link meanwhile (the page is being left)', () => {
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '#product';
    link.textContent = 'Product';
    link.addEventListener('click', (event) => event.preventDefault());
    scrollTo(900);
    vi.advanceTimersByTime(50);
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(heard).toEqual([900]);
    vi.advanceTimersByTime(500);
    expect(heard).toEqual([900]);
  });
});
