// The product carousel frame: the server's heading and list (moved in, not re-rendered), previous/next buttons.
import type { Ref } from 'react';
import type { Edge } from './store.ts';

interface Props {
  contentRef: Ref<HTMLDivElement>;
  trackId: string;
  labelledBy: string | undefined;
  label: string;
  edge: Edge;
  hasSlides: boolean;
  texts: { previous: string; next: string; empty: string };
  onStep: (direction: 1 | -1) => void;
}

export function ProductCarousel({ contentRef, trackId, labelledBy, label, edge, hasSlides, texts, onStep }: Props) {
  return (
    <section
      className="sf-product-carousel__root"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy || undefined}
      aria-label={labelledBy ? undefined : label}
    >
      <div ref={contentRef} className="sf-product-carousel__content" />
      {hasSlides ? (
        <div className="sf-product-carousel__controls">
          <button
            type="button"
            className="sf-product-carousel__previous"
            aria-controls={trackId}
            aria-label={texts.previous}
            disabled={edge === 'start' || edge === 'none'}
            onClick={() => onStep(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="sf-product-carousel__next"
            aria-controls={trackId}
            aria-label={texts.next}
            disabled={edge === 'end' || edge === 'none'}
            onClick={() => onStep(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : (
        <p className="sf-product-carousel__empty">{texts.empty}</p>
      )}
    </section>
  );
}
