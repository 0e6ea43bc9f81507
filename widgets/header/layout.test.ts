// Breakpoints, the sticky threshold and the 20 px overflow rule.
import { fitToWindow, isSticky, overflowMaxHeight, readDevice } from './layout.ts';

const desktop = { mobile: false, touch: false, tablet: false };
const tablet = { mobile: false, touch: false, tablet: true };

it('becomes sticky after 250 px, or 300 px on a tablet', () => {
  expect(isSticky(250, desktop)).toBe(false);
  expect(isSticky(251, desktop)).toBe(true);
  expect(isSticky(300, tablet)).toBe(false);
  expect(isSticky(301, tablet)).toBe(true);
});

it('keeps a menu 20 px above the window bottom only when it would overflow', () => {
  expect(overflowMaxHeight(100, 500, 800)).toBeNull();
  expect(overflowMaxHeight(100, 700, 800)).toBe(680);
  expect(overflowMaxHeight(900, 100, 800)).toBe(0);
});

it('sets max-height and scrolling on an overflowing element', () => {
  const el = document.createElement('div');
  vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({
    top: 200,
    height: 1000,
    bottom: 1200,
    left: 0,
    right: 0,
    width: 0,
    x: 0,
    y: 200,
    toJSON: () => ({}),
  });
  vi.stubGlobal('innerHeight', 768);
  fitToWindow(el);
  expect(el.style.maxHeight).toBe('548px');
  expect(el.style.overflowY).toBe('auto');
});

it('treats ≤ 767 px as mobile and 768–979 px as tablet', () => {
  vi.stubGlobal('innerWidth', 767);
  expect(readDevice().mobile).toBe(true);
  vi.stubGlobal('innerWidth', 900);
  expect(readDevice()).toMatchObject({ tablet: true });
});
