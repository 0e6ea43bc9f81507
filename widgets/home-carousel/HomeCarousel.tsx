// The home carousel view (WAI-ARIA carousel): rotation control first, previous/next, slides labelled "N of M".
import { CarouselButton, CarouselControls } from '../../shared/ui/CarouselControls.tsx';
import { HtmlFragment } from '../../shared/ui/HtmlFragment.tsx';

interface HomeCarouselTexts {
  label: string;
  slide: (index: number, count: number) => string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  empty: string;
}

interface Props {
  slides: readonly string[];
  index: number;
  playing: boolean;
  rotating: boolean;
  slidesId: string;
  texts: HomeCarouselTexts;
  onTogglePlay: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

export function HomeCarousel({
  slides,
  index,
  playing,
  rotating,
  slidesId,
  texts,
  onTogglePlay,
  onPrevious,
  onNext,
}: Props) {
  if (slides.length === 0) return <p className="sf-home-carousel__empty">{texts.empty}</p>;
  const several = slides.length > 1;
  return (
    <section className="sf-home-carousel" aria-roledescription="carousel" aria-label={texts.label}>
      {several && (
        <CarouselControls
          prefix="sf-home-carousel"
          controls={slidesId}
          texts={texts}
          onPrevious={onPrevious}
          onNext={onNext}
        >
          <CarouselButton
            className="sf-home-carousel__rotation"
            label={playing ? texts.pause : texts.play}
            glyph={playing ? '❚❚' : '▶'}
            onClick={onTogglePlay}
          />
        </CarouselControls>
      )}
      {/* Silent while rotating, so a screen reader is not interrupted every few seconds. */}
      <div id={slidesId} className="sf-home-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((html, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the slides are a fixed list read once from the server markup.
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={texts.slide(i + 1, slides.length)}
            className="sf-home-carousel__slide"
            hidden={i !== index}
          >
            <HtmlFragment html={html} />
          </div>
        ))}
      </div>
    </section>
  );
}
