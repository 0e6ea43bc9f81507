// Layout rules (README "Behaviour"): mobile ≤ 767 px or touch, sticky nav after 250 px (300 px tablet), menus kept 20 px above the bottom.
import { MINICART_MOBILE_MAX_WIDTH, MOBILE_MAX_WIDTH } from '../../shared/constants.ts';

const STICKY_AFTER_PX = 250;
const STICKY_AFTER_TABLET_PX = 300;
const MENU_BOTTOM_MARGIN_PX = 20;

export interface Device {
  mobile: boolean;
  touch: boolean;
  tablet: boolean;
}

function isTouchDevice(win: Window = window): boolean {
  return win.matchMedia?.('(pointer: coarse)').matches === true || (win.navigator.maxTouchPoints ?? 0) > 0;
}

/** Tablet: wider than the mobile breakpoint, up to the mini-cart's mobile breakpoint (979 px). */
export function readDevice(win: Window = window): Device {
  const width = win.innerWidth;
  const touch = isTouchDevice(win);
  return {
    touch,
    mobile: width <= MOBILE_MAX_WIDTH || touch,
    tablet: width > MOBILE_MAX_WIDTH && width <= MINICART_MOBILE_MAX_WIDTH,
  };
}

const stickyThreshold = (device: Device): number => (device.tablet ? STICKY_AFTER_TABLET_PX : STICKY_AFTER_PX);

export const isSticky = (scrollY: number, device: Device): boolean => scrollY > stickyThreshold(device);

/** The max height that keeps a menu 20 px above the window bottom, or null when it already fits. */
export function overflowMaxHeight(top: number, height: number, windowHeight: number): number | null {
  const available = windowHeight - top - MENU_BOTTOM_MARGIN_PX;
  return height > available ? Math.max(available, 0) : null;
}

/** Makes an open menu scrollable when it would run past the window bottom. */
export function fitToWindow(element: HTMLElement, win: Window = window): void {
  element.style.maxHeight = '';
  element.style.overflowY = '';
  const rect = element.getBoundingClientRect();
  const max = overflowMaxHeight(rect.top, Math.max(rect.height, element.scrollHeight), win.innerHeight);
  if (max === null) return;
  element.style.maxHeight = `${max}px`;
  element.style.overflowY = 'auto';
}
