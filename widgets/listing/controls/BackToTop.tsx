// The back-to-top button; its fade (500 ms in, 200 ms out) is CSS, so reduced motion can turn it off there.
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

interface Props {
  /** Whether the page is scrolled far enough: read here, so crossing the line renders this button and nothing else. */
  $visible: ReadableAtom<boolean>;
  label: string;
  onClick: () => void;
}

export function BackToTop({ $visible, label, onClick }: Props) {
  const visible = useStore($visible);
  return (
    <button
      type="button"
      className={`sf-listing__back-to-top${visible ? ' is-visible' : ''}`}
      aria-hidden={visible ? undefined : true}
      tabIndex={visible ? undefined : -1}
      onClick={onClick}
    >
      <span aria-hidden="true">↑</span> {label}
    </button>
  );
}
