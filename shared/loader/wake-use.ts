// The moment every sleeping widget wakes at, whatever its own: its first use.

/**
 * What counts as first use: a pointer over it (a mouse's hover, and a finger's touch, which raises it before its
 * pointerdown) or the focus inside it. Both come before the click or the keystroke they lead to, so the code is
 * usually in by then; until it is, the server's markup (links, a GET form) handles the use itself.
 */
const USE_EVENTS = ['pointerover', 'focusin'] as const;

/** Calls `fire` at the element's first use; returns the cancel. */
export function whenUsed(element: Element, fire: () => void): () => void {
  for (const type of USE_EVENTS) element.addEventListener(type, fire, { capture: true, passive: true });
  return () => {
    for (const type of USE_EVENTS) element.removeEventListener(type, fire, { capture: true });
  };
}
