// Gallery logic: the server's images, the chosen one, zoom (with its focus point), keys and swipes; no React here.
import { atom } from 'nanostores';
import { toImageUrl } from '../../shared/url/guard.ts';

export interface GalleryImage {
  src: string;
  /** A larger image for the zoom (data-zoom-src), else the same src. */
  zoomSrc: string;
  alt: string;
  width: number | undefined;
  height: number | undefined;
}
/** A swipe shorter than this (px) is a tap. */
const SWIPE_MIN_PX = 40;

const sizeOf = (raw: string | null) => (raw && Number(raw) > 0 ? Number(raw) : undefined);
const imageOf = (img: HTMLImageElement, alt: string): GalleryImage => ({
  src: img.getAttribute('src') ?? '',
  // Held to the image rule here, where it is used: markup can carry it without having been through the sanitiser.
  zoomSrc: (toImageUrl(img.dataset.zoomSrc) && img.dataset.zoomSrc) || img.getAttribute('src') || '',
  alt,
  width: sizeOf(img.getAttribute('width')),
  height: sizeOf(img.getAttribute('height')),
});

/** The main image first, then each thumbnail not already shown; thumbnails borrow the main image's alt text. */
export function readImages(content: ParentNode | null): GalleryImage[] {
  if (!content) return [];
  const main = content.querySelector<HTMLImageElement>('.sf-zoom-gallery__main, img');
  if (!main) return [];
  const alt = main.getAttribute('alt') ?? '';
  const images = [imageOf(main, alt)];
  for (const thumb of Array.from(content.querySelectorAll<HTMLImageElement>('.sf-zoom-gallery__thumbs img'))) {
    const image = imageOf(thumb, thumb.getAttribute('alt') || alt);
    if (image.src && !images.some((i) => i.src === image.src)) images.push(image);
  }
  return images.filter((i) => i.src !== '');
}

export function createGallery(count: number) {
  const $index = atom(0);
  const $zoomed = atom(false);
  /** The zoom's focus point in percent of the image (pointer position, or the centre). */
  const $origin = atom({ x: 50, y: 50 });
  const select = (index: number) => {
    if (count < 1) return;
    $index.set(((index % count) + count) % count);
    $zoomed.set(false);
  };
  let swipeStart: number | null = null;
  return {
    $index,
    $zoomed,
    $origin,
    select,
    next: () => select($index.get() + 1),
    previous: () => select($index.get() - 1),
    toggleZoom: () => $zoomed.set(!$zoomed.get()),
    zoomIn: () => $zoomed.set(true),
    zoomOut: () => $zoomed.set(false),
    /** Moves the zoom's focus point to the pointer, clamped to the image. */
    aim: (x: number, y: number) => $origin.set({ x: Math.min(100, Math.max(0, x)), y: Math.min(100, Math.max(0, y)) }),
    /** Returns true when the key was the gallery's (the caller then prevents its default). */
    key: (key: string): boolean => {
      if (key === 'ArrowRight') select($index.get() + 1);
      else if (key === 'ArrowLeft') select($index.get() - 1);
      else if (key === 'Home') select(0);
      else if (key === 'End') select(count - 1);
      else if (key === 'Escape' && $zoomed.get()) $zoomed.set(false);
      else return false;
      return true;
    },
    swipeStart: (x: number) => {
      swipeStart = x;
    },
    /** Ends a swipe: a long enough move changes image; returns whether it did (then it was not a tap). */
    swipeEnd: (x: number): boolean => {
      const dx = swipeStart === null ? 0 : x - swipeStart;
      swipeStart = null;
      if (Math.abs(dx) < SWIPE_MIN_PX || count < 2) return false;
      select($index.get() + (dx < 0 ? 1 : -1));
      return true;
    },
  };
}
