// The product carousel frame: the server's heading and list (moved in, not re-rendered), previous/next buttons.
import type { Ref } from 'react';
import { CarouselControls } from '../../shared/ui/CarouselControls.tsx';
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
        <CarouselControls
          prefix="sf-product-carousel"
          controls={trackId}
          texts={texts}
          atStart={edge === 'start' || edge === 'none'}
          atEnd={edge === 'end' || edge === 'none'}
          onPrevious={() => onStep(-1)}
          onNext={() => onStep(1)}
        />
      ) : (
        <p className="sf-product-carousel__empty">{texts.empty}</p>
      )}
    </section>
  );
}
