// When a widget's code is fetched (docs/authoring.md, data-load-on): at once, at idle, near the viewport, or at its first use.
import { whenNearViewport } from '../dom/near.ts';
import type { Report } from './page-reports.ts';
import { whenIdleAfter } from './wake-idle.ts';
import { whenUsed } from './wake-use.ts';

/** The moments a widget can wake at, as authors write them in `data-load-on` and manifests declare them (`loadOn`). */
export const LOAD_ON = ['ready', 'idle', 'visible', 'interaction'] as const;
export type LoadOn = (typeof LOAD_ON)[number];
/** The author's choice on the element, over the widget's own (its manifest.ts `loadOn`). */
export const LOAD_ON_ATTRIBUTE = 'data-load-on';
/** On an element whose widget waits for its moment (its value: that moment); gone once the widget's code is asked for. */
export const ASLEEP_ATTRIBUTE = 'data-sf-asleep';

/**
 * What wakes a widget at its moment besides its first use (wake-use.ts): nothing more for `interaction`. Near the viewport
 * (shared/dom/near.ts): the code is asked for a little before the widget scrolls in, not as it does.
 */
const MOMENTS: Partial<
  Record<LoadOn, (element: Element, fire: () => void, settled: Promise<unknown>) => (() => void) | undefined>
> = {
  idle: whenIdleAfter,
  visible: whenNearViewport,
};

/**
 * The element's `data-load-on` (any case) when it names one of LOAD_ON, else the widget's default. A value that
 * names none is a `config` failure of `widget`, saying what is used instead (an author's typo must not leave a widget
 * asleep in silence).
 */
export function loadOnOf(element: Element, fallback: LoadOn, report: Report, widget: string): LoadOn {
  const written = element.getAttribute(LOAD_ON_ATTRIBUTE);
  if (written === null) return fallback;
  const value = written.trim().toLowerCase();
  if ((LOAD_ON as readonly string[]).includes(value)) return value as LoadOn;
  report({
    kind: 'config',
    widget,
    message: `<${element.localName} ${LOAD_ON_ATTRIBUTE}="${written}">: expected one of ${LOAD_ON.join(', ')}; it loads as "${fallback}".`,
  });
  return fallback;
}

/**
 * Calls `wake` once: at the element's first use whatever the moment, and also at idle or once it nears the
 * viewport when that is the moment. Idle time counts only once `settled` has (the loader: the page's own widgets
 * defined), as the main thread is idle while they download too. Where the browser lacks what a moment needs
 * (IntersectionObserver), at once. Returns the cancel.
 */
export function armWake(
  element: Element,
  moment: Exclude<LoadOn, 'ready'>,
  wake: () => void,
  settled: Promise<unknown> = Promise.resolve(),
): () => void {
  let woken = false;
  const stops: ((() => void) | undefined)[] = [];
  const stop = () => {
    for (const s of stops.splice(0)) s?.();
  };
  const fire = () => {
    if (woken) return;
    woken = true;
    stop();
    wake();
  };
  stops.push(whenUsed(element, fire));
  // Pushed once the first use is watched: a moment that fires at once (no IntersectionObserver) stops that watch.
  stops.push(MOMENTS[moment]?.(element, fire, settled));
  return () => {
    woken = true;
    stop();
  };
}
