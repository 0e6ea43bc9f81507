// Test setup: React's act environment, and a clean shared state between tests.
import { cleanup } from './support/render.tsx';
import { resetSharedState } from './support/reset.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(async () => {
  await cleanup();
  resetSharedState();
});
