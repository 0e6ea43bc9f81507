// "View more": adds the next page below the results; busy while that page loads.
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import type { Busy } from '../store-parts.ts';

interface Props {
  /** Read here, so the click's own task renders this button and not the listing around it. */
  $busy: ReadableAtom<Busy>;
  texts: { label: string; visible: string };
  onClick: () => void;
}

export function ViewMore({ $busy, texts, onClick }: Props) {
  const busy = useStore($busy) === 'append';
  return (
    <button
      type="button"
      className="sf-button sf-listing__view-more"
      aria-busy={busy}
      aria-label={texts.label}
      onClick={onClick}
    >
      {texts.visible}
    </button>
  );
}
