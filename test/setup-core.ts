// Setup of the mutation run (vitest.mutation.config.ts): test/setup.ts without loading React up front. Stryker starts
// a fresh worker for every mutant, so React is loaded only by the test files that render (render.tsx registers its
// unmounting in teardown.ts).
import { resetSharedState } from './support/reset.ts';
import { runTeardowns } from './support/teardown.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(async () => {
  await runTeardowns();
  resetSharedState();
  // Files share one window here: a French mount must not make the next file's page French.
  if (typeof document !== 'undefined') document.documentElement.lang = 'en';
});
