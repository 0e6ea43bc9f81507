// A carousel's button row (WAI-ARIA carousel pattern): labelled icon buttons, previous/next controlling the slides.
import type { ReactNode } from 'react';

interface ButtonProps {
  /** The widget's own class (kept for its styles and tests) beside the shared `sf-carousel-button`. */
  className: string;
  label: string;
  glyph: string;
  controls?: string | undefined;
  disabled?: boolean | undefined;
  onClick: () => void;
}

/** An icon button named by its aria-label; the glyph is decoration. */
export function CarouselButton({ className, label, glyph, controls, disabled, onClick }: ButtonProps) {
  return (
    <button
      type="button"
      className={`sf-carousel-button ${className}`}
      aria-controls={controls}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}

interface ControlsProps {
  /** Widget prefix: the row is `<prefix>__controls`, the buttons `<prefix>__previous` / `<prefix>__next`. */
  prefix: string;
  /** Id of the element holding the slides. */
  controls: string;
  texts: { previous: string; next: string };
  /** A track that cannot scroll further that way disables its button; a rotating carousel wraps and passes neither. */
  atStart?: boolean;
  atEnd?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Buttons before previous/next (the rotation control, which must come first). */
  children?: ReactNode;
}

export function CarouselControls({
  prefix,
  controls,
  texts,
  atStart,
  atEnd,
  onPrevious,
  onNext,
  children,
}: ControlsProps) {
  return (
    <div className={`${prefix}__controls`}>
      {children}
      {(
        [
          ['previous', '‹', atStart, onPrevious],
          ['next', '›', atEnd, onNext],
        ] as const
      ).map(([step, glyph, disabled, onClick]) => (
        <CarouselButton
          key={step}
          className={`${prefix}__${step}`}
          label={texts[step]}
          glyph={glyph}
          controls={controls}
          disabled={disabled}
          onClick={onClick}
        />
      ))}
    </div>
  );
}
