// The popover body on @floating-ui/react; loaded lazily through Popover.tsx, since floating-ui is the largest library.
import { autoUpdate, flip, offset, type Placement, shift, useFloating } from '@floating-ui/react';
import type { ReactNode } from 'react';

export interface FloatingPopoverProps {
  /** The element it points at: often server-rendered HTML outside React. */
  anchor: Element;
  placement?: Placement;
  role?: 'dialog' | 'tooltip' | 'status' | 'alert';
  label?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}

export default function FloatingPopover({
  anchor,
  placement = 'top',
  role = 'dialog',
  label,
  id,
  className,
  children,
}: FloatingPopoverProps) {
  const { refs, floatingStyles } = useFloating({
    elements: { reference: anchor },
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
  });
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-label is only given with role=dialog, which supports it.
    <div
      ref={refs.setFloating}
      style={floatingStyles}
      className={`sf-popover ${className ?? ''}`}
      role={role}
      aria-label={role === 'dialog' ? label : undefined}
      id={id}
    >
      {children}
    </div>
  );
}
