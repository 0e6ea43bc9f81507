// Shows one widget's outline and edit toolbar at a time — on hover or keyboard focus — floated over the widget with
// floating-ui, plus one fixed "Edit controls" switch: nothing is added to the page flow, so nothing moves.

import { activate, activeSection, addBar, clearBars, resized, sectionAt, showBarsIfBoxed } from './overlay-bars.ts';
import { mountOverlayToggle } from './overlay-toggle.ts';

export { ACTIVE_ATTRIBUTE } from './overlay-bars.ts';

export interface Overlay {
  /** Takes a widget and its toolbar (from decorate()). */
  add(section: Element, bar: HTMLElement): void;
  stop(): void;
}

/** Listens to the pointer, focus and Esc on the page: each one outlines the widget it is in (or none). */
function followPointerAndFocus(doc: Document): () => void {
  const focusHolder = () => sectionAt(doc.activeElement);
  const onPointerOver = (event: Event) => activate(sectionAt(event.target) ?? focusHolder());
  const onPointerLeave = () => activate(focusHolder());
  const onFocusIn = (event: Event) => activate(sectionAt(event.target));
  const onKeyDown = (event: KeyboardEvent) => {
    // Esc hides the toolbar the editor is in without moving focus elsewhere on the page.
    const active = activeSection();
    if (event.key === 'Escape' && active && sectionAt(event.target) === active) activate(null);
  };
  doc.addEventListener('pointerover', onPointerOver);
  doc.documentElement.addEventListener('pointerleave', onPointerLeave);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    doc.removeEventListener('pointerover', onPointerOver);
    doc.documentElement.removeEventListener('pointerleave', onPointerLeave);
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('keydown', onKeyDown);
  };
}

/** One per page (preview mode starts it once): the toolbars it takes are module state (overlay-bars.ts). */
export function startOverlay(doc: Document = document): Overlay {
  const sizes = new ResizeObserver((entries) => {
    for (const entry of entries) resized(entry.target);
  });
  const stopListening = followPointerAndFocus(doc);
  const removeToggle = mountOverlayToggle(doc, (shown) => {
    showBarsIfBoxed();
    if (!shown) activate(null);
  });
  return {
    add(section, bar) {
      addBar(section, bar);
      sizes.observe(section);
    },
    stop() {
      activate(null);
      sizes.disconnect();
      removeToggle();
      stopListening();
      clearBars();
    },
  };
}
