// Vitest config for `npm run mutation` (Stryker): the full suite's settings, but only the unit tests of the mutated core.
import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Stryker switches mutants at run time (static ones are ignored), so modules and the happy-dom window can be kept
    // between files: on this machine that cuts a run of these files from 136 s to 23 s. The tests must not leak state.
    isolate: false,
    // A mutant that makes a unit test wait forever fails it here in 5 s (killed), instead of hitting Stryker's own
    // timeout and costing a worker restart: 86 of the first full run's mutants timed out at the suite's 20 s.
    testTimeout: 5000,
    // Every mutant starts a fresh worker: React is loaded only by the files that render, not by the setup of every run.
    setupFiles: ['test/setup-core.ts'],
    // Unit tests of the core, plus the add flow's contract tests (the only tests of flow.ts's forms-valid, configurator
    // and confirmation branches); no React-page or Chromium files: each mutant re-runs the tests that cover it.
    include: [
      'shared/{http,dom,config,stores,url}/**/*.test.{ts,tsx}',
      'widgets/add-to-cart/{page/quantity,page/section,flow,flow-branches,departures,steps/configurator,send/customizer,fidelity}*.test.ts',
      'widgets/header/search/search-store*.test.ts',
      'widgets/listing/state*.test.ts',
    ],
    // These reload modules (vi.resetModules), which a shared module graph cannot host.
    exclude: [...configDefaults.exclude, '**/*.isolated.test.{ts,tsx}'],
  },
});
