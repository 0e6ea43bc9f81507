// Newest reply wins: each run aborts the one before it, and a reply that lands after a newer run started is dropped.

/** What a run resolves to: its value, or `stale` when a newer run (or an abort) came first. */
type Latest<T> = { readonly stale: false; readonly value: T } | { readonly stale: true };

const STALE = { stale: true } as const;

export interface LatestOnly {
  /**
   * Starts `task` with its own signal, aborting the previous run's (a task may ignore its signal: its reply is still
   * dropped). A stale run never rejects, whatever its task did; the newest run's rejection is passed on.
   */
  run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<Latest<T>>;
  /** Aborts the run on its way, if any: it resolves stale. */
  abort(): void;
}

export function latestOnly(): LatestOnly {
  let current: AbortController | null = null;
  return {
    async run(task) {
      current?.abort();
      const mine = new AbortController();
      current = mine;
      try {
        const value = await task(mine.signal);
        if (current !== mine) return STALE;
        current = null;
        return { stale: false, value };
      } catch (error) {
        if (current !== mine) return STALE;
        current = null;
        throw error;
      }
    },
    abort() {
      current?.abort();
      current = null;
    },
  };
}
