// sf-home-carousel's data-* attributes (documented in README.md).
import type { ConfigSchema } from '../../shared/config/index.ts';

/** Auto-advance delay when data-interval is not given. */
const DEFAULT_INTERVAL_MS = 5000;

export const homeCarouselSchema = {
  interval: { type: 'number', default: DEFAULT_INTERVAL_MS, min: 1000, integer: true },
  label: { type: 'string', default: '' },
} as const satisfies ConfigSchema;
