// The `idle` moment: the browser's idle time once the page's own widgets are defined.
import { whenIdle } from '../dom/tasks.ts';

/** No later than this after the page's own widgets are defined. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `fire` at idle, counted once `settled` has (the main thread is idle while the page's widgets download too).
 * A cancel only has to stop `fire`, which its caller does: nothing to undo here.
 */
export function whenIdleAfter(_element: Element, fire: () => void, settled: Promise<unknown>): undefined {
  void settled.then(() => whenIdle(IDLE_TIMEOUT_MS)).then(fire);
  return undefined;
}
