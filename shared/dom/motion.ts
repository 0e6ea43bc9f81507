// The shopper's reduced-motion preference: animations (carousels, scrolling) are skipped when it is set.

/** True when the page's window asks for reduced motion (false where matchMedia is missing). */
export const prefersReducedMotion = (win: Window = window): boolean =>
  typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
