// Defines the page helpers behaviour: counters, force-lower, search-text cleaning, external links, unsaved changes (see README.md).
import { pageHelpers } from './page-listeners.ts';

export function define(): void {
  pageHelpers.attach();
}
