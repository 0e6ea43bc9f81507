// Real-browser suite: one Chromium and one in-process demo-host shared by every test/browser/**/*.e2e.ts file, run one file at a time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/browser/**/*.e2e.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    retry: 0,
    // A poll waits for a real round trip to demo-host; on a loaded 2-core CI runner vitest's 1 s default timed out a
    // view-more reply that came. Speed is measured in the bench, never here.
    expect: { poll: { timeout: 10_000 } },
    globals: true,
  },
});
