// Clicks on a behaviour's controls that come before its chunk (docs/performance.md "Clicks before the code"): the
// loader keeps them, shows each control pending, and hands them to the behaviour's define() once it is in.

/**
 * The mark of a kept control, its value one of its own: an island that takes over server markup renders a copy of it
 * (shared/define.ts), and the copy, carrying the mark, is the control handed over. The sanitiser strips it from
 * fragments (shared/dom/html-policy.ts), and a value is never reused.
 */
export const KEPT_ATTRIBUTE = 'data-sf-kept';

/**
 * Enter in a field that presses one of its section's buttons (the first of `presses` the section holds): kept as a
 * click on that button. `field` is inside `within`, each of `presses` inside the same `within`.
 */
export interface EnterPresses {
  within: string;
  field: string;
  presses: readonly string[];
}

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

/**
 * Keeps, from now until `take(key)`, each click on an element matching `selectors[key]` (a control inside the key's
 * markers), and each Enter in a field of `enters[key]` as a click on the button it presses. A kept element shows the
 * pending state at once (`aria-busy="true"`, in the event's own task, styled by storefront.css), is kept once however
 * often it is clicked, and the click goes on as usual (nothing is prevented). Enter in such a field is prevented, as
 * the behaviour does once it is in: it never submits a form around it.
 */
export function keepEarlyClicks(
  root: Document,
  selectors: Readonly<Record<string, string>>,
  enters: Readonly<Record<string, EnterPresses>> = {},
): EarlyClicks {
  // Random per page: a value written in the server's markup cannot name a control the shopper clicked.
  const prefix = Math.random().toString(36).slice(2);
  let count = 0;
  const keeping = new Map(
    Object.entries(selectors).map(([key, selector]) => [
      key,
      { selector, enter: enters[key], kept: [] as HTMLElement[] },
    ]),
  );
  /** The control an event is for: the one clicked, or the button Enter in a field presses (Enter is prevented). */
  const controlOf = (event: Event, target: Element, selector: string, enter?: EnterPresses) => {
    if (event.type === 'click') return target.closest(selector);
    const field = enter && (event as KeyboardEvent).key === 'Enter' && target.closest(`${enter.within} ${enter.field}`);
    if (!field) return null;
    event.preventDefault();
    const section = field.closest(enter.within);
    return enter.presses.map((press) => section?.querySelector(press)).find(Boolean);
  };
  const onEvent = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    for (const { selector, enter, kept } of keeping.values()) {
      const control = controlOf(event, event.target, selector, enter);
      // Pending already: kept before, or the page's own busy control (its click is not the behaviour's to run).
      if (!(control instanceof HTMLElement) || control.getAttribute('aria-busy') === 'true') continue;
      control.setAttribute('aria-busy', 'true');
      control.setAttribute(KEPT_ATTRIBUTE, `${prefix}-${++count}`);
      kept.push(control);
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
