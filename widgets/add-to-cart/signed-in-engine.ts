// Test set-up shared by the engine's test files: the engine defined once per file, a signed-in visitor in each test,
// and no overlay, visitor or order being edited left from one test to the next.
import { define } from './define.ts';
import { resetOverlay } from './store.ts';

export function setUpSignedInEngine(): void {
  beforeAll(() => define());
  beforeEach(() => {
    document.body.dataset.authenticated = 'true';
  });
  afterEach(() => {
    resetOverlay();
    for (const name of ['authenticated', 'idOrderToAddProducts']) delete document.body.dataset[name];
  });
}
