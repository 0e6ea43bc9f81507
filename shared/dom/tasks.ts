// Splitting main-thread work into tasks: yield to the browser, run after the next frame or when idle, or run a queue in slices.

/**
 * A function of `owner` (the global object by default) the engine may lack, or null; called with `owner` as `this`.
 * An element of the page with that id or name shows up as a window property where the engine has none (DOM
 * clobbering: `<div id="requestIdleCallback">` in Safari), so only a function is taken: every read of an optional
 * browser API goes through here (docs/browser-support.md).
 */
export function optionalFunction<F>(name: string, owner: unknown = globalThis): F | null {
  if ((typeof owner !== 'object' && typeof owner !== 'function') || owner === null) return null;
  const value: unknown = Reflect.get(owner, name);
  return typeof value === 'function' ? (value.bind(owner) as F) : null;
}

/** A new task without the 4 ms clamp of nested timers: a MessageChannel message when there is one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Lets the browser handle input and paint before the caller goes on. `scheduler.yield()` (Chromium) resumes ahead of
 * other queued tasks; elsewhere the caller waits for a new task.
 */
export function yieldToMain(): Promise<void> {
  const schedulerYield = optionalFunction<() => Promise<void>>('yield', Reflect.get(globalThis, 'scheduler'));
  return schedulerYield ? schedulerYield() : nextTask();
}

/**
 * Resolves in the task after the next frame: what an interaction must show runs before it (it gets painted at
 * once), the rest after it. Without requestAnimationFrame (a hidden tab, tests), simply the next task.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}

/**
 * Resolves in an idle period (requestIdleCallback), at the latest after `timeoutMs`: for work the page can show
 * without (a code below the fold), so it waits until loading is over instead of lengthening a task of it. Without
 * requestIdleCallback (Safari), after the next frame.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  const idle = optionalFunction<typeof requestIdleCallback>('requestIdleCallback');
  if (!idle) return afterNextPaint();
  return new Promise((resolve) => idle(() => resolve(), { timeout: timeoutMs }));
}

/**
 * Runs jobs in order, in slices: a slice starts after a yield and takes jobs until it has run for `budgetMs`, so a
 * heavy job ends its slice (input or a frame can come next) while cheap ones share one. Jobs added while it drains
 * join the same run.
 */
export function createSliceQueue({
  budgetMs = 8,
  now = () => performance.now(),
  onError = (error: unknown) => console.error(error),
}: {
  budgetMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
} = {}) {
  const jobs: (() => void)[] = [];
  let draining: Promise<void> | null = null;
  async function drain(): Promise<void> {
    while (jobs.length) {
      await yieldToMain();
      const start = now();
      do {
        const job = jobs.shift();
        try {
          job?.();
        } catch (error) {
          onError(error);
        }
      } while (jobs.length && now() - start < budgetMs);
    }
    draining = null;
  }
  return {
    add(job: () => void): void {
      jobs.push(job);
      draining ??= drain();
    },
    /** Resolves once every job added so far (and any they added) has run. */
    drained(): Promise<void> {
      return draining ?? Promise.resolve();
    },
    /** Jobs not run yet (for tests). */
    get size(): number {
      return jobs.length;
    },
  };
}
