// StrykerJS (`npm run mutation`): mutation testing of the core modules, incremental, sized for a 2-core machine.
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'shared/{http,dom,config,stores,url}/**/*.ts',
    'widgets/add-to-cart/{page/quantity,page/section,flow}.ts',
    'widgets/header/search/search-store.ts',
    'widgets/listing/state.ts',
    '!**/*.test.ts',
    '!**/index.ts',
  ],
  coverageAnalysis: 'perTest',
  // Module-level code (constants, schemas) runs while test/setup.ts loads the shared stores and client, so each of
  // those mutants would re-run every test: about 15 s each here. They are left out of the score (the README says so).
  ignoreStatic: true,
  // Results are kept between runs (git-ignored): a re-run tests only mutants whose code or covering tests changed.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  concurrency: 2,
  timeoutMS: 5_000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 10,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 80, low: 60, break: null },
  ignorePatterns: ['dist', 'storybook-static', 'test-results', 'demo-host/data', 'reports', 'bench/results.json'],
  tempDirName: '.stryker-tmp',
};
