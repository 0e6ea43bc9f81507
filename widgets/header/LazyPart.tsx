// Shows a lazily loaded part: the fallback while its chunk arrives, nothing (not a broken header) if it fails.
import { type ReactNode, Suspense } from 'react';
import { RetryBoundary } from '../../shared/ui/RetryBoundary.tsx';

export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <RetryBoundary retries={1} fallback={null} resetKey={null}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </RetryBoundary>
  );
}
