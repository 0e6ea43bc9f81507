// Sends the batches: at most every 10 s while something is new, and at once when the page is hidden or left.
import { releaseFits, toBatch } from './batch.ts';
import type { FailureLog } from './failure-log.ts';
import type { VitalReading } from './vitals.ts';

/** The shortest time between two timed batches. */
const EVERY_MS = 10_000;
/**
 * Vitals whose every change web-vitals reports (vitals.ts): only the value once the page is hidden is the page
 * view's, so they are held until then (`hidden()`), never sent in a timed batch or on a pagehide (Chromium fires a
 * leaving page's pagehide before its visibilitychange, where web-vitals takes in the last interaction).
 */
const UNTIL_HIDDEN: ReadonlySet<string> = new Set(['INP']);

export interface SenderOptions {
  /** The collector's address. */
  url: string;
  page: string;
  failures: Pick<FailureLog, 'take' | 'release'>;
  /** The loader's release, taken when no failure names one. */
  release: () => string | undefined;
  /** navigator.sendBeacon: the one request that outlives the page. */
  beacon: (url: string, body: Blob) => boolean;
}

export interface ReportSender {
  /** Something new happened (a failure raised): it leaves within 10 s. */
  changed(): void;
  /** A vital settled: its latest reading leaves within 10 s (INP: when the page is hidden or left). */
  addVital(reading: VitalReading): void;
  /** Everything not sent yet but the held vitals, now (the page is left: its pagehide). */
  flush(): void;
  /** Everything not sent yet, the held vitals too, now (the page is hidden: its visibilitychange). */
  hidden(): void;
  stop(): void;
}

export function createReportSender({ url, page, failures, release, beacon }: SenderOptions): ReportSender {
  let vitals = new Map<string, VitalReading>();
  let held = new Map<string, VitalReading>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warned = false;

  /** Sends what is new (and the vitals held for the page's end, when it ends); false when there was nothing to send. */
  const send = (ending = false): boolean => {
    const parts = {
      release: failures.release() ?? release(),
      page,
      failures: failures.take(),
      vitals: [...vitals.values(), ...(ending ? held.values() : [])],
    };
    vitals = new Map();
    if (ending) held = new Map();
    const batch = toBatch(parts);
    if (batch) beacon(url, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
    else if (!warned && !releaseFits(parts.release) && parts.failures.length + parts.vitals.length > 0) {
      warned = true;
      console.warn('[storefront] field-reports: no release of the bundle is known (no loader): nothing is sent');
    }
    return batch !== null;
  };
  // Repeats of a failure raise no event (its count grows on the detail): after a batch, one more look 10 s later,
  // and so on while something is new.
  const tick = () => {
    timer = send() ? setTimeout(tick, EVERY_MS) : undefined;
  };
  const changed = () => {
    timer ??= setTimeout(tick, EVERY_MS);
  };
  return {
    changed,
    addVital(reading) {
      if (UNTIL_HIDDEN.has(reading.name)) return void held.set(reading.name, reading);
      vitals.set(reading.name, reading);
      changed();
    },
    flush() {
      clearTimeout(timer);
      timer = undefined;
      send();
    },
    hidden() {
      clearTimeout(timer);
      timer = undefined;
      send(true);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
