// The reduced-motion preference: read from the given window's media query, false where matchMedia is missing.
import { prefersReducedMotion } from './motion.ts';

const windowWith = (reduced: boolean | null): Window => {
  if (reduced === null) return { matchMedia: undefined } as unknown as Window;
  const matchMedia = (query: string) => ({ matches: reduced && query === '(prefers-reduced-motion: reduce)' });
  return { matchMedia } as unknown as Window;
};

it('is true when the window asks for reduced motion', () => {
  expect(prefersReducedMotion(windowWith(true))).toBe(true);
});

it('is false when it does not', () => {
  expect(prefersReducedMotion(windowWith(false))).toBe(false);
});

it('is false where matchMedia is missing', () => {
  expect(prefersReducedMotion(windowWith(null))).toBe(false);
});

it('reads the page’s own window by default', () => {
  const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
  vi.stubGlobal('matchMedia', matchMedia);
  expect(prefersReducedMotion()).toBe(true);
  expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
});
