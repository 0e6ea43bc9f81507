// The field reporter on a page that opts in: failures from sf:error, vitals once the page is idle, batches by beacon.
import { attachOnce } from '../../shared/dom/once.ts';
import { optionalFunction, whenIdle } from '../../shared/dom/tasks.ts';
import type { FailureDetail } from '../../shared/report/failures.ts';
import { raisedFailures } from '../../shared/report/failures.ts';
import { onSfEvent } from '../../shared/stores/events.ts';
import { createFailureLog } from './failure-log.ts';
import { bundleChunks, bundleRelease } from './loader-claim.ts';
import { createReportSender } from './sender.ts';
import { REPORT_META, readReportSettings } from './settings.ts';
import { type VitalsLibrary, watchVitals } from './vitals.ts';

export interface ReporterOptions {
  root?: Document;
  /** The page view's draw against `data-sample`. */
  draw?: () => number;
  /** The failures raised on the page before the reporter started (their details, live). */
  earlier?: () => Iterable<FailureDetail>;
  /** When the vitals library may load: once the page is idle. */
  idle?: () => Promise<void>;
  loadVitals?: () => Promise<VitalsLibrary>;
  beacon?: (url: string, body: Blob) => boolean;
  /** Where the loader's claim is (the release, the chunks' folder). */
  scope?: object;
}

const sendBeacon = (url: string, body: Blob): boolean =>
  optionalFunction<Navigator['sendBeacon']>('sendBeacon', globalThis.navigator)?.(url, body) ?? false;

/**
 * Starts reporting as the page's meta asks, or does nothing (no meta, a refused path, a page view drawn out);
 * returns the undo. Vitals the library reports after the undo are dropped: web-vitals cannot be stopped.
 */
export function startFieldReports({
  root = document,
  draw = Math.random,
  earlier = () => [],
  idle = whenIdle,
  loadVitals = () => import('./vitals-library.ts').then((module) => module.library),
  beacon = sendBeacon,
  scope = globalThis,
}: ReporterOptions = {}): () => void {
  const meta = root.querySelector(REPORT_META);
  const settings = meta && readReportSettings(meta, { draw, base: root.location?.href });
  if (!settings?.sampled) return () => {};
  const failures = createFailureLog();
  const { url, page } = settings;
  const sender = createReportSender({ url, page, failures, release: () => bundleRelease(scope), beacon });
  let before = false;
  for (const detail of earlier()) before = failures.note(detail) || before;
  if (before) sender.changed();
  const offFailures = onSfEvent(
    'sf:error',
    (event) => {
      failures.note(event.detail);
      sender.changed();
    },
    root,
  );
  const view = root.defaultView ?? window;
  const onHidden = () => root.visibilityState === 'hidden' && sender.hidden();
  // On the window, as the event bubbles: web-vitals settles CLS and INP on this same change, in its listener on the
  // window's capture phase, so they are in the batch sent here.
  view.addEventListener('visibilitychange', onHidden);
  view.addEventListener('pagehide', sender.flush);
  let running = true;
  idle()
    .then(() => (running ? loadVitals() : undefined))
    .then((library) => {
      if (library) watchVitals(library, (reading) => running && sender.addVital(reading), bundleChunks(scope));
    })
    // A refused chunk was reported by the loader; the failures are still reported without the vitals.
    .catch(() => {});
  return () => {
    running = false;
    offFailures();
    view.removeEventListener('visibilitychange', onHidden);
    view.removeEventListener('pagehide', sender.flush);
    sender.stop();
  };
}

export const fieldReports = attachOnce(() => startFieldReports({ earlier: () => raisedFailures() }));
