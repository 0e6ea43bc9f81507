// A count in a pill whose in-flow width is fixed from the first frame: the count arriving, or growing, moves nothing.
export interface CountBadgeProps {
  /** The widget's class for the pill (its colours and padding): the unseen slot gets the same box. */
  pillClass: string;
  /** The widget's class for the count itself (what its styles and tests find once the count is read). */
  valueClass: string;
  /** null until the count is read: only the slot is there. */
  count: number | null;
  /** The count as shown (the widget's formatting); the accessible name beside it carries the words. */
  text: string;
}

/**
 * The slot is an unseen two-digit pill in the flow (its digits are CSS content: no text for the name, a copy or a
 * find in page); the count sits over it, out of the flow, from its inline start
 * and at least as wide: most counts fit, and a longer one (a B2B cart's 1,234) grows past it without pushing its
 * neighbours (a size change of an out-of-flow box that keeps its start point is no layout shift).
 */
export function CountBadge({ pillClass, valueClass, count, text }: CountBadgeProps) {
  return (
    <span className="sf-count" aria-hidden="true">
      <span className={`${pillClass} sf-count__slot`} />
      {count !== null && (
        <span className={`${pillClass} sf-count__value ${valueClass}`} data-count={count}>
          {text}
        </span>
      )}
    </span>
  );
}
