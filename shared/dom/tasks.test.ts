// Yielding to the main thread (scheduler.yield, else a MessageChannel task, else a timer), afterNextPaint, and slice queues.
import { afterNextPaint, createSliceQueue, optionalFunction, whenIdle, yieldToMain } from './tasks.ts';

/** Lets every pending promise callback run (no task boundary is crossed). */
const microtasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** Asserts the promise is still pending after every microtask, and settles once the next timer task has run. */
const expectResolvedInNextTimerTask = async (promise: Promise<void>) => {
  let resolved = false;
  void promise.then(() => {
    resolved = true;
  });
  await microtasks();
  expect(resolved).toBe(false);
  await vi.advanceTimersByTimeAsync(0);
  expect(resolved).toBe(true);
};

/**
 * A global stubbed while fake timers are on (requestAnimationFrame, requestIdleCallback) remembers the fake: undone
 * after the real timers come back, it would put the fake back for good, and the next file of a run that shares the
 * window (the mutation run) would wait forever on its frames. So the stubs go first, then the fake clock.
 */
function restoreClock(): void {
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

describe('yielding to the main thread (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Without MessageChannel the fallback is a timer, which the fake clock controls.
    vi.stubGlobal('MessageChannel', undefined);
    vi.stubGlobal('scheduler', undefined);
  });
  afterEach(restoreClock);

  it('uses scheduler.yield() when the browser has it', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledOnce();
  });

  it('otherwise resumes in a new task, not in a microtask', async () => {
    await expectResolvedInNextTimerTask(yieldToMain());
  });

  it('otherwise takes a MessageChannel message when there is one (no clamped timer)', async () => {
    const channels: { deliver: () => void; close: () => void }[] = [];
    class FakeChannel {
      port1 = { onmessage: null as (() => void) | null, close: vi.fn() };
      port2 = {
        postMessage: () => channels.push({ deliver: () => this.port1.onmessage?.(), close: this.port1.close }),
      };
    }
    vi.stubGlobal('MessageChannel', FakeChannel);
    let resumed = false;
    void yieldToMain().then(() => {
      resumed = true;
    });
    await microtasks();
    expect(vi.getTimerCount()).toBe(0);
    expect(channels).toHaveLength(1);
    expect(resumed).toBe(false);
    channels[0]?.deliver();
    await microtasks();
    expect(resumed).toBe(true);
    expect(channels[0]?.close).toHaveBeenCalledOnce();
  });

  it('runs cheap jobs together after one yield, and ends a slice once a job has used up the budget', async () => {
    // Each yield is released by hand, and a fake clock says how long each job took.
    const gates: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => gates.push(resolve)) });
    let clock = 0;
    const ran: string[] = [];
    const job = (name: string, ms: number) => () => {
      ran.push(name);
      clock += ms;
    };
    const queue = createSliceQueue({ budgetMs: 8, now: () => clock });
    queue.add(job('a', 1));
    queue.add(job('b', 1));
    queue.add(() => {
      job('heavy', 30)();
      queue.add(job('d', 1));
    });
    queue.add(job('c', 1));
    const release = async () => {
      gates.shift()?.();
      await microtasks();
    };
    await microtasks();
    expect(ran).toEqual([]);
    await release();
    expect(ran).toEqual(['a', 'b', 'heavy']);
    await release();
    expect(ran).toEqual(['a', 'b', 'heavy', 'c', 'd']);
    expect(queue.size).toBe(0);
    expect(gates).toEqual([]);
  });

  it('ends a slice when a job runs for exactly the budget (it has run for budgetMs)', async () => {
    const gates: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => gates.push(resolve)) });
    let clock = 0;
    const ran: string[] = [];
    const queue = createSliceQueue({ budgetMs: 8, now: () => clock });
    queue.add(() => {
      ran.push('exact');
      clock += 8;
    });
    queue.add(() => ran.push('next'));
    await microtasks();
    gates.shift()?.();
    await microtasks();
    expect(ran).toEqual(['exact']);
    gates.shift()?.();
    await microtasks();
    expect(ran).toEqual(['exact', 'next']);
  });

  it('by default times slices with performance.now(): cheap jobs share one slice', async () => {
    const gates: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => gates.push(resolve)) });
    const ran: string[] = [];
    const queue = createSliceQueue();
    queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    queue.add(() => ran.push('c'));
    await microtasks();
    gates.shift()?.();
    await microtasks();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(gates).toEqual([]);
  });

  it('without scheduler.yield, a slice waits for a timer task', async () => {
    const ran: string[] = [];
    const queue = createSliceQueue();
    queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    await microtasks();
    expect(ran).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['a', 'b']);
  });

  it('drained() resolves once every queued job has run', async () => {
    const ran: string[] = [];
    const queue = createSliceQueue();
    queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    let done = false;
    void queue.drained().then(() => {
      done = true;
    });
    await microtasks();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['a', 'b']);
    expect(done).toBe(true);
  });

  it('drained() on an idle queue is a promise that resolves at once', async () => {
    let done = false;
    const idle = createSliceQueue().drained();
    expect(idle).toBeInstanceOf(Promise);
    void idle.then(() => {
      done = true;
    });
    await microtasks();
    expect(done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a failing job and goes on with the next', async () => {
    const onError = vi.fn();
    const ran: string[] = [];
    const queue = createSliceQueue({ onError });
    queue.add(() => {
      throw new Error('boom');
    });
    queue.add(() => ran.push('next'));
    await vi.runAllTimersAsync();
    expect(onError).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    expect(ran).toEqual(['next']);
  });

  it('by default logs a failing job with console.error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const boom = new Error('boom');
    const queue = createSliceQueue();
    queue.add(() => {
      throw boom;
    });
    await vi.runAllTimersAsync();
    expect(log).toHaveBeenCalledExactlyOnceWith(boom);
  });

  it('afterNextPaint resolves in the task after the next animation frame', async () => {
    let frame = false;
    let after = false;
    requestAnimationFrame(() => {
      frame = true;
    });
    void afterNextPaint().then(() => {
      after = true;
    });
    await microtasks();
    expect(after).toBe(false);
    // Fake timers run animation frames every 16 ms.
    await vi.advanceTimersByTimeAsync(16);
    expect(frame).toBe(true);
    expect(after).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(after).toBe(true);
  });

  it('afterNextPaint without requestAnimationFrame is simply the next task', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    await expectResolvedInNextTimerTask(afterNextPaint());
  });

  it('afterNextPaint in a hidden tab does not wait for a frame (none comes)', async () => {
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await expectResolvedInNextTimerTask(afterNextPaint());
    expect(frame).not.toHaveBeenCalled();
  });

  it('whenIdle runs in an idle period, at the latest after its timeout', async () => {
    const idle = vi.fn((callback: () => void, options?: { timeout?: number }) =>
      setTimeout(callback, options?.timeout),
    );
    vi.stubGlobal('requestIdleCallback', idle);
    let done = false;
    void whenIdle(500).then(() => {
      done = true;
    });
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('whenIdle without requestIdleCallback (Safari) waits for the next frame, then a task', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    let done = false;
    void whenIdle().then(() => {
      done = true;
    });
    await microtasks();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(16);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

/** What an engine without the API shows for it when the page holds an element of that id (named access on window). */
const clobbered = (id: string) => Object.assign(document.createElement('div'), { id });

describe('optional browser functions, whatever an element of the page is named (DOM clobbering)', () => {
  afterEach(restoreClock);

  it('reads a function of the global object, called with its owner as this', () => {
    const owner = {
      calls: 0,
      yield(this: { calls: number }) {
        this.calls++;
      },
    };
    optionalFunction<() => void>('yield', owner)?.();
    expect(owner.calls).toBe(1);
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    optionalFunction<() => void>('requestIdleCallback')?.();
    expect(idle).toHaveBeenCalledOnce();
  });

  it('is null for an element named after it, an absent one, or an absent owner', () => {
    vi.stubGlobal('requestIdleCallback', clobbered('requestIdleCallback'));
    expect(optionalFunction('requestIdleCallback')).toBeNull();
    vi.stubGlobal('requestIdleCallback', undefined);
    expect(optionalFunction('requestIdleCallback')).toBeNull();
    expect(optionalFunction('yield', undefined)).toBeNull();
  });

  it('yieldToMain takes a task when scheduler is a form whose field is named yield', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('MessageChannel', undefined);
    const form = document.createElement('form');
    form.id = 'scheduler';
    const field = Object.assign(document.createElement('input'), { name: 'yield' });
    form.append(field);
    vi.stubGlobal('scheduler', Object.assign(form, { yield: field }));
    await expectResolvedInNextTimerTask(yieldToMain());
  });

  it('whenIdle waits for the next frame when requestIdleCallback is an element (WebKit)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', clobbered('requestIdleCallback'));
    let done = false;
    void whenIdle().then(() => {
      done = true;
    });
    await microtasks();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(17);
    expect(done).toBe(true);
  });
});
