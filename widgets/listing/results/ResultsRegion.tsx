// The slots the server's category tree and results are moved into, and the live region saying what loaded.
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import type { RefObject } from 'react';
import type { Busy } from '../store-parts.ts';

interface Props {
  treeRef: RefObject<HTMLDivElement | null>;
  resultsRef: RefObject<HTMLDivElement | null>;
  /** Read here, so a load starting renders the results' slots and not the listing around them. */
  $busy: ReadableAtom<Busy>;
  texts: { spoken: string; loading: string };
}

export function ResultsRegion({ treeRef, resultsRef, $busy, texts }: Props) {
  const busy = useStore($busy);
  return (
    <>
      <div ref={treeRef} className="sf-listing__tree" />
      {/* Server HTML owned by the store (insertHtml); React renders no children here, so it never re-creates items. */}
      {/* Busy for every load (a change, "view more", Back's restore), which a page script may wait on; only a load
          that replaces the results fades them, since the others add below what stays valid. */}
      <div
        ref={resultsRef}
        className={`sf-listing__results${busy === 'replace' ? ' sf-listing__results--replacing' : ''}`}
        aria-busy={busy !== null}
      />
      <p className="sf-visually-hidden" role="status" aria-live="polite">
        {busy === null ? texts.spoken : texts.loading}
      </p>
    </>
  );
}
