// A page-wide behaviour attached at most once: a second define() (second bundle, loader re-run) attaches nothing.

export interface Behaviour {
  /** Runs the setup the first time; later calls do nothing. */
  attach(): void;
  /** Undoes the setup (when it returned an undo) and lets attach() run it again; for tests. */
  detach(): void;
}

/** `setup` may return its undo (listeners to remove); anything else it returns is ignored. */
export function attachOnce(setup: () => unknown): Behaviour {
  let attached = false;
  let undo: (() => void) | undefined;
  return {
    attach() {
      if (attached) return;
      attached = true;
      const result = setup();
      undo = typeof result === 'function' ? () => result() : undefined;
    },
    detach() {
      undo?.();
      undo = undefined;
      attached = false;
    },
  };
}
