// The web-vitals attribution build, imported lazily once the page is idle (field-reports.ts): pages pay for it only
// when they report, and after their own work.
import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import type { VitalsLibrary } from './vitals.ts';

export const library: VitalsLibrary = { onCLS, onINP, onLCP };
