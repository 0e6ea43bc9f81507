// Status bar logic without React: Esc closes the box on screen from the moment it is queued.
import { $statusQueue, MessageType, showStatusMessages } from '../../shared/stores/status.ts';
import { $currentBox, $showLoading } from './store.ts';

const pressEscape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

describe('status bar store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    $statusQueue.set([]);
    vi.useRealTimers();
  });

  it('closes a box with Esc pressed in the same task that showed it (no wait for a render)', () => {
    const stop = $showLoading.listen(() => {});
    showStatusMessages([{ Message: 'Refused', Type: MessageType.ERROR }]);
    pressEscape();
    expect($currentBox.get()).toBeNull();
    stop();
    vi.runAllTimers(); // nanostores unmounts a store a moment after its last listener leaves
  });

  it('leaves Esc alone once the status bar has unmounted', () => {
    showStatusMessages([{ Message: 'Kept', Type: MessageType.ERROR }]);
    pressEscape();
    expect($currentBox.get()?.messages[0]?.Message).toBe('Kept');
  });

  it('unmounts cleanly after the page document is gone (the delayed unmount outlives a test file or a frame)', () => {
    const stop = $showLoading.listen(() => {});
    stop();
    vi.stubGlobal('document', undefined);
    try {
      expect(() => vi.runAllTimers()).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
