// Test set-up shared by the engine's test files: the engine defined once per file, a signed-in visitor in each test,
// and no overlay, visitor or order being edited left from one test to the next.
import { define } from '../../widgets/add-to-cart/define.ts';
import { engine } from '../../widgets/add-to-cart/engine.tsx';
import { resetOverlay } from '../../widgets/add-to-cart/store.ts';

/**
 * The engine attached for one file's tests and detached after them. Where files share a window (the mutation run),
 * an earlier file may have emptied <body>, overlay layer included: attaching again renders the engine's layer anew,
 * where a still-attached engine would open its dialogs in a layer no longer in the page.
 */
export function attachEngineForFile(): void {
  beforeAll(() => define());
  afterAll(() => engine.detach());
}

export function setUpSignedInEngine(): void {
  attachEngineForFile();
  beforeEach(() => {
    document.body.dataset.authenticated = 'true';
  });
  afterEach(() => {
    resetOverlay();
    for (const name of ['authenticated', 'idOrderToAddProducts']) delete document.body.dataset[name];
  });
}
