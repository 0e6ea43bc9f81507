// Shows one widget's outline and edit toolbar at a time — on hover or keyboard focus — floated over the widget with
// floating-ui, plus one fixed "Edit controls" switch: nothing is added to the page flow, so nothing moves.

import { autoUpdate, computePosition, offset, shift } from '@floating-ui/dom';
import { resolveLocale } from '../../shared/i18n/locale.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { BAR_CLASS } from './decorate.ts';
import messages from './messages.ts';
import { $overlaysShown, toggleOverlays } from './store.ts';

/** Marks the widget whose outline shows (styles.css draws it as an outline, which takes no room). */
export const ACTIVE_ATTRIBUTE = 'data-sf-preview-active';

const hasBox = (element: Element): boolean => {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
};

export interface Overlay {
  /** Takes a widget and its toolbar (from decorate()). */
  add(section: Element, bar: HTMLElement): void;
  stop(): void;
}

export function startOverlay(doc: Document = document): Overlay {
  const barOf = new Map<Element, HTMLElement>();
  const sectionOf = new WeakMap<Element, Element>();
  let active: Element | null = null;
  let stopFollowing = () => {};

  // A widget with no box (empty, display:none) gets no toolbar; one that gains a box later gets it then.
  const showBarIfBoxed = (section: Element) => {
    const bar = barOf.get(section);
    if (bar) bar.hidden = !$overlaysShown.get() || !hasBox(section);
  };
  const sizes = new ResizeObserver((entries) => {
    for (const entry of entries) {
      showBarIfBoxed(entry.target);
      if (entry.target === active && !hasBox(entry.target)) activate(null);
    }
  });

  const place = (section: Element, bar: HTMLElement) =>
    computePosition(section, bar, {
      strategy: 'absolute',
      placement: 'top-start',
      // Just above the widget (touching it, so the pointer crosses no gap), so a small widget is not hidden by its own
      // toolbar; inside its top edge when there is no room above (a header at the top of the page).
      middleware: [
        offset(({ rects }) => (rects.reference.y < rects.floating.height ? -rects.floating.height : 0)),
        shift({ padding: 4 }),
      ],
    }).then(({ x, y }) => {
      Object.assign(bar.style, { left: `${x}px`, top: `${y}px` });
    });

  function activate(section: Element | null): void {
    if (section === active) return;
    stopFollowing();
    stopFollowing = () => {};
    if (active) {
      active.removeAttribute(ACTIVE_ATTRIBUTE);
      barOf.get(active)?.removeAttribute('data-active');
    }
    active = section && $overlaysShown.get() && hasBox(section) ? section : null;
    const bar = active && barOf.get(active);
    if (!active || !bar) return;
    active.setAttribute(ACTIVE_ATTRIBUTE, '');
    bar.setAttribute('data-active', '');
    const target = active;
    stopFollowing = autoUpdate(target, bar, () => void place(target, bar));
  }

  /** The decorated widget an event happened in: its toolbar's, else the nearest decorated ancestor. */
  const sectionAt = (node: EventTarget | null): Element | null => {
    if (!(node instanceof Element)) return null;
    const bar = node.closest(`.${BAR_CLASS}`);
    if (bar) return sectionOf.get(bar) ?? null;
    for (let el: Element | null = node; el; el = el.parentElement) if (barOf.has(el)) return el;
    return null;
  };
  const focusHolder = () => sectionAt(doc.activeElement);

  const onPointerOver = (event: Event) => activate(sectionAt(event.target) ?? focusHolder());
  const onPointerLeave = () => activate(focusHolder());
  const onFocusIn = (event: Event) => activate(sectionAt(event.target));
  const onKeyDown = (event: KeyboardEvent) => {
    // Esc hides the toolbar the editor is in without moving focus elsewhere on the page.
    if (event.key === 'Escape' && active && sectionAt(event.target) === active) activate(null);
  };
  doc.addEventListener('pointerover', onPointerOver);
  doc.documentElement.addEventListener('pointerleave', onPointerLeave);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('keydown', onKeyDown);

  const toggle = doc.createElement('button');
  toggle.type = 'button';
  toggle.className = 'sf-preview-toggle';
  toggle.textContent = createTranslator(messages, resolveLocale(doc.body))('toggle');
  toggle.addEventListener('click', toggleOverlays);
  doc.body.append(toggle);
  const unsubscribe = $overlaysShown.subscribe((shown) => {
    toggle.setAttribute('aria-pressed', String(shown));
    for (const section of barOf.keys()) showBarIfBoxed(section);
    if (!shown) activate(null);
  });

  return {
    add(section, bar) {
      barOf.set(section, bar);
      sectionOf.set(bar, section);
      showBarIfBoxed(section);
      sizes.observe(section);
    },
    stop() {
      activate(null);
      sizes.disconnect();
      unsubscribe();
      toggle.remove();
      doc.removeEventListener('pointerover', onPointerOver);
      doc.documentElement.removeEventListener('pointerleave', onPointerLeave);
      doc.removeEventListener('focusin', onFocusIn);
      doc.removeEventListener('keydown', onKeyDown);
    },
  };
}
