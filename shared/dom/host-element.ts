// Elements the bundle creates itself (overlay layers, preview bars) are defined, so `:not(:defined)` never hides them.

/**
 * Creates one of the bundle's own host elements. Page authors commonly hide undefined custom elements until their
 * script runs (`:not(:defined) { visibility: hidden }`); an sf-* tag nobody defines would stay hidden for good, with
 * every dialog and popover inside it. Defined once, as a plain element (a second bundle reuses the definition).
 */
export function createHostElement(tag: `sf-${string}`): HTMLElement {
  if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
  return document.createElement(tag);
}
