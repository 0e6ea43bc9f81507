// Unit, component and contract tests (happy-dom by default; demo-host files opt into node).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    include: [
      'widgets/**/*.test.{ts,tsx}',
      'shared/**/*.test.{ts,tsx}',
      'demo-host/**/*.test.ts',
      'stories/**/*.test.{ts,tsx}',
      'tools/**/*.test.{ts,mjs}',
      'cli/**/*.test.ts',
      'bench/**/*.test.mjs',
      // Two widgets together on one page (a widget's own tests import only its own folder and shared/).
      'test/integration/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 20000,
    // Vitest's default leaves one core free: on a 2-core CI machine that is one worker, and the gate took twice as long.
    maxWorkers: availableParallelism(),
    // demo-host's fault switch exists only in test runs (demo-host/README.md "Fault switch").
    env: { DEMO_FAULTS: '1' },
  },
});
