// latestOnly: the newest run's reply wins, older runs are aborted and resolve stale, and nothing rejects unseen.
import { latestOnly } from './latest.ts';

/** A task whose reply the test sends when it likes; it rejects when its signal aborts, as fetch() does. */
function held<T>() {
  let send: (value: T) => void = () => {};
  let seen: AbortSignal | undefined;
  const task = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      seen = signal;
      send = resolve;
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { task, send: (value: T) => send(value), signal: () => seen };
}

it('drops an older reply that lands after the newer one started, and aborts the older request', async () => {
  const latest = latestOnly();
  const first = held<string>();
  const second = held<string>();
  const older = latest.run(first.task);
  const newer = latest.run(second.task);
  expect(first.signal()?.aborted).toBe(true);
  expect(second.signal()?.aborted).toBe(false);
  second.send('new');
  await expect(newer).resolves.toEqual({ stale: false, value: 'new' });
  await expect(older).resolves.toEqual({ stale: true });
});

it('drops a stale reply even when its task ignores the signal and answers last', async () => {
  const latest = latestOnly();
  const replies: ((v: number) => void)[] = [];
  const task = () => new Promise<number>((resolve) => replies.push(resolve));
  const older = latest.run(task);
  const newer = latest.run(task);
  replies[1]?.(2);
  replies[0]?.(1);
  expect(await Promise.all([older, newer])).toEqual([{ stale: true }, { stale: false, value: 2 }]);
});

it('a stale run whose task rejects resolves stale (no unhandled rejection); the newest run’s rejection is passed on', async () => {
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  const latest = latestOnly();
  const older = latest.run(() => Promise.reject(new Error('old failure')));
  const newer = latest.run(() => Promise.reject(new Error('new failure')));
  await expect(older).resolves.toEqual({ stale: true });
  await expect(newer).rejects.toThrow('new failure');
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});

it('abort() makes the run on its way stale; a later run starts afresh', async () => {
  const latest = latestOnly();
  const first = held<string>();
  const pending = latest.run(first.task);
  latest.abort();
  expect(first.signal()?.aborted).toBe(true);
  await expect(pending).resolves.toEqual({ stale: true });
  await expect(latest.run(async () => 'next')).resolves.toEqual({ stale: false, value: 'next' });
  latest.abort(); // nothing on its way: nothing happens
});
