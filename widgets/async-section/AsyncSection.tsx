// The section view: its content box (filled by the store) and, while loading, a placeholder that keeps the space.
import type { Ref } from 'react';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import type { SectionState } from './store.ts';

interface Props {
  state: SectionState;
  /** Show our own placeholder (ShowLoading, and the server gave none). */
  placeholder: boolean;
  loadingText: string;
  failedText: string;
  /** Without ShowLoading the server placeholder stays in the page (it may be the container) but is not shown. */
  hideWhileLoading: boolean;
  contentRef: Ref<HTMLDivElement>;
}

export function AsyncSection({ state, placeholder, loadingText, failedText, hideWhileLoading, contentRef }: Props) {
  return (
    <div className="sf-async-section" data-state={state} aria-busy={state === 'loading'}>
      {state === 'loading' && placeholder && (
        <p className="sf-async-section__placeholder">
          <Spinner /> {loadingText}
        </p>
      )}
      {/* Filled imperatively (insertHtml): React renders no children here, so it never clears them. */}
      <div ref={contentRef} className="sf-async-section__content" hidden={state === 'loading' && hideWhileLoading} />
      {state === 'failed' && <p className="sf-async-section__failed">{failedText}</p>}
    </div>
  );
}
