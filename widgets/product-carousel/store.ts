// Product carousel logic on the server's own list: slide labels, scroll steps and edges; the items stay untouched.
import { atom } from 'nanostores';

export const TRACK_SELECTOR = '.sf-products, ul, ol';
const SLIDE_SELECTOR = '.sf-product';
export type Edge = 'start' | 'middle' | 'end' | 'none';

/**
 * Marks each product as a slide "N of M" (WAI-ARIA carousel); nothing inside an item changes. Items of a list keep
 * their list semantics instead (a list item may not be a group, and screen readers already say "N of M" for them).
 */
export function labelSlides(track: Element, label: (index: number, count: number) => string): number {
  const slides = Array.from(track.querySelectorAll<HTMLElement>(`:scope > ${SLIDE_SELECTOR}, :scope > li`));
  for (const [i, slide] of slides.entries()) {
    if (slide.localName === 'li') continue;
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', label(i + 1, slides.length));
  }
  return slides.length;
}

function edgeOf(track: HTMLElement): Edge {
  const max = track.scrollWidth - track.clientWidth;
  if (max <= 1) return 'none';
  if (track.scrollLeft <= 1) return 'start';
  return track.scrollLeft >= max - 1 ? 'end' : 'middle';
}

export function createProductCarousel() {
  const $edge = atom<Edge>('start');
  return {
    $edge,
    update: (track: HTMLElement) => $edge.set(edgeOf(track)),
    /** One visible width per press; snapping lines the next product up, no smooth scroll for reduced motion. */
    step: (track: HTMLElement, direction: 1 | -1, reducedMotion: boolean) => {
      const left = direction * Math.max(track.clientWidth * 0.9, 1);
      track.scrollBy({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
  };
}
