// Clicks on a behaviour's controls that come before its chunk (bench/JOURNAL.md "Clicks before the code"): the
// loader keeps them, shows each control pending, and hands them to the behaviour's define() once it is in.

import { keptClick } from './kept-click.ts';
import { keptEnter } from './kept-enter.ts';
import type { KeptBy, KeptInput } from './kept-input.ts';

/**
 * The mark of a kept control, its value one of its own: an island that takes over server markup renders a copy of it
 * (shared/define.ts), and the copy, carrying the mark, is the control handed over. The sanitiser strips it from
 * fragments (shared/dom/html-policy.ts), and a value is never reused.
 */
export const KEPT_ATTRIBUTE = 'data-sf-kept';

/** The kept clicks of the page, per registry key. */
export interface EarlyClicks {
  /**
   * Stops keeping the key's clicks and gives back its kept elements still on the page, in the order first clicked,
   * their pending state cleared: the behaviour sets its own as it takes each one, or, when the key could not load,
   * none stays pending.
   */
  take(key: string): HTMLElement[];
  /** Stops keeping every key's clicks, without handing any over. */
  stop(): void;
}

/** The kinds of input kept: a click on a control (kept-click.ts) and Enter in a field (kept-enter.ts). */
const KEPT_INPUTS: readonly KeptInput[] = [keptClick, keptEnter];

/**
 * Keeps, from now until `take(key)`, each input of `KEPT_INPUTS` a key's record names: a click on one of its
 * controls, Enter in one of its fields as a click on the button it presses. A kept element shows the pending state at
 * once (`aria-busy="true"`, in the event's own task, styled by storefront.css), is kept once however often it is
 * used, and the click goes on as usual (nothing is prevented but Enter, as the behaviour does once it is in).
 */
export function keepEarlyClicks(root: Document, records: Readonly<Record<string, KeptBy>>): EarlyClicks {
  // Random per page: a value written in the server's markup cannot name a control the shopper clicked.
  const prefix = Math.random().toString(36).slice(2);
  let count = 0;
  const keeping = new Map(
    Object.entries(records)
      .filter(([, record]) => record.clicks || record.enter)
      .map(([key, record]) => [key, { record, kept: [] as HTMLElement[] }]),
  );
  const onEvent = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    for (const { record, kept } of keeping.values()) {
      for (const input of KEPT_INPUTS) {
        const control = input(event, event.target, record);
        // Pending already: kept before, or the page's own busy control (its click is not the behaviour's to run).
        if (!(control instanceof HTMLElement) || control.getAttribute('aria-busy') === 'true') continue;
        control.setAttribute('aria-busy', 'true');
        control.setAttribute(KEPT_ATTRIBUTE, `${prefix}-${++count}`);
        kept.push(control);
      }
    }
  };
  const listening = keeping.size > 0;
  // Captured: a page script that stops the event's propagation on its way up does not hide it.
  const listen = (method: 'addEventListener' | 'removeEventListener') => {
    if (listening) for (const type of ['click', 'keydown']) root[method](type, onEvent, true);
  };
  listen('addEventListener');
  const stop = () => {
    keeping.clear();
    listen('removeEventListener');
  };
  return {
    take(key) {
      const entry = keeping.get(key);
      if (!entry) return [];
      keeping.delete(key);
      if (keeping.size === 0) stop();
      const handed: HTMLElement[] = [];
      for (const control of entry.kept) {
        // The mark's value is the loader's own (letters, digits, a dash): it needs no escaping in a selector.
        const copies = root.querySelectorAll<HTMLElement>(
          `[${KEPT_ATTRIBUTE}="${control.getAttribute(KEPT_ATTRIBUTE)}"]`,
        );
        const current = control.isConnected ? control : copies[0];
        for (const each of [control, ...copies]) {
          each.removeAttribute('aria-busy');
          each.removeAttribute(KEPT_ATTRIBUTE);
        }
        if (current) handed.push(current);
      }
      return handed;
    },
    stop,
  };
}
