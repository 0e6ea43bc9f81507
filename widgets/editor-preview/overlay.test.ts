// The edit overlay: one widget outlined at a time (hover or focus), toolbars only for widgets with a box, one switch.
import { decorate } from './decorate.ts';
import { ACTIVE_ATTRIBUTE, type Overlay, startOverlay } from './overlay.ts';
import { $overlaysShown, restoreOverlaysShown, toggleOverlays } from './store.ts';

const boxed = (element: Element, size: number) => {
  element.getBoundingClientRect = () => new DOMRect(0, 0, size, size);
};

let overlay: Overlay;
let sections: HTMLElement[];
beforeEach(() => {
  sessionStorage.clear();
  restoreOverlaysShown();
  document.body.innerHTML =
    '<sf-header data-widget-code="hdr"><input id="q"></sf-header><sf-listing><a href="/p">P</a></sf-listing><sf-status-bar></sf-status-bar>';
  sections = Array.from(document.body.querySelectorAll<HTMLElement>('sf-header, sf-listing, sf-status-bar'));
  boxed(sections[0] as Element, 100);
  boxed(sections[1] as Element, 100);
  boxed(sections[2] as Element, 0);
  overlay = startOverlay();
  for (const section of sections) overlay.add(section, decorate(section));
});
afterEach(() => overlay.stop());

const at = (i: number) => sections[i] as HTMLElement;
const barOf = (section: Element) => section.previousElementSibling as HTMLElement;

it('adds nothing to the flow: each toolbar is a sibling before its widget, and a widget without a box has none shown', () => {
  expect(sections.map((s) => barOf(s).className)).toEqual(['sf-preview-bar', 'sf-preview-bar', 'sf-preview-bar']);
  expect(sections.map((s) => barOf(s).hidden)).toEqual([false, false, true]);
  expect(document.querySelector('.sf-preview-toggle')?.getAttribute('aria-pressed')).toBe('true');
});

it('outlines the widget that keyboard focus is in, and moves with the focus', () => {
  document.getElementById('q')?.focus();
  expect(at(0).hasAttribute(ACTIVE_ATTRIBUTE)).toBe(true);
  expect(barOf(at(0)).hasAttribute('data-active')).toBe(true);
  at(1).querySelector('a')?.focus();
  expect(at(0).hasAttribute(ACTIVE_ATTRIBUTE)).toBe(false);
  expect(at(1).hasAttribute(ACTIVE_ATTRIBUTE)).toBe(true);
  // Focus on a toolbar button keeps its own widget outlined.
  barOf(at(0)).querySelector('button')?.focus();
  expect(at(0).hasAttribute(ACTIVE_ATTRIBUTE)).toBe(true);
});

it('outlines the hovered widget; Esc hides it', () => {
  at(1)
    .querySelector('a')
    ?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(at(1).hasAttribute(ACTIVE_ATTRIBUTE)).toBe(true);
  at(1)
    .querySelector('a')
    ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  expect(at(1).hasAttribute(ACTIVE_ATTRIBUTE)).toBe(false);
});

it('never outlines a widget without a box', () => {
  at(2).dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(at(2).hasAttribute(ACTIVE_ATTRIBUTE)).toBe(false);
});

it('the switch hides every toolbar and outline, and the choice lasts for the session', () => {
  document.getElementById('q')?.focus();
  (document.querySelector('.sf-preview-toggle') as HTMLButtonElement).click();
  expect($overlaysShown.get()).toBe(false);
  expect(document.querySelector('.sf-preview-toggle')?.getAttribute('aria-pressed')).toBe('false');
  expect(sections.map((s) => barOf(s).hidden)).toEqual([true, true, true]);
  expect(at(0).hasAttribute(ACTIVE_ATTRIBUTE)).toBe(false);
  $overlaysShown.set(true);
  restoreOverlaysShown();
  expect($overlaysShown.get()).toBe(false);
  toggleOverlays();
  expect(sections.map((s) => barOf(s).hidden)).toEqual([false, false, true]);
});
