// The gallery view: a zoomable stage (hover, tap, keys, swipe), thumbnails as buttons, the image number announced.
import type { KeyboardEvent, PointerEvent } from 'react';
import type { GalleryImage } from './store.ts';

interface GalleryTexts {
  label: string;
  thumbnails: string;
  image: (index: number, count: number) => string;
  zoomIn: string;
  zoomOut: string;
  hint: string;
  empty: string;
}
interface GalleryHandlers {
  onSelect: (index: number) => void;
  onStageClick: () => void;
  onStageKey: (event: KeyboardEvent) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
}
interface Props extends GalleryHandlers {
  images: readonly GalleryImage[];
  index: number;
  zoomed: boolean;
  origin: { x: number; y: number };
  hintId: string;
  texts: GalleryTexts;
}

export function ProductGallery({
  images,
  index,
  zoomed,
  origin,
  hintId,
  texts,
  onSelect,
  onStageClick,
  onStageKey,
  ...pointer
}: Props) {
  const image = images[index];
  if (!image) return <p className="sf-product-gallery__empty">{texts.empty}</p>;
  return (
    <section className="sf-product-gallery" aria-label={texts.label}>
      <button
        type="button"
        className="sf-product-gallery__stage"
        data-zoomed={zoomed || undefined}
        aria-pressed={zoomed}
        aria-label={`${image.alt} — ${zoomed ? texts.zoomOut : texts.zoomIn}`}
        aria-describedby={hintId}
        onClick={onStageClick}
        onKeyDown={onStageKey}
        {...pointer}
      >
        <img
          src={zoomed ? image.zoomSrc : image.src}
          alt=""
          width={image.width}
          height={image.height}
          draggable={false}
          style={{ transformOrigin: `${origin.x}% ${origin.y}%` }}
        />
      </button>
      <p id={hintId} className="sf-visually-hidden">
        {texts.hint}
      </p>
      {images.length > 1 && (
        <ul className="sf-product-gallery__thumbs" aria-label={texts.thumbnails}>
          {images.map((thumb, i) => (
            <li key={thumb.src}>
              <button
                type="button"
                aria-label={texts.image(i + 1, images.length)}
                aria-current={i === index || undefined}
                onClick={() => onSelect(i)}
              >
                <img src={thumb.src} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="sf-visually-hidden" aria-live="polite">
        {images.length > 1 ? texts.image(index + 1, images.length) : ''}
      </p>
    </section>
  );
}
