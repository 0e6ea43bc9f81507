// The placements a fee popover trigger may ask for (floating-ui's), read by the behaviour and listed in its manifest.
import type { Placement } from '@floating-ui/react';

export const PLACEMENTS: readonly Placement[] = [
  'top',
  'bottom',
  'left',
  'right',
  'top-start',
  'top-end',
  'bottom-start',
  'bottom-end',
  'left-start',
  'left-end',
  'right-start',
  'right-end',
];
