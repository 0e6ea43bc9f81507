// A popover anchored to any element; floating-ui arrives in its own chunk the first time one opens.
import { lazy, Suspense } from 'react';
import type { FloatingPopoverProps } from './FloatingPopover.tsx';

const FloatingPopover = lazy(() => import('./FloatingPopover.tsx'));

export type PopoverProps = FloatingPopoverProps;

export function Popover(props: PopoverProps) {
  return (
    <Suspense fallback={null}>
      <FloatingPopover {...props} />
    </Suspense>
  );
}
