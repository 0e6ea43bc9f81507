// The one wait of the vitest suites: lets the in-process server, the page's tasks and React work until a check holds.
import { act } from 'react';
import { expect } from 'vitest';

// Taken before any test fakes the clock: a test with fake timers (setTimeout, setImmediate, performance) still waits.
const realImmediate = globalThis.setImmediate;
const realNow = performance.now.bind(performance);

/**
 * Waits until `check()` holds, then returns; fails the test (with `what`) if it does not within `limitMs`. No sleeping:
 * each turn yields one macrotask (in-process I/O, message-channel yields and due timers run) inside act(), so React
 * commits what it caused. A wall-clock limit, not a count of turns: a loaded machine needs more turns for a lazy chunk.
 */
export async function waitFor(check: () => boolean, what = 'the awaited condition', limitMs = 10_000): Promise<void> {
  const deadline = realNow() + limitMs;
  while (!check() && realNow() < deadline) {
    await act(async () => {
      await new Promise<void>((resolve) => realImmediate(() => resolve()));
    });
  }
  expect(check(), what).toBe(true);
}
