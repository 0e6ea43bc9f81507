// Lazily loaded parts: the fallback while a chunk arrives, nothing (not a broken header) if it fails; their openers.
import { type ReactNode, Suspense } from 'react';
import { RetryBoundary } from '../../shared/ui/RetryBoundary.tsx';

export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <RetryBoundary retries={1} fallback={null} resetKey={null}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </RetryBoundary>
  );
}

interface OpenerProps {
  className: string;
  onOpen: () => void;
  /** Starts loading the popup's chunk: a pointer or focus on the button usually comes a moment before the click. */
  prefetch: () => void;
  children: ReactNode;
}

/** The button opening a lazily loaded popup dialog. */
export function LazyDialogOpener({ className, onOpen, prefetch, children }: OpenerProps) {
  return (
    <button
      type="button"
      className={`sf-button ${className}`}
      aria-haspopup="dialog"
      onClick={onOpen}
      onFocus={prefetch}
      onPointerEnter={prefetch}
    >
      {children}
    </button>
  );
}
