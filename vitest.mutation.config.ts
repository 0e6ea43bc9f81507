// Vitest config for `npm run mutation` (Stryker): the full suite's settings, but only the unit tests of the mutated core.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // No contract, React-component or Chromium files: each mutant re-runs the tests that cover it, so they stay fast.
    include: [
      'shared/{http,dom,config,stores}/**/*.test.{ts,tsx}',
      'widgets/add-to-cart/{quantity,section,flow,flow-branches}*.test.ts',
      'widgets/header/{search-store,cart-count}*.test.ts',
      'widgets/listing/state*.test.ts',
    ],
  },
});
