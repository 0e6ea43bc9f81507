// "Back to top": shown past 300 px of scroll, scrolls up over 500 ms unless motion is reduced.
import { atom } from 'nanostores';
import { prefersReducedMotion } from '../../../shared/dom/motion.ts';

const BACK_TO_TOP_AFTER_PX = 300;
const BACK_TO_TOP_SCROLL_MS = 500;

/** Tracks whether the button should show; returns the atom and the cleanup. */
export function watchBackToTop(win: Window = window) {
  const $visible = atom(win.scrollY > BACK_TO_TOP_AFTER_PX);
  const onScroll = () => $visible.set(win.scrollY > BACK_TO_TOP_AFTER_PX);
  win.addEventListener('scroll', onScroll, { passive: true });
  return { $visible, stop: () => win.removeEventListener('scroll', onScroll) };
}

/** Scrolls to the top over 500 ms (ease-out), or at once with reduced motion; resolves when done. */
export function scrollToTop(win: Window = window): Promise<void> {
  const from = win.scrollY;
  if (from <= 0 || prefersReducedMotion(win) || typeof win.requestAnimationFrame !== 'function') {
    win.scrollTo(0, 0);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / BACK_TO_TOP_SCROLL_MS);
      win.scrollTo(0, Math.round(from * (1 - progress) ** 3));
      if (progress < 1) win.requestAnimationFrame(step);
      else resolve();
    };
    win.requestAnimationFrame(step);
  });
}
