// Test setup: React's act environment, and a clean shared state between tests. React is loaded up front (most files
// render); test/setup-core.ts, the mutation run's, leaves it to the files that do.
import './support/render.tsx';
import { resetSharedState } from './support/reset.ts';
import { runTeardowns } from './support/teardown.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(async () => {
  await runTeardowns();
  resetSharedState();
});
