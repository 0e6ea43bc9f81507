// A page-wide behaviour attached at most once: a second define() (second bundle, loader re-run) attaches nothing.

export interface Behaviour {
  /** Runs the setup the first time; later calls do nothing. */
  attach(): void;
  /** Undoes the setup (when it returned an undo) and lets attach() run it again; for tests. */
  detach(): void;
}

export function attachOnce(setup: () => (() => void) | undefined | void): Behaviour {
  let attached = false;
  let undo: (() => void) | undefined;
  return {
    attach() {
      if (attached) return;
      attached = true;
      undo = setup() ?? undefined;
    },
    detach() {
      undo?.();
      undo = undefined;
      attached = false;
    },
  };
}
