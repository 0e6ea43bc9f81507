// Keeps a restored scroll position on the same content while the page above it settles (other islands, such as the
// header, may finish rendering after the listing restored the position and push everything down).
import { optionalFunction } from '../../../shared/dom/tasks.ts';

const SETTLE_MS = 2000;
const USER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Follows `anchor` for a short while after scrolling to `y`; stops at once when the shopper scrolls themselves. */
export function keepScrollAnchored(anchor: Element, y: number): () => void {
  const Observer = optionalFunction<typeof ResizeObserver>('ResizeObserver');
  if (!Observer) return () => {};
  const topOf = () => anchor.getBoundingClientRect().top + window.scrollY;
  const start = topOf();
  const observer = new Observer(() => {
    const shift = topOf() - start;
    if (shift !== 0) window.scrollTo(0, y + shift);
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_EVENTS) window.removeEventListener(type, stop);
  };
  observer.observe(document.body);
  for (const type of USER_EVENTS) window.addEventListener(type, stop, { passive: true });
  const timer = setTimeout(stop, SETTLE_MS);
  return stop;
}

/**
 * Calls `then` once the page is tall enough to scroll to `y()` (read then), heard when `area` changes size: a
 * ResizeObserver runs after the browser's own layout, so asking never forces one. Returns the cleanup.
 */
export function whenTallEnough(area: Element, y: () => number, then: () => void): () => void {
  const Observer = optionalFunction<typeof ResizeObserver>('ResizeObserver');
  if (!Observer) return () => {};
  const observer = new Observer(() => {
    if (document.documentElement.scrollHeight - window.innerHeight >= y()) then();
  });
  observer.observe(area);
  return () => observer.disconnect();
}
