// The page's edit toolbars and the one widget outlined: module state (one overlay per page, started by preview mode),
// with the actions that change it.
import { autoUpdate, computePosition, offset, shift } from '@floating-ui/dom';
import { BAR_CLASS } from './decorate.ts';
import { $overlaysShown } from './store.ts';

/** Marks the widget whose outline shows (styles.css draws it as an outline, which takes no room). */
export const ACTIVE_ATTRIBUTE = 'data-sf-preview-active';

const barOf = new Map<Element, HTMLElement>();
let sectionOf = new WeakMap<Element, Element>();
let active: Element | null = null;
let stopFollowing = () => {};

const hasBox = (element: Element): boolean => {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
};

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

/** A widget with no box (empty, display:none) gets no toolbar; one that gains a box later gets it then. */
function showBarIfBoxed(section: Element): void {
  const bar = barOf.get(section);
  if (bar) bar.hidden = !$overlaysShown.get() || !hasBox(section);
}

export function showBarsIfBoxed(): void {
  for (const section of barOf.keys()) showBarIfBoxed(section);
}

export function addBar(section: Element, bar: HTMLElement): void {
  barOf.set(section, bar);
  sectionOf.set(bar, section);
  showBarIfBoxed(section);
}

export const activeSection = (): Element | null => active;

/** Outlines `section` and floats its toolbar over it (null: none); a widget without a box is never outlined. */
export function activate(section: Element | null): void {
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

/** A widget's size changed: its toolbar shows or hides, and a widget that lost its box is no longer outlined. */
export function resized(section: Element): void {
  showBarIfBoxed(section);
  if (section === active && !hasBox(section)) activate(null);
}

/** The decorated widget an event happened in: its toolbar's, else the nearest decorated ancestor. */
export function sectionAt(node: EventTarget | null): Element | null {
  if (!(node instanceof Element)) return null;
  const bar = node.closest(`.${BAR_CLASS}`);
  if (bar) return sectionOf.get(bar) ?? null;
  for (let el: Element | null = node; el; el = el.parentElement) if (barOf.has(el)) return el;
  return null;
}

/** Forgets every toolbar (the overlay stopped). */
export function clearBars(): void {
  activate(null);
  barOf.clear();
  sectionOf = new WeakMap();
}
