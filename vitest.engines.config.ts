// The shopper journeys per engine (test/engines/<engine>-<suite>.engine.ts): each file starts its own demo-host and
// browser, two at a time. SF_ENGINES picks engines (default: all three), or one suite of an engine (`chromium-field`);
// `npm test` runs Firefox and WebKit here, and of Chromium only the field faults and the page left mid-load, since
// its Chromium suite already walks the other journeys in Chromium.
import { defineConfig } from 'vitest/config';

const engines = (process.env.SF_ENGINES ?? 'chromium,firefox,webkit').split(',').map((e) => e.trim());
const unknown = engines.filter((e) => !/^(?:chromium|firefox|webkit)(?:-[a-z]+)?$/.test(e));
if (unknown.length)
  throw new Error(
    `SF_ENGINES: unknown engine ${unknown.join(', ')} (chromium, firefox, webkit, or one suite: webkit-field)`,
  );

export default defineConfig({
  test: {
    environment: 'node',
    include: engines.map((e) => (e.includes('-') ? `test/engines/${e}.engine.ts` : `test/engines/${e}-*.engine.ts`)),
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    retry: 0,
    // A poll waits for a real round trip to demo-host; on a loaded 2-core CI runner vitest's 1 s default timed out a
    // view-more reply that came. Speed is measured in the bench, never here.
    expect: { poll: { timeout: 10_000 } },
    globals: true,
  },
});
