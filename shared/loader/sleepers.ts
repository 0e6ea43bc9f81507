// Widgets that wait for their moment (data-load-on, a manifest's loadOn): the first of a key's elements to wake loads them all.
import { yieldToMain } from '../dom/tasks.ts';
import type { Report } from './page-reports.ts';
import { ASLEEP_ATTRIBUTE, armWake, type LoadOn, loadOnOf } from './wake.ts';

/**
 * Sleepers are armed (their observers and listeners) in a task after the scan that found them: the first scan's
 * task, which starts every download of the page, stays short (bench/JOURNAL.md "The loader's first task").
 */
const toArm: (() => void)[] = [];
const armSoon = (arm: () => void) => {
  if (toArm.push(arm) > 1) return;
  void yieldToMain().then(() => {
    for (const each of toArm.splice(0)) each();
  });
};

/**
 * A loader's sleepers: the first puts an element of a key not requested yet to sleep until its moment (or its author's), when its key loads;
 * the second cancels every wake still armed. `afterWave`: idle time counts once the page's own widgets are defined.
 */
export function sleepers(load: (key: string) => void, report: Report, afterWave: Promise<unknown>) {
  /** Elements whose widget waits for its moment, per key: each is armed once, and all wake together. */
  const asleep = new Map<string, Map<Element, () => void>>();
  const wake = (key: string) => {
    for (const [element, cancel] of asleep.get(key) ?? []) {
      cancel();
      element.removeAttribute(ASLEEP_ATTRIBUTE);
    }
    asleep.delete(key);
    load(key);
  };
  /** `name`: the key's widget, whom an author's unreadable moment names. */
  const sleep = (key: string, element: Element, moment: LoadOn, name: string) => {
    const elements = asleep.get(key) ?? new Map<Element, () => void>();
    asleep.set(key, elements);
    if (elements.has(element)) return;
    const own = loadOnOf(element, moment, report, name);
    if (own === 'ready') {
      wake(key);
      return;
    }
    element.setAttribute(ASLEEP_ATTRIBUTE, own);
    let disarm: (() => void) | undefined;
    let woken = false;
    elements.set(element, () => {
      woken = true;
      disarm?.();
    });
    armSoon(() => {
      if (!woken) disarm = armWake(element, own, () => wake(key), afterWave);
    });
  };
  const stop = () => {
    for (const elements of asleep.values()) for (const cancel of elements.values()) cancel();
  };
  return [sleep, stop] as const;
}
