// Layout-shift checks any engine can make: where content in view stands before and after the takeover, and CLS where measured.
import type { Driver } from './driver.ts';

export interface Placed {
  key: string;
  top: number;
  /** Within the first viewport of the page. */
  inView: boolean;
  viewHeight: number;
}
export interface Move {
  key: string;
  from: number;
  to: number;
  /** The move as a share of the viewport's height (the distance fraction of a layout shift). */
  fraction: number;
}

/** The page's landmarks: every sf-* element and every child of <body> and <main>, keyed by their place in the markup. */
function readPlaces(): Placed[] {
  const keyOf = (el: Element): string => {
    const path: string[] = [];
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const same = e.parentElement
        ? Array.from(e.parentElement.children).filter((c) => c.localName === e?.localName)
        : [];
      path.unshift(`${e.localName}${same.length > 1 ? `[${same.indexOf(e)}]` : ''}`);
    }
    return path.join('>');
  };
  const marks = new Set<Element>([
    ...Array.from(document.querySelectorAll('body > *, main > *')),
    ...Array.from(document.querySelectorAll('*')).filter((e) => e.localName.startsWith('sf-')),
  ]);
  const places: Placed[] = [];
  for (const el of marks) {
    if (el.localName === 'script' || el.getClientRects().length === 0) continue;
    const top = Math.round(el.getBoundingClientRect().top + scrollY);
    places.push({ key: keyOf(el), top, inView: top < innerHeight, viewHeight: innerHeight });
  }
  return places;
}

export const layoutMoves = {
  read: (d: Driver): Promise<Placed[]> => d.evaluate(readPlaces, null),
  /** How far each landmark that was in view moved between two reads (landmarks in only one read are skipped). */
  compare(before: Placed[], after: Placed[]): Move[] {
    const later = new Map(after.map((p) => [p.key, p]));
    return before.flatMap((p) => {
      const next = later.get(p.key);
      if (!p.inView || !next || next.top === p.top) return [];
      return [{ key: p.key, from: p.top, to: next.top, fraction: Math.abs(next.top - p.top) / p.viewHeight }];
    });
  },
};

/** The page's layout shifts without recent input, summed; null in an engine without the layout-shift entry type. */
export async function layoutShiftScore(d: Driver): Promise<{ value: number; target: string } | null> {
  return d.evaluate(
    () =>
      new Promise<{ value: number; target: string } | null>((resolve) => {
        if (!PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) return resolve(null);
        // Two frames: every commit so far has been laid out and its shifts reported.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            type Shift = PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node }[];
            };
            const observer = new PerformanceObserver(() => undefined);
            observer.observe({ type: 'layout-shift', buffered: true });
            const shifts = (observer.takeRecords() as Shift[]).filter((s) => !s.hadRecentInput);
            observer.disconnect();
            const largest = shifts.reduce<Shift | null>((a, s) => (a && a.value >= s.value ? a : s), null);
            const node = largest?.sources?.[0]?.node;
            resolve({
              value: shifts.reduce((sum, s) => sum + s.value, 0),
              target: node instanceof Element ? node.localName + (node.className ? `.${node.className}` : '') : 'none',
            });
          }),
        );
      }),
    null,
  );
}
