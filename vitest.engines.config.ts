// The shopper journeys in three engines (test/engines/*.engine.ts): each file starts its own demo-host and browser, two at a time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/engines/*.engine.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    retry: 0,
    globals: true,
  },
});
