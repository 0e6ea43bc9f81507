// Home carousel logic: current slide, auto-advance that hover, focus, the shopper or reduced motion stop; no React.
import { atom, computed } from 'nanostores';

export type PauseReason = 'hover' | 'focus';

export function createCarousel(options: { count: number; intervalMs: number; reducedMotion: boolean }) {
  const $index = atom(0);
  /** The shopper's choice (play/pause button); off from the start for prefers-reduced-motion. */
  const $playing = atom(!options.reducedMotion && options.count > 1);
  const $pausedBy = atom<ReadonlySet<PauseReason>>(new Set());
  /** True while slides actually rotate: the live region is then silent (WAI-ARIA carousel pattern). */
  const $rotating = computed([$playing, $pausedBy], (playing, paused) => playing && paused.size === 0);
  let timer: ReturnType<typeof setInterval> | null = null;

  const goTo = (index: number) => {
    if (options.count < 1) return;
    $index.set(((index % options.count) + options.count) % options.count);
  };
  const next = () => goTo($index.get() + 1);
  const previous = () => goTo($index.get() - 1);

  const sync = () => {
    const rotate = $rotating.get();
    if (rotate && timer === null) timer = setInterval(next, options.intervalMs);
    if (!rotate && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
  const setPause = (reason: PauseReason, on: boolean) => {
    const reasons = new Set($pausedBy.get());
    if (on) reasons.add(reason);
    else reasons.delete(reason);
    $pausedBy.set(reasons);
    sync();
  };

  return {
    $index,
    $playing,
    $rotating,
    goTo,
    next,
    previous,
    /** The rotation control: the shopper's choice wins over hover and focus. */
    togglePlay: () => {
      $playing.set(!$playing.get() && options.count > 1);
      sync();
    },
    pauseFor: (reason: PauseReason) => setPause(reason, true),
    resumeAfter: (reason: PauseReason) => setPause(reason, false),
    start: sync,
    stop: () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}

/** The slides the server rendered: the inside of each .sf-carousel__slide (or of each li), and the section's label. */
export function readSlides(content: DocumentFragment | null): { slides: string[]; label: string | null } {
  if (!content) return { slides: [], label: null };
  const found = content.querySelectorAll('.sf-carousel__slide');
  const slides = Array.from(found.length > 0 ? found : content.querySelectorAll('li'), (slide) => slide.innerHTML);
  return { slides, label: content.querySelector('[aria-label]')?.getAttribute('aria-label') ?? null };
}
